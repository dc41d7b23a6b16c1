import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart';
import {
  CartQuote,
  cartDiffers,
  cartQuoteKey,
  checkCart,
  lineKey,
  noticePriceChanges,
  problemMessage,
  problemOf,
  problemsFromRefusal,
  QuotedLine,
  refreshedCart,
  withRefusal,
} from './cart-check';

const aBall = (over: Partial<CartItem> = {}): CartItem => ({
  id: 12,
  product_id: 12,
  name: 'Ball',
  price: 100,
  image: null,
  variant_name: '',
  quantity: 2,
  ...over,
});
const aShirt = (over: Partial<CartItem> = {}): CartItem => ({
  id: 31,
  product_id: 5,
  name: 'Shirt',
  price: 50,
  image: null,
  variant_id: 31,
  variant_name: 'M',
  quantity: 1,
  ...over,
});
const aQuotedLine = (over: Partial<QuotedLine> = {}): QuotedLine => ({
  name: 'Ball',
  variant_name: '',
  image: '/uploads/ball.png',
  quantity: 2,
  unit_price: 100,
  total_price: 200,
  available: 10,
  problem: null,
  ...over,
});
const quoteOf = (items: CartItem[], lines: QuotedLine[], total: number): CartQuote => ({
  key: cartQuoteKey(items),
  lines,
  total_amount: total,
});

describe('checking the cart against the server', () => {
  it('uses the stored prices until a quote of this very cart arrives', () => {
    const items = [aBall(), aShirt()];
    const check = checkCart(items, null);
    expect(check).toMatchObject({ checked: false, orderable: true, total: 250, count: 3 });
    expect(check.lines.map((l) => l.line_total)).toEqual([200, 50]);
    // A quote of another quantity does not apply.
    const stale = quoteOf([aBall({ quantity: 1 }), aShirt()], [aQuotedLine(), aQuotedLine()], 1);
    expect(checkCart(items, stale).checked).toBe(false);
  });

  it("takes the server's prices and total, and marks a changed price with the one seen before", () => {
    const items = [aBall(), aShirt()];
    const quote = quoteOf(
      items,
      [aQuotedLine({ unit_price: 110, total_price: 220 }), aQuotedLine({ name: 'Shirt', unit_price: 50, total_price: 50, quantity: 1 })],
      270,
    );
    const check = checkCart(items, quote);
    expect(check).toMatchObject({ checked: true, orderable: true, total: 270 });
    expect(check.lines[0]).toMatchObject({ unit_price: 110, line_total: 220, price_was: 100, problem: null });
    expect(check.lines[1].price_was).toBeNull();
  });

  it('keeps a changed price marked after the cart took the new price', () => {
    const items = [aBall()];
    const quote = quoteOf(items, [aQuotedLine({ unit_price: 110, total_price: 220 })], 220);
    const noticed = noticePriceChanges(items, quote, new Map());
    expect(noticed.get(lineKey(items[0]))).toBe(100);
    const refreshed = refreshedCart(items, quote);
    expect(refreshed[0].price).toBe(110);
    expect(checkCart(refreshed, quote, noticed).lines[0].price_was).toBe(100);
    // A later quote does not forget what was noticed first.
    expect(noticePriceChanges(refreshed, quote, noticed).get(lineKey(items[0]))).toBe(100);
  });

  it('marks lines that ran out or are no longer sold, out of the total, and limits the plus button to the stock', () => {
    const items = [aBall({ quantity: 3 }), aShirt(), aBall({ id: 13, product_id: 13, quantity: 1 })];
    const quote = quoteOf(
      items,
      [
        aQuotedLine({ quantity: 3, total_price: 300, available: 2, problem: 'OUT_OF_STOCK' }),
        aQuotedLine({ unit_price: null, total_price: null, available: null, problem: 'PRODUCT_NOT_AVAILABLE' }),
        aQuotedLine({ quantity: 1, total_price: 100, available: 4 }),
      ],
      100,
    );
    const check = checkCart(items, quote);
    expect(check).toMatchObject({ orderable: false, total: 100 });
    expect(check.lines.map((l) => [l.problem, l.line_total, l.max_quantity])).toEqual([
      [{ kind: 'OUT_OF_STOCK', available: 2 }, null, 2],
      [{ kind: 'NOT_SOLD' }, null, 99],
      [null, 100, 4],
    ]);
    // A line the server cannot price keeps its stored price.
    expect(check.lines[1].unit_price).toBe(50);
  });

  it.each([
    ['OUT_OF_STOCK', 0, 'CART.OUT_OF_STOCK', undefined],
    ['OUT_OF_STOCK', 3, 'CART.ONLY_LEFT', { count: 3 }],
    ['OUT_OF_STOCK', null, 'CART.OUT_OF_STOCK', undefined],
    ['PRODUCT_NOT_FOUND', null, 'CART.NOT_SOLD', undefined],
    ['PRODUCT_NOT_AVAILABLE', null, 'CART.NOT_SOLD', undefined],
    ['PRICE_UNAVAILABLE', null, 'CART.NOT_SOLD', undefined],
    ['VARIANT_REQUIRED', null, 'CART.VARIANT_UNAVAILABLE', undefined],
    ['VARIANT_NOT_FOUND', null, 'CART.VARIANT_UNAVAILABLE', undefined],
    ['VARIANT_NOT_AVAILABLE', null, 'CART.VARIANT_UNAVAILABLE', undefined],
    ['INVALID_QUANTITY', null, 'CART.QUANTITY_INVALID', undefined],
  ] as const)('%s with %s left reads %s', (code, available, key, values) => {
    expect(problemMessage(problemOf(code, available))).toEqual(values ? { key, values } : { key });
  });

  it('refreshes names, pictures and prices from the server, and leaves a line it cannot price alone', () => {
    const items = [aBall({ name: 'כדור' }), aShirt()];
    const quote = quoteOf(
      items,
      [aQuotedLine({ name: 'Мяч', unit_price: 95 }), aQuotedLine({ unit_price: null, problem: 'PRODUCT_NOT_FOUND' })],
      190,
    );
    const refreshed = refreshedCart(items, quote);
    expect(refreshed[0]).toEqual({ ...items[0], name: 'Мяч', image: '/uploads/ball.png', price: 95 });
    expect(refreshed[1]).toBe(items[1]);
    expect(cartDiffers(items, refreshed)).toBe(true);
    expect(cartDiffers(refreshed, refreshedCart(refreshed, { ...quote, key: cartQuoteKey(refreshed) }))).toBe(false);
  });

  it("puts a refused order's lines on the cart lines they name, out of the total", () => {
    const items = [aBall(), aShirt(), aBall({ id: 13, product_id: 13 })];
    const stock = problemsFromRefusal('OUT_OF_STOCK', [{ field: 'items.2.quantity' }], [0, 1, 2]);
    expect([...stock]).toEqual([[2, { kind: 'OUT_OF_STOCK', available: null }]]);
    const catalog = problemsFromRefusal(
      'PRODUCT_NOT_AVAILABLE',
      [{ field: 'items.0.product_id' }, { field: 'items.1.variant_id' }, { field: 'customer_name' }],
      [0, 1, 2],
    );
    expect([...catalog]).toEqual([
      [0, { kind: 'NOT_SOLD' }],
      [1, { kind: 'VARIANT_UNAVAILABLE' }],
    ]);
    const check = withRefusal(checkCart(items, null), stock);
    expect(check).toMatchObject({ orderable: false, total: 250 });
    expect(check.lines[2]).toMatchObject({ problem: { kind: 'OUT_OF_STOCK' }, line_total: null });
  });
});
