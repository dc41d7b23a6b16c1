import type { Agorot } from 'shop-rules';

/**
 * What the shop's alerts and the webhooks say about an order: a copy taken in the transaction that
 * placed, paid or changed it (ordering fills it in through its port; notifications never reads orders).
 */
export interface OrderAlertLine {
  productId: number | null;
  variantId: number | null;
  productName: string;
  variantName: string;
  quantity: number;
  unitPrice: Agorot;
  totalPrice: Agorot;
}

export interface OrderAlert {
  orderId: string;
  orderNumber: string;
  status: string;
  paymentStatus: string;
  /** cash, credit_card or bit. */
  paymentMethod: string;
  /** How a settled payment paid it: cash, credit_card, installments or bit; null until paid. */
  paidWith: string | null;
  installments: number | null;
  language: string;
  customer: { name: string; email: string; phone: string; companyName: string | null };
  delivery: { method: string; fee: Agorot; address: string | null };
  notes: string | null;
  lines: OrderAlertLine[];
  itemsTotal: Agorot;
  discountCode: string | null;
  discountAmount: Agorot;
  total: Agorot;
  createdAt: Date;
  paidAt: Date | null;
}

/** Card and Bit payments settled by the provider are announced to the shop; cash is recorded by staff themselves. */
export function isSettledByProvider(alert: Pick<OrderAlert, 'paidWith'>): boolean {
  return alert.paidWith === 'credit_card' || alert.paidWith === 'installments' || alert.paidWith === 'bit';
}
