import type { Agorot, PaidWith, PaymentStatus } from 'shop-rules';
import type { Language } from '../../../shared/localisation/language';

/** What the payments context may know about an order. */
export interface PayableOrder {
  id: string;
  orderNumber: string;
  status: string;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  paymentErrorCode: string | null;
  language: Language;
  /** What the shopper pays: the items after any discount, plus delivery. */
  total: Agorot;
  /** The parts of the total, for the provider's line items: lines before the discount, the discount, delivery. */
  itemsTotal: Agorot;
  discountCode: string | null;
  discountAmount: Agorot;
  deliveryMethod: 'pickup' | 'courier';
  deliveryFee: Agorot;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerAddress: string | null;
  companyName: string | null;
  items: { productName: string; variantName: string; quantity: number; unitPrice: Agorot }[];
}

/** How a verified payment paid the order. `installments` is null for Bit. */
export interface SettledPayment {
  paidWith: PaidWith;
  installments: number | null;
}

/**
 * The only way an order's payment status changes: the payments context calls this after a
 * verified provider notification. Exported by OrderingModule.
 */
export abstract class OrderPayments {
  abstract findPayable(orderId: string): Promise<PayableOrder | null>;
  /**
   * Marks the order paid (and status `paid` when it was `unpaid`), recording how: card, card in
   * installments (with their number) or Bit. False when it already was paid (a refund since included).
   * An order cancelled meanwhile is marked paid after cancellation in the same transaction: no
   * invoice-receipt, no `order.paid`, an alert to the shop's addresses instead.
   */
  abstract markPaid(orderId: string, payment: SettledPayment): Promise<boolean>;
  /** Records a declined payment; never downgrades an order that was paid (or refunded since). */
  abstract markFailed(orderId: string, responseCode: string): Promise<boolean>;
}
