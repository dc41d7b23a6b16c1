import { expect, it } from 'vitest';
import { orderTotals } from './order-totals';

it.each([
  [{ itemsTotal: 34990, discount: 0, deliveryFee: 0 }, 34990],
  [{ itemsTotal: 34990, discount: 3499, deliveryFee: 3000 }, 34491],
  [{ itemsTotal: 3000, discount: 5000, deliveryFee: 3000 }, 3000],
])('%j costs %d', (parts, total) => expect(orderTotals(parts).total).toBe(total));
