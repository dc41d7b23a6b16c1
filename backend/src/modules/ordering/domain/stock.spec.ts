import { holdsStock, linesShortOfStock, stockDemand } from './stock';

const product = (id: number) => ({ kind: 'product' as const, id });
const variant = (id: number) => ({ kind: 'variant' as const, id });

describe('stock rule', () => {
  it('flags a line asking for more than is left', () => {
    expect(linesShortOfStock([{ source: product(1), quantity: 3, available: 3 }])).toEqual([]);
    expect(linesShortOfStock([{ source: product(1), quantity: 4, available: 3 }])).toEqual([0]);
  });

  it('counts earlier lines drawing on the same stock', () => {
    const lines = [
      { source: variant(5), quantity: 2, available: 3 },
      { source: product(5), quantity: 2, available: 3 },
      { source: variant(5), quantity: 2, available: 3 },
    ];
    expect(linesShortOfStock(lines)).toEqual([2]);
  });

  it('sums demand per source in a fixed order', () => {
    const demand = stockDemand([
      { source: variant(9), quantity: 1 },
      { source: product(2), quantity: 2 },
      { source: variant(3), quantity: 4 },
      { source: variant(9), quantity: 5 },
    ]);
    expect(demand).toEqual([
      { source: product(2), quantity: 2, lines: [1] },
      { source: variant(3), quantity: 4, lines: [2] },
      { source: variant(9), quantity: 6, lines: [0, 3] },
    ]);
  });

  it('keeps stock held until the order is cancelled (released) or completed', () => {
    expect(holdsStock({ status: 'new', stockReleased: false })).toBe(true);
    expect(holdsStock({ status: 'ready', stockReleased: false })).toBe(true);
    expect(holdsStock({ status: 'cancelled', stockReleased: true })).toBe(false);
    expect(holdsStock({ status: 'completed', stockReleased: false })).toBe(false);
  });
});
