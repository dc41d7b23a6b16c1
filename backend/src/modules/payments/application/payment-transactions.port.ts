import type { PaymentTransaction } from '../domain/payment-transaction';

/** Port: the shop's record of verified payment results. */
export abstract class PaymentTransactions {
  /** Adds the record; false when the same result (order, index, code) is already kept. */
  abstract record(transaction: PaymentTransaction): Promise<boolean>;
  /** The newest record of the order with that status. */
  abstract latest(orderId: string, status: PaymentTransaction['status']): Promise<PaymentTransaction | null>;
}
