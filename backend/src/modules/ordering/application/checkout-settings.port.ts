import type { DeliveryTerms, InstallmentRule } from 'shop-rules';

/** Port: the shop settings pricing an order depends on (answered by the settings context, cached there). */
export abstract class CheckoutSettings {
  abstract current(): Promise<{ delivery: DeliveryTerms; installmentRule: InstallmentRule }>;
}
