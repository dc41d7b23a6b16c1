import type { Agorot } from 'shop-rules';

/**
 * The provider's answer to a refund: done with its reference, declined with its code and message, not
 * reachable (nothing sent), or unknown (sent, no certain answer: the provider may have made it).
 */
export type ProviderRefund =
  | { outcome: 'refunded'; reference: string }
  | { outcome: 'declined'; code: string; message: string }
  | { outcome: 'unavailable'; message: string }
  | { outcome: 'unknown'; message: string };

/** Port: card and Bit money goes back through the payments context's provider. */
export abstract class RefundGateway {
  abstract refund(input: { orderId: string; amount: Agorot }): Promise<ProviderRefund>;
}
