import { suffixOf, templateSku, variantSku } from './sku';

const NOW = new Date(1_718_000_123_456);

describe('variantSku', () => {
  it('generates a code for an empty or short SKU from NEW, the position and the clock', () => {
    expect(variantSku('', { productId: null, position: 0, now: NOW })).toBe('NEW-1-123456');
    expect(variantSku(' XL ', { productId: null, position: 4, now: NOW })).toBe('NEW-XL-123456');
  });

  it('uses the product id for an existing product', () => {
    expect(variantSku('S', { productId: 42, position: 0, now: NOW })).toBe('42-S-123456');
  });

  it('keeps a new product SKU of four characters or more as typed (trimmed)', () => {
    expect(variantSku(' BALL-5 ', { productId: null, position: 0, now: NOW })).toBe('BALL-5');
  });

  it('prefixes the product id when an existing product SKU lacks it', () => {
    expect(variantSku('BALL-RED', { productId: 7, position: 0, now: NOW })).toBe('7-BALL-RED');
    expect(variantSku('7-BALL-RED', { productId: 7, position: 0, now: NOW })).toBe('7-BALL-RED');
  });
});

describe('variantSku of a stored variant', () => {
  it('keeps the stored code when it comes back as it was, or empty', () => {
    expect(variantSku('FOO-05-XS-GREEN', { productId: 27, position: 3, now: NOW, stored: 'FOO-05-XS-GREEN' })).toBe('FOO-05-XS-GREEN');
    expect(variantSku(' FOO-05-XS-GREEN ', { productId: 27, position: 3, now: NOW, stored: 'FOO-05-XS-GREEN' })).toBe('FOO-05-XS-GREEN');
    expect(variantSku('', { productId: 27, position: 3, now: NOW, stored: 'X1' })).toBe('X1');
  });

  it('takes a code staff typed anew as typed, without the product id', () => {
    expect(variantSku('FOO-05-S-RED', { productId: 27, position: 3, now: NOW, stored: 'FOO-05-XS-GREEN' })).toBe('FOO-05-S-RED');
  });

  it('keeps a new variant code as typed for the products file', () => {
    expect(variantSku('FOO-05-M-GREEN', { productId: 27, position: 2, now: NOW, asTyped: true })).toBe('FOO-05-M-GREEN');
    expect(variantSku('M', { productId: 27, position: 2, now: NOW, asTyped: true })).toBe('27-M-123456');
  });

  it('still generates a code for a very short one typed anew', () => {
    expect(variantSku('S', { productId: 27, position: 0, now: NOW, stored: 'FOO-05-XS-GREEN' })).toBe('27-S-123456');
  });
});

describe('templateSku', () => {
  it('joins the owner, the timestamp and the suffixes', () => {
    expect(templateSku(null, NOW, ['42', 'RED'])).toBe('NEW-1718000123456-42-RED');
    expect(templateSku(9, NOW, ['', 'BLK'])).toBe('9-1718000123456-BLK');
  });

  it('makes a suffix from the text when none is given', () => {
    expect(suffixOf(' 42.5 eu ')).toBe('425EU');
    expect(suffixOf('красный')).toBe('КРАСНЫЙ');
  });
});
