import type { Agorot, DeliveryMethod } from 'shop-rules';
import type { OrderStatus, PaidWith, PaymentMethod, PaymentStatus } from './order-status';

/** Orders are placed in the storefront's languages; the confirmation email follows it. */
export const ORDER_LANGUAGES = ['he', 'ru'] as const;
export type OrderLanguage = (typeof ORDER_LANGUAGES)[number];

export const asOrderLanguage = (value: string): OrderLanguage => (value === 'ru' ? 'ru' : 'he');

/** What a line keeps of the sale: names and prices are copied, so later catalog edits do not change it. */
export interface SoldLineFields {
  variantId: number | null;
  productName: string;
  variantName: string;
  quantity: number;
  unitPrice: Agorot;
  totalPrice: Agorot;
}

/**
 * A line as it was sold. `productId` is null once the product is deleted; `product` is the catalog
 * product while it still exists (for its picture).
 */
export interface OrderLine extends SoldLineFields {
  /** The line's id once stored (0 before). */
  id: number;
  productId: number | null;
  /** Units cancelled after the sale (a cancellation or refund of this line); their stock went back. */
  cancelledQuantity: number;
  product: { id: number; imageUrl: string | null } | null;
}

/** Where a courier brings the order (Israeli address; zip is the 7-digit mikud). */
export interface DeliveryAddress {
  city: string;
  street: string;
  houseNumber: string;
  /** As the building names it ("ב", "2"); null when not given (and on orders placed before it was asked). */
  entrance: string | null;
  /** As the shopper writes it ("3", "קרקע", "-1"); null when not given. */
  floor: string | null;
  apartment: string | null;
  zip: string | null;
  notes: string | null;
}

export interface Order {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  paymentErrorCode: string | null;
  language: OrderLanguage;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerAddress: string | null;
  companyName: string | null;
  notes: string | null;
  /** The lines' total before the discount. */
  itemsTotal: Agorot;
  /** The code as the shop keeps it (upper case); null: no code. */
  discountCode: string | null;
  discountAmount: Agorot;
  deliveryMethod: DeliveryMethod;
  /** Null for store pickup. */
  deliveryAddress: DeliveryAddress | null;
  deliveryFee: Agorot;
  /** What the shopper pays: itemsTotal - discountAmount + deliveryFee (shop-rules orderTotals). */
  totalAmount: Agorot;
  /** True once the units of this order went back to the shelf. */
  stockReleased: boolean;
  paidAt: Date | null;
  /** How a verified payment paid it (null until then): cash, card, card in installments, Bit. */
  paidWith: PaidWith | null;
  /** The number of card payments it was paid in (1 for a single charge); null for Bit, cash or not yet paid. */
  installments: number | null;
  /** When the order was delivered or picked up (status completed): the cancellation period counts from it. */
  completedAt: Date | null;
  /** Money given back by refunds, in all. */
  refundedAmount: Agorot;
  /** A shopper's cancellation request waits for staff (the orders desk filter). */
  cancellationRequested: boolean;
  /**
   * When a card or Bit payment arrived after the order was cancelled (null: never). Kept after the
   * refund as the order's history; the payment status tells whether the money went back.
   */
  paidAfterCancellationAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  items: OrderLine[];
}

/** An order as the desk's list shows it: everything but its lines (read when staff open the order). */
export type OrderWithoutLines = Omit<Order, 'items'>;

/** Fields staff may correct after the order was placed. */
export interface OrderDetailsChanges {
  customerName?: string;
  customerEmail?: string;
  customerPhone?: string;
  customerAddress?: string | null;
  notes?: string | null;
  /** A courier order's whole new address; its customerAddress follows it (domain/delivery-address.ts). */
  deliveryAddress?: DeliveryAddress;
}
