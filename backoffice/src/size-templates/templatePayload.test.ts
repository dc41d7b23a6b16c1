import { describe, expect, it } from 'vitest';
import { sizeTemplateFormValues, sizeTemplatePayload } from './templatePayload';

describe('size template payload', () => {
  it('trims, drops empty rows and blank translations, keeps defaults', () => {
    const values = sizeTemplateFormValues();
    values.name = ' Boots EU ';
    values.category = 'footwear';
    values.sizes = [
      { size: ' 42 ', sku_suffix: '', default_stock: 100, is_default_active: true },
      { size: ' ', sku_suffix: 'X', default_stock: 1, is_default_active: true },
    ];
    values.colors = [{ color_name: 'Red', sku_suffix: ' RED ', is_default_active: false }];
    values.sizes.push({ size: '43', sku_suffix: '', default_stock: '' as unknown as number, is_default_active: true });
    values.translations.ru = { name: ' Бутсы ', description: '' };
    expect(sizeTemplatePayload(values)).toEqual({
      name: 'Boots EU',
      category: 'footwear',
      variant: null,
      description: null,
      sizes: [
        { size: '42', sku_suffix: null, default_stock: 100, is_default_active: true },
        // A size whose stock staff left empty gives none (a template never invents stock).
        { size: '43', sku_suffix: null, default_stock: 0, is_default_active: true },
      ],
      colors: [{ color_name: 'Red', sku_suffix: 'RED', is_default_active: false }],
      translations: [{ language: 'ru', name: 'Бутсы', description: '' }],
    });
  });
});
