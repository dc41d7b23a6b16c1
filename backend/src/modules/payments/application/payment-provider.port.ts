import type { PayableOrder } from '../../ordering/application/order-payments.port';
import type { Agorot } from 'shop-rules';
import type { InstallmentPlan, OnlineMethod } from '../domain/installment-plan';
import type { PaymentNotification } from '../domain/payment-notification';

/** Where the provider sends the shopper and the result; built by the shop, bound to the order. */
export interface PaymentReturnAddresses {
  successUrl: string;
  failUrl: string;
  /** Carries the order id, the number of payments offered (when more than one) and the HMAC token. */
  notifyUrl: string;
}

export interface PaymentSessionRequest {
  order: PayableOrder;
  addresses: PaymentReturnAddresses;
  /** Card or Bit, by the order's payment method. */
  method: OnlineMethod;
  /** The payments offered (always one for Bit), checked against the rule by the use case. */
  plan: InstallmentPlan;
}

/** What a provider reports about one of its transactions when asked directly. */
export interface ProviderTransactionLookup {
  found: boolean;
  responseCode: string | null;
  amount: Agorot | null;
}

/** A refund (זיכוי) of part or all of an earlier charge, named by the provider's own references to it. */
export interface RefundRequest {
  orderId: string;
  /** The charge's provider `index` and its authorisation number (`ConfirmationCode`). */
  transactionIndex: string;
  authNumber: string | null;
  /** The last 4 digits of the charged card (null for Bit). */
  cardLast4: string | null;
  bit: boolean;
  /** Agorot to give back: the whole charge or less. */
  amount: Agorot;
}

/**
 * What a refund came to, as a result rather than an exception: done (with the provider's reference),
 * declined by the provider (its code and message, for staff), the provider could not be asked (nothing
 * was sent), or `unknown`: the request was sent and no certain answer came back (a timeout, a broken
 * connection, a server error, an answer without a code), so the provider may have made it.
 */
export type RefundResult =
  | { outcome: 'refunded'; reference: string }
  | { outcome: 'declined'; code: string; message: string }
  | { outcome: 'unavailable'; message: string }
  | { outcome: 'unknown'; message: string };

/** The raw request of a provider call: the query string and the body (urlencoded or JSON). */
export interface ProviderRequest {
  query: unknown;
  body: unknown;
}

/**
 * Port: the card provider behind the hosted payment frame. Bound in PaymentsModule to the
 * Tranzila adapter or to the stand-in below, by PAYMENT_PROVIDER.
 */
export abstract class PaymentProvider {
  /** Recorded with every transaction. */
  abstract readonly name: string;

  /** The frame URL for this order. Throws ProviderUnavailableError when the provider cannot be reached. */
  abstract createSession(request: PaymentSessionRequest): Promise<{ url: string }>;

  /** Reads a notify or return call in the provider's field names. */
  abstract parseCallback(request: ProviderRequest): PaymentNotification;

  /** Gives money of an earlier charge back to the card or Bit account it came from. */
  abstract refund(request: RefundRequest): Promise<RefundResult>;

  /** Asks the provider itself about a transaction, where the provider and the settings allow it. */
  verify?: (notification: PaymentNotification) => Promise<ProviderTransactionLookup>;
}

/**
 * The card provider PAYMENT_PROVIDER=sandbox selects: the built-in offline stand-in, which lives apart
 * from production code (src/sandbox/). Only the composition root binds it, and only when configuration
 * asks for it, so this context never imports it.
 */
export abstract class StandInPaymentProvider extends PaymentProvider {}
