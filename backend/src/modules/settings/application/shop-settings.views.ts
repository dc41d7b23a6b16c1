import type { DeliveryTerms, InstallmentRule } from 'shop-rules';

/** The shop settings as other contexts read them (ordering prices delivery, payments offers installments). */
export interface ShopSettings {
  delivery: DeliveryTerms;
  installmentRule: InstallmentRule;
  /** The shop's own alert addresses (notifications). */
  alertEmails: string[];
  /** The shop's default low-stock threshold (notifications, catalog's low-stock filter). */
  lowStockThreshold: number;
  publishReviewsAtOnce: boolean;
  updatedAt: Date;
}
