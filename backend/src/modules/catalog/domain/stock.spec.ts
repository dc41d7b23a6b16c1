import { isInStock, StockFields, totalStock } from './stock';

const aVariant = (stockQuantity: number, isActive = true) => ({ stockQuantity, isActive });
const aStockedProduct = (fields: Partial<StockFields> = {}): StockFields => ({
  hasVariants: false,
  stockQuantity: 0,
  variants: [],
  ...fields,
});

describe('stock rule', () => {
  it('uses the product quantity without variants', () => {
    expect(isInStock(aStockedProduct({ stockQuantity: 3 }))).toBe(true);
    expect(isInStock(aStockedProduct({ stockQuantity: 0 }))).toBe(false);
    expect(totalStock(aStockedProduct({ stockQuantity: 3 }))).toBe(3);
  });

  it('with variants, is in stock when an active variant has stock', () => {
    const product = aStockedProduct({ hasVariants: true, stockQuantity: 0, variants: [aVariant(0), aVariant(2)] });
    expect(isInStock(product)).toBe(true);
    expect(totalStock(product)).toBe(2);
  });

  it('with variants, ignores the product quantity and inactive variants', () => {
    const product = aStockedProduct({ hasVariants: true, stockQuantity: 50, variants: [aVariant(0), aVariant(5, false)] });
    expect(isInStock(product)).toBe(false);
    expect(totalStock(product)).toBe(5);
  });

  it('falls back to the product quantity when variants are on but none exist', () => {
    expect(isInStock(aStockedProduct({ hasVariants: true, stockQuantity: 4 }))).toBe(true);
  });

  it('ignores leftover variant rows when variants are off', () => {
    expect(isInStock(aStockedProduct({ stockQuantity: 0, variants: [aVariant(9)] }))).toBe(false);
  });
});
