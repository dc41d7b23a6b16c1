import { wasPaid, type Agorot } from 'shop-rules';

export type PaymentTransactionStatus = 'success' | 'failed';

/** How the transaction record names a Bit payment where a card brand would be. */
export const BIT_CARD_BRAND = 'Bit';

/** One verified provider result, kept as the shop's own record of the attempt. */
export interface PaymentTransaction {
  orderId: string;
  provider: string;
  responseCode: string;
  /** '' when the provider sent no index, so a replay still matches the unique key. */
  transactionIndex: string;
  authNumber: string | null;
  tempref: string | null;
  amount: Agorot;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
  status: PaymentTransactionStatus;
  createdAt?: Date;
}

export type PaymentRecordStatus = 'success' | 'failed' | 'pending';

/** The status record follows the order, which only a verified notify changes. */
export function paymentRecordStatus(orderPaymentStatus: string): PaymentRecordStatus {
  // A refund later does not undo the payment's success.
  if (wasPaid(orderPaymentStatus)) return 'success';
  if (orderPaymentStatus === 'failed') return 'failed';
  return 'pending';
}
