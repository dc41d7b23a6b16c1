import { describe, expect, it } from 'vitest';
import { copySku, templateSku, variantSku } from './sku';

const NOW = 1718000123456;

describe('variant SKU', () => {
  it('generates one for an empty SKU from the id (or NEW), the position and the time', () => {
    expect(variantSku('', 0, null, NOW)).toBe('NEW-1-123456');
    expect(variantSku('  ', 2, 12, NOW)).toBe('12-3-123456');
  });

  it('generates one for a SKU of 3 characters or fewer, keeping the text', () => {
    expect(variantSku('XL', 0, 7, NOW)).toBe('7-XL-123456');
    expect(variantSku('ABC', 0, null, NOW)).toBe('NEW-ABC-123456');
  });

  it('prefixes the id of an existing product when the SKU lacks it', () => {
    expect(variantSku('BALL-5-RED', 0, 12, NOW)).toBe('12-BALL-5-RED');
    expect(variantSku('12-BALL-5', 0, 12, NOW)).toBe('12-BALL-5');
    expect(variantSku('BALL-5-RED', 0, null, NOW)).toBe('BALL-5-RED');
  });

  it('builds template SKUs from the id or NEW, the time and the suffixes', () => {
    expect(templateSku(12, NOW, '42', 'RED')).toBe('12-1718000123456-42-RED');
    expect(templateSku(null, NOW, 'M')).toBe('NEW-1718000123456-M');
  });

  it("gives a copied product's variants the SKUs of a new product, never the original ones", () => {
    expect(copySku(0, NOW)).toBe('NEW-1-123456');
    expect(copySku(17, NOW)).toBe('NEW-18-123456');
  });
});
