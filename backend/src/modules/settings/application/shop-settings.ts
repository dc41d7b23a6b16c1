import type { DeliveryTerms, InstallmentRule } from 'shop-rules';

/** The shop settings as other contexts read them (ordering prices delivery, payments offers installments). */
export interface ShopSettings {
  delivery: DeliveryTerms;
  installmentRule: InstallmentRule;
  publishReviewsAtOnce: boolean;
  updatedAt: Date;
}
