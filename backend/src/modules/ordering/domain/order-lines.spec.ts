import { assessOrderLines, OrderableProduct, OrderableVariant, priceOrderLines, RequestedLine, variantName } from './order-lines';

function aVariant(over: Partial<OrderableVariant> = {}): OrderableVariant {
  return { id: 11, sku: 'SHOE-42', size: '42', color: 'Red', material: null, isActive: true, priceModifier: 0, stockQuantity: 5, ...over };
}

function aProduct(over: Partial<OrderableProduct> = {}): OrderableProduct {
  return {
    id: 1,
    name: 'Ball',
    isActive: true,
    isVisible: true,
    hasVariants: false,
    price: 12_000,
    hasDiscount: false,
    discountPrice: 0,
    stockQuantity: 10,
    imageUrl: null,
    variants: [],
    ...over,
  };
}

const catalogOf = (...products: OrderableProduct[]) => new Map(products.map((p) => [p.id, p]));
const line = (over: Partial<RequestedLine> = {}): RequestedLine => ({ productId: 1, variantId: null, quantity: 1, ...over });

describe('pricing the lines of an order', () => {
  it('prices a plain product with its discount, in agorot', () => {
    const outcome = priceOrderLines([line({ quantity: 3 })], catalogOf(aProduct({ hasDiscount: true, discountPrice: 9_990 })));
    expect(outcome.refused).toEqual([]);
    expect(outcome.lines).toEqual([
      {
        productId: 1,
        variantId: null,
        productName: 'Ball',
        variantName: '',
        quantity: 3,
        unitPrice: 9_990,
        totalPrice: 29_970,
        source: { kind: 'product', id: 1 },
      },
    ]);
  });

  it('adds the variant modifier and takes stock from the variant', () => {
    const shoe = aProduct({ id: 2, name: 'Shoe', hasVariants: true, stockQuantity: 0, variants: [aVariant({ priceModifier: 1_550 })] });
    const outcome = priceOrderLines([line({ productId: 2, variantId: 11, quantity: 2 })], catalogOf(shoe));
    expect(outcome.lines[0]).toMatchObject({
      variantName: '42 / Red',
      unitPrice: 13_550,
      totalPrice: 27_100,
      source: { kind: 'variant', id: 11 },
    });
    expect(outcome.shortOfStock).toEqual([]);
  });

  it.each([
    ['an unknown product', line({ productId: 99 }), 'items.0.product_id', 'PRODUCT_NOT_FOUND'],
    ['an inactive product', line({ productId: 3 }), 'items.0.product_id', 'PRODUCT_NOT_AVAILABLE'],
    ['a hidden product', line({ productId: 4 }), 'items.0.product_id', 'PRODUCT_NOT_AVAILABLE'],
    ['a product with variants but no variant', line({ productId: 2 }), 'items.0.variant_id', 'VARIANT_REQUIRED'],
    ['a variant of another product', line({ productId: 2, variantId: 77 }), 'items.0.variant_id', 'VARIANT_NOT_FOUND'],
    ['a variant on a product without variants', line({ productId: 1, variantId: 11 }), 'items.0.variant_id', 'VARIANT_NOT_FOUND'],
    ['an inactive variant', line({ productId: 2, variantId: 12 }), 'items.0.variant_id', 'VARIANT_NOT_AVAILABLE'],
    ['a quantity of 0', line({ quantity: 0 }), 'items.0.quantity', 'INVALID_QUANTITY'],
    ['a quantity of 100', line({ quantity: 100 }), 'items.0.quantity', 'INVALID_QUANTITY'],
    ['a fractional quantity', line({ quantity: 1.5 }), 'items.0.quantity', 'INVALID_QUANTITY'],
  ])('refuses %s naming the field', (_, requested, field, problem) => {
    const catalog = catalogOf(
      aProduct(),
      aProduct({ id: 2, hasVariants: true, variants: [aVariant(), aVariant({ id: 12, isActive: false })] }),
      aProduct({ id: 3, isActive: false }),
      aProduct({ id: 4, isVisible: false }),
      aProduct({ id: 5, hasVariants: true, variants: [aVariant({ id: 77 })] }),
    );
    const outcome = priceOrderLines([requested], catalog);
    expect(outcome.refused).toEqual([expect.objectContaining({ field, problem })]);
    expect(outcome.lines).toEqual([]);
  });

  it('refuses a price pushed below zero by a modifier', () => {
    const cheap = aProduct({ hasVariants: true, price: 1_000, variants: [aVariant({ priceModifier: -2_000 })] });
    expect(priceOrderLines([line({ variantId: 11 })], catalogOf(cheap)).refused[0]).toMatchObject({ problem: 'PRICE_UNAVAILABLE' });
  });

  it('names the line that runs out of stock, counting earlier lines', () => {
    const outcome = priceOrderLines([line({ quantity: 6 }), line({ quantity: 5 })], catalogOf(aProduct({ stockQuantity: 10 })));
    expect(outcome.shortOfStock).toEqual([{ field: 'items.1.quantity', message: 'only 10 left of Ball' }]);
  });

  it('names a variant by size, colour and material, or by SKU', () => {
    expect(variantName({ size: 'M', color: ' Blue ', material: 'Cotton', sku: 'X' })).toBe('M / Blue / Cotton');
    expect(variantName({ size: null, color: '', material: null, sku: 'SKU-1' })).toBe('SKU-1');
  });

  it('assesses each line in its place, priced or refused, with the stock it draws on (for a quote)', () => {
    const assessed = assessOrderLines(
      [line({ quantity: 4 }), line({ productId: 99 }), line({ quantity: 2 })],
      catalogOf(aProduct({ stockQuantity: 5 })),
    );
    expect(assessed.map((a) => [a.index, a.priced?.totalPrice ?? null, a.refused?.problem ?? null, a.available, a.shortOfStock])).toEqual([
      [0, 48_000, null, 5, false],
      [1, null, 'PRODUCT_NOT_FOUND', null, false],
      [2, 24_000, null, 5, true],
    ]);
  });
});
