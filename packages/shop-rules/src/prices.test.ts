import { describe, expect, it } from 'vitest';
import {
  currentPrice,
  hasValidPrice,
  lineTotal,
  orderTotal,
  priceAfterPercentage,
  savedPercentage,
  shownPercentage,
  unitPrice,
  vatPart,
  withModifier,
} from './prices';

const listed = (price: number, hasDiscount = false, discountPrice = 0) => ({ price, hasDiscount, discountPrice });

describe('current price', () => {
  it.each([
    ['no discount', listed(34990), 34990],
    ['discount switched on with a price', listed(34990, true, 29990), 29990],
    ['discount switched on without a price', listed(34990, true, 0), 34990],
    ['a discount price left behind while switched off', listed(34990, false, 29990), 34990],
  ])('%s', (_, product, expected) => expect(currentPrice(product)).toBe(expected));
});

describe('variant and line prices', () => {
  it.each([
    [10000, 1500, 11500],
    [10000, -1500, 8500],
    [10000, -15000, 0],
    [0, 0, 0],
  ])('%d with a modifier of %d costs %d (never below zero)', (current, modifier, expected) =>
    expect(withModifier(current, modifier)).toBe(expected),
  );

  it('prices a variant from the discounted price', () => {
    expect(unitPrice(listed(20000, true, 15000), { priceModifier: 1000 })).toBe(16000);
    expect(unitPrice(listed(20000, true, 15000), null)).toBe(15000);
    expect(unitPrice(listed(5000), { priceModifier: -9000 })).toBe(0);
  });

  it('has no valid price when a modifier takes more than the current price', () => {
    expect(hasValidPrice(listed(5000), { priceModifier: -5000 })).toBe(true);
    expect(hasValidPrice(listed(5000), { priceModifier: -5001 })).toBe(false);
    expect(hasValidPrice(listed(5000, true, 3000), { priceModifier: -4000 })).toBe(false);
    expect(hasValidPrice(listed(5000), null)).toBe(true);
  });

  it('adds lines in agorot', () => {
    expect(lineTotal(1999, 3)).toBe(5997);
    expect(orderTotal([{ totalPrice: 5997 }, { totalPrice: 3 }])).toBe(6000);
    expect(orderTotal([])).toBe(0);
  });
});

describe('discount percentages', () => {
  it.each([
    [34990, 29990, 14],
    [10000, 5000, 50],
    [10000, 0, 100],
    [0, 0, 0],
  ])('a price of %d discounted to %d saves %d%%', (price, discount, percentage) =>
    expect(savedPercentage(price, discount)).toBe(percentage),
  );

  it.each([
    [34990, 10, 31491],
    [10000, 100, 0],
    [999, 33, 669],
  ])('a price of %d less %d%% is %d', (price, percentage, expected) => expect(priceAfterPercentage(price, percentage)).toBe(expected));

  it('shows the percentage staff set, else the rounded saving', () => {
    expect(shownPercentage(listed(10000, true, 7000), 25)).toBe(25);
    expect(shownPercentage(listed(10000, true, 7000), 0)).toBe(30);
  });
});

describe('VAT inside a price', () => {
  it.each([
    [11800, 18, 1800],
    [100, 18, 15],
    [34990, 18, 5337],
    [0, 18, 0],
  ])('%d agorot at %d%% holds %d of VAT', (gross, rate, vat) => expect(vatPart(gross, rate)).toBe(vat));
});
