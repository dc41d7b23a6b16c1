import { describe, expect, it } from 'vitest';
import { applyTemplate, categoriesForName, suggestTemplates } from './sizeTemplates';

const template = (id: number, category: string) => ({ id, category });
const ALL = [
  template(1, 'clothing'),
  template(2, 'footwear'),
  template(3, 'accessories'),
  template(4, 'balls'),
  template(5, 'clothing'),
  template(6, 'footwear'),
];

describe('size template suggestions', () => {
  it('reads footwear, clothing, accessory and ball words in English, Russian and Hebrew', () => {
    expect(categoriesForName('Running shoes Pro')).toEqual(['footwear']);
    expect(categoriesForName('Футбольные бутсы')).toEqual(['footwear']);
    expect(categoriesForName('נעלי ריצה')).toEqual(['footwear']);
    expect(categoriesForName('Кимоно для дзюдо')).toEqual(['clothing']);
    expect(categoriesForName('חולצת כדורסל')).toEqual(['clothing', 'balls']);
    expect(categoriesForName('Boxing gloves')).toEqual(['accessories']);
    expect(categoriesForName('Перчатки боксёрские')).toEqual(['accessories']);
    expect(categoriesForName('כפפות אגרוף')).toEqual(['accessories']);
    expect(categoriesForName('Football')).toEqual(['balls']);
    expect(categoriesForName('Волейбольный мяч')).toEqual(['balls']);
    expect(categoriesForName('כדור עף')).toEqual(['balls']);
  });

  it('suggests the templates of the matched categories, from any of the names', () => {
    expect(suggestTemplates(['Trail boots'], ALL).map((t) => t.id)).toEqual([2, 6]);
    expect(suggestTemplates(['Trainer X', 'Футболка'], ALL).map((t) => t.id)).toEqual([1, 2, 5, 6]);
  });

  it('suggests the first 5 when nothing matches or the name is empty', () => {
    expect(suggestTemplates([''], ALL).map((t) => t.id)).toEqual([1, 2, 3, 4, 5]);
    expect(suggestTemplates(['Yoga mat'], ALL).map((t) => t.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('applying a size template', () => {
  const size = (s: string, active = true, stock = 100) => ({ size: s, sku_suffix: s, default_stock: stock, is_default_active: active });
  const color = (c: string, active = true) => ({ color_name: c, sku_suffix: c.toUpperCase(), is_default_active: active });
  const NOW = 1718000000000;

  it('makes one variant per active size and colour pair', () => {
    const variants = applyTemplate(
      { sizes: [size('40'), size('41', false), size('42', true, 5)], colors: [color('Red'), color('Blue', false)] },
      12,
      NOW,
    );
    expect(variants).toEqual([
      { sku: '12-1718000000000-40-RED', size: '40', color: 'Red', material: '', stock_quantity: 100, price_modifier: 0, is_active: true },
      { sku: '12-1718000000000-42-RED', size: '42', color: 'Red', material: '', stock_quantity: 5, price_modifier: 0, is_active: true },
    ]);
  });

  it('makes one per active size, or one per active colour (no stock unless a size gives some) with NEW for a new product', () => {
    expect(applyTemplate({ sizes: [size('S'), size('M')], colors: [] }, null, NOW).map((v) => v.sku)).toEqual([
      'NEW-1718000000000-S',
      'NEW-1718000000000-M',
    ]);
    const byColour = applyTemplate({ sizes: [], colors: [color('Red'), color('Black', false)] }, null, NOW);
    expect(byColour).toEqual([
      { sku: 'NEW-1718000000000-RED', size: '', color: 'Red', material: '', stock_quantity: 0, price_modifier: 0, is_active: true },
    ]);
  });
});
