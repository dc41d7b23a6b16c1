import { describe, expect, it } from 'vitest';
import { paymentDescription } from './paid-with';

describe('how an order was paid', () => {
  it.each([
    [
      { paymentMethod: 'credit_card', paidWith: 'installments', installments: 3 },
      { key: 'PAID_WITH.INSTALLMENTS', count: 3 },
    ],
    [{ paymentMethod: 'credit_card', paidWith: 'credit_card', installments: 1 }, { key: 'PAID_WITH.CREDIT_CARD' }],
    [{ paymentMethod: 'bit', paidWith: 'bit', installments: null }, { key: 'PAID_WITH.BIT' }],
    [{ paymentMethod: 'cash', paidWith: 'cash', installments: null }, { key: 'PAID_WITH.CASH' }],
    // Not paid yet: what the shopper chose.
    [{ paymentMethod: 'credit_card', paidWith: null, installments: null }, { key: 'PAYMENT_METHOD.CREDIT_CARD' }],
    [{ paymentMethod: 'bit', paidWith: null, installments: null }, { key: 'PAYMENT_METHOD.BIT' }],
    [{ paymentMethod: 'cash', paidWith: null, installments: null }, { key: 'PAYMENT_METHOD.CASH' }],
  ] as const)('%j: %j', (order, description) => {
    expect(paymentDescription(order)).toEqual(description);
  });
});
