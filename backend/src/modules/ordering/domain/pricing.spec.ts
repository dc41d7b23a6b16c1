import { currentPrice, lineTotal, orderTotal, unitPrice } from './pricing';

const aPriceList = (over: Partial<{ price: number; hasDiscount: boolean; discountPrice: number }> = {}) => ({
  price: 10_000,
  hasDiscount: false,
  discountPrice: 0,
  ...over,
});

describe('pricing in agorot', () => {
  it('uses the base price without a discount', () => {
    expect(currentPrice(aPriceList())).toBe(10_000);
  });

  it('uses the discount price when the discount is on and positive', () => {
    expect(currentPrice(aPriceList({ hasDiscount: true, discountPrice: 7_990 }))).toBe(7_990);
  });

  it('ignores a discount price that is switched off or zero', () => {
    expect(currentPrice(aPriceList({ hasDiscount: false, discountPrice: 7_990 }))).toBe(10_000);
    expect(currentPrice(aPriceList({ hasDiscount: true, discountPrice: 0 }))).toBe(10_000);
  });

  it('adds a signed variant modifier to the current price', () => {
    expect(unitPrice(aPriceList({ hasDiscount: true, discountPrice: 7_990 }), { priceModifier: 1_005 })).toBe(8_995);
    expect(unitPrice(aPriceList(), { priceModifier: -2_550 })).toBe(7_450);
    expect(unitPrice(aPriceList(), null)).toBe(10_000);
  });

  it('sums lines without floating-point drift', () => {
    // 0.1 + 0.2 in shekels would drift; in agorot it is exact.
    const lines = [{ totalPrice: lineTotal(10, 3) }, { totalPrice: lineTotal(20, 1) }, { totalPrice: lineTotal(1_999, 7) }];
    expect(orderTotal(lines)).toBe(30 + 20 + 13_993);
    expect(orderTotal([])).toBe(0);
  });
});
