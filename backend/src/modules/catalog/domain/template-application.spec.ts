import { TemplateColor, TemplateSize } from './size-template';
import { applySizeTemplate } from './template-application';

const NOW = new Date(1_718_000_000_001);
const aSize = (size: string, fields: Partial<TemplateSize> = {}): TemplateSize => ({
  size,
  skuSuffix: size,
  defaultStock: 100,
  isDefaultActive: true,
  ...fields,
});
const aColor = (colorName: string, fields: Partial<TemplateColor> = {}): TemplateColor => ({
  colorName,
  skuSuffix: colorName.slice(0, 3).toUpperCase(),
  isDefaultActive: true,
  ...fields,
});

describe('applySizeTemplate', () => {
  it('makes one variant per active size and colour pair', () => {
    const variants = applySizeTemplate(
      {
        sizes: [aSize('40', { defaultStock: 5 }), aSize('41', { isDefaultActive: false }), aSize('42')],
        colors: [aColor('Red'), aColor('Blue', { isDefaultActive: false })],
      },
      { productId: 8, now: NOW },
    );
    expect(variants).toEqual([
      { sku: '8-1718000000001-40-RED', size: '40', color: 'Red', material: null, stockQuantity: 5, priceModifier: 0, isActive: true },
      { sku: '8-1718000000001-42-RED', size: '42', color: 'Red', material: null, stockQuantity: 100, priceModifier: 0, isActive: true },
    ]);
  });

  it('makes one variant per active size when there are only sizes', () => {
    const variants = applySizeTemplate(
      { sizes: [aSize('S'), aSize('M', { isDefaultActive: false }), aSize('L')], colors: [] },
      { productId: null, now: NOW },
    );
    expect(variants.map((v) => [v.sku, v.size, v.color])).toEqual([
      ['NEW-1718000000001-S', 'S', null],
      ['NEW-1718000000001-L', 'L', null],
    ]);
  });

  it('makes one variant per active colour with no stock (staff type it) when there are only colours', () => {
    const variants = applySizeTemplate({ sizes: [], colors: [aColor('Black'), aColor('White')] }, { productId: null, now: NOW });
    expect(variants.map((v) => [v.sku, v.color, v.stockQuantity])).toEqual([
      ['NEW-1718000000001-BLA', 'Black', 0],
      ['NEW-1718000000001-WHI', 'White', 0],
    ]);
  });

  it('makes nothing when every row of one list is switched off', () => {
    expect(
      applySizeTemplate({ sizes: [aSize('S')], colors: [aColor('Red', { isDefaultActive: false })] }, { productId: 1, now: NOW }),
    ).toEqual([]);
  });
});
