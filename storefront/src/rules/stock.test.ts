import { describe, expect, it } from 'vitest';
import { acceptQuantity, productInStock, selectionInStock } from './stock';

describe('stock', () => {
  it('follows the variants when there are some', () => {
    expect(productInStock({ stock_quantity: 0, variants: [{ stock_quantity: 0 }, { stock_quantity: 2 }] })).toBe(true);
    expect(productInStock({ stock_quantity: 9, variants: [{ stock_quantity: 0 }] })).toBe(false);
    expect(productInStock({ stock_quantity: 1, variants: [] })).toBe(true);
    expect(productInStock({ stock_quantity: 0, variants: [] })).toBe(false);
  });

  it('follows the chosen variant on the product page', () => {
    const product = { stock_quantity: 0, variants: [{ stock_quantity: 0 }, { stock_quantity: 3 }] };
    expect(selectionInStock(product, product.variants[0])).toBe(false);
    expect(selectionInStock(product, product.variants[1])).toBe(true);
  });

  it('accepts quantities 1 to 99 only', () => {
    expect(acceptQuantity(3, '7')).toBe(7);
    expect(acceptQuantity(3, '0')).toBe(3);
    expect(acceptQuantity(3, '100')).toBe(3);
    expect(acceptQuantity(3, '2.5')).toBe(3);
    expect(acceptQuantity(3, 'abc')).toBe(3);
    expect(acceptQuantity(3, 99)).toBe(99);
  });
});
