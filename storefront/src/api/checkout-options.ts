import type { InstallmentRule } from 'shop-rules';
import { toAgorot } from 'shop-rules';
import { apiGet } from './client';
import type { Schemas } from './wire';

/** What staff set for checkout: whether the courier runs, its fee and free threshold, and the installment rule. */
export interface CheckoutOptions {
  courierEnabled: boolean;
  /** Shekels. */
  courierFee: number;
  /** Shekels; null when delivery is never free. */
  freeDeliveryFrom: number | null;
  /** In agorot, as shop-rules reads it. */
  installmentRule: InstallmentRule;
}

/** GET /api/checkout-options: the shop's public checkout settings (cached by the server a few seconds). */
export async function getCheckoutOptions(signal?: AbortSignal): Promise<CheckoutOptions> {
  const answer = await apiGet<Schemas['CheckoutOptionsResponseDto']>('/api/checkout-options', { signal });
  const wire = answer.data;
  return {
    courierEnabled: wire.courier_enabled,
    courierFee: wire.courier_fee,
    freeDeliveryFrom: wire.free_delivery_from,
    installmentRule: wire.installment_rule.map((step) => ({ from: toAgorot(step.from), maxPayments: step.max_payments })),
  };
}
