import { describe, expect, it } from 'vitest';
import { amountToFreeDelivery, deliveryFee, DeliveryTerms, isDeliveryMethod } from './delivery';

const terms: DeliveryTerms = { courierEnabled: true, courierFee: 3000, freeDeliveryFrom: 40000 };

describe('delivery fee', () => {
  it.each([
    ['pickup is free', 'pickup', 1000, terms, 0],
    ['courier below the threshold pays the fee', 'courier', 39999, terms, 3000],
    ['courier at the threshold is free', 'courier', 40000, terms, 0],
    ['courier without a threshold always pays', 'courier', 900000, { ...terms, freeDeliveryFrom: null }, 3000],
  ] as const)('%s', (_, method, items, shopTerms, expected) => expect(deliveryFee(method, items, shopTerms)).toBe(expected));
});

describe('amount left to free delivery', () => {
  it.each([
    [10000, terms, 30000],
    [40000, terms, 0],
    [50000, terms, 0],
    [10000, { ...terms, freeDeliveryFrom: null }, null],
    [10000, { ...terms, courierEnabled: false }, null],
  ])('items %d: %s', (items, shopTerms, expected) => expect(amountToFreeDelivery(items, shopTerms)).toBe(expected));
});

it('knows the two delivery methods', () => {
  expect(isDeliveryMethod('courier')).toBe(true);
  expect(isDeliveryMethod('drone')).toBe(false);
});
