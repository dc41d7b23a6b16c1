import type { Agorot } from 'shop-rules';
import type { Language } from '../../../shared/localisation/language';

/** What the payments context may know about an order. */
export interface PayableOrder {
  id: string;
  orderNumber: string;
  status: string;
  paymentStatus: 'pending' | 'paid' | 'failed';
  paymentMethod: string;
  paymentErrorCode: string | null;
  language: Language;
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

/**
 * The only way an order's payment status changes: the payments context calls this after a
 * verified provider notification. Exported by OrderingModule.
 */
export abstract class OrderPayments {
  abstract findPayable(orderId: string): Promise<PayableOrder | null>;
  /** Marks the order paid (and status `paid` when it was `unpaid`). False when it already was paid. */
  abstract markPaid(orderId: string): Promise<boolean>;
  /** Records a declined payment; never downgrades an order that is already paid. */
  abstract markFailed(orderId: string, responseCode: string): Promise<boolean>;
}
