import type { Agorot } from 'shop-rules';

/** The currency the shop sells in; the provider's numeric codes are mapped by the adapter. */
export const SHOP_CURRENCY = 'ILS';

/**
 * A provider's result for one payment attempt, as the adapter read it from a notify or return call.
 * Nothing in it is trusted until the notify use case has verified it against the order.
 */
export interface PaymentNotification {
  orderId: string | null;
  /** Our HMAC token from the notify URL. */
  token: string | null;
  /** '' when the provider sent none. */
  responseCode: string;
  /** The provider's transaction id. */
  transactionIndex: string | null;
  authNumber: string | null;
  tempref: string | null;
  /** null when absent or not a well-formed decimal amount. */
  amount: Agorot | null;
  /** ISO code ('ILS'), or the provider's raw code when it is not one the shop knows. */
  currency: string | null;
  /** 'Visa', 'Mastercard', 'Maestro', or the provider's raw code. */
  cardBrand: string | null;
  /** Never more than the last four digits of the card. */
  cardLast4: string | null;
  /**
   * The number of payments the provider reports it charged: null when it sent no such fields, 0
   * when they could not be read.
   */
  installments: number | null;
  /** The number of payments the shop offered, from its own notify URL (bound by the token); 1 when absent, NaN when malformed. */
  offeredInstallments: number;
  /** The provider says the shopper paid with Bit. */
  bit: boolean;
}

/** Keeps only the last four digits of whatever card number text came in. */
export function lastFourDigits(cardNumber: string | null | undefined): string | null {
  const digits = (cardNumber ?? '').replace(/\D/g, '');
  return digits.length > 0 ? digits.slice(-4) : null;
}

/** "Visa ****1234": how the status record names the card that paid. */
export function paymentMethodLabel(cardBrand: string | null, cardLast4: string | null): string | null {
  if (!cardBrand && !cardLast4) return null;
  return [cardBrand ?? 'Card', cardLast4 ? `****${cardLast4}` : null].filter(Boolean).join(' ');
}

/** "123.40", "123.4", "123" -> agorot; anything else is not an amount. */
export function parseDecimalAmount(raw: string | null | undefined): Agorot | null {
  const text = (raw ?? '').trim();
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
