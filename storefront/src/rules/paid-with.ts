import type { PaymentMethod } from './checkout-validation';

/** How an order was actually paid, once settled (the server's `paid_with`). */
export type PaidWith = 'cash' | 'credit_card' | 'installments' | 'bit';

/**
 * Once settled, how it was paid ("Paid by card in 3 payments", "Paid with Bit"); before that, how the
 * shopper chose to pay ("Credit card", "Bit", "Pay in store"). The i18n key, with the count when there is one.
 */
export function paymentDescription(order: { paymentMethod: PaymentMethod; paidWith: PaidWith | null; installments: number | null }): {
  key: string;
  count?: number;
} {
  const payments = order.installments ?? 1;
  switch (order.paidWith) {
    case 'installments':
    case 'credit_card':
      return payments > 1 ? { key: 'PAID_WITH.INSTALLMENTS', count: payments } : { key: 'PAID_WITH.CREDIT_CARD' };
    case 'bit':
      return { key: 'PAID_WITH.BIT' };
    case 'cash':
      return { key: 'PAID_WITH.CASH' };
  }
  switch (order.paymentMethod) {
    case 'credit_card':
      return { key: 'PAYMENT_METHOD.CREDIT_CARD' };
    case 'bit':
      return { key: 'PAYMENT_METHOD.BIT' };
    default:
      return { key: 'PAYMENT_METHOD.CASH' };
  }
}
