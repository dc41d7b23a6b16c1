import type { InstallmentRule } from 'shop-rules';

/**
 * Port: the installment rule staff set in the shop settings (the most payments by order total).
 * Read for every payment session, so a change applies to the next session without a restart.
 */
export abstract class InstallmentRuleSource {
  abstract current(): Promise<InstallmentRule>;
}
