import type { Agorot, DeliveryTerms, InstallmentRule } from 'shop-rules';
import { DEFAULT_INSTALLMENT_RULE, installmentRuleProblem, isEmailAddress, MAX_INSTALLMENTS } from 'shop-rules';
import type { FieldError } from '../../../shared/domain/domain-error';

/** What staff set in the back office's "Shop settings" screen. */
export interface ShopSettingsValues {
  delivery: DeliveryTerms;
  installmentRule: InstallmentRule;
  /** Where the shop's own alerts go (new orders, settled payments, low stock); empty: none are sent. */
  alertEmails: string[];
  /** A product or variant with fewer units than this is "low stock", unless it sets its own threshold. */
  lowStockThreshold: number;
  /** New reviews are shown on the product page at once instead of waiting for staff. */
  publishReviewsAtOnce: boolean;
}

export const MAX_ALERT_EMAILS = 10;
export const MAX_LOW_STOCK_THRESHOLD = 100_000;

/** The spec's shop until staff change anything: courier ₪30, free from ₪400, the default installments. */
export const DEFAULT_SHOP_SETTINGS: ShopSettingsValues = {
  delivery: { courierEnabled: true, courierFee: 3000, freeDeliveryFrom: 40000 },
  installmentRule: DEFAULT_INSTALLMENT_RULE,
  alertEmails: [],
  lowStockThreshold: 5,
  publishReviewsAtOnce: false,
};

/** A fee or threshold above this is a typing mistake, not a price (DECIMAL(10,2) holds far more). */
export const MAX_SETTINGS_AMOUNT: Agorot = 10_000_000;

const RULE_MESSAGES = {
  empty: () => ({ field: 'installment_rule', message: 'installment_rule must have at least one step' }),
  'negative-from': (i: number) => ({ field: `installment_rule.${i}.from`, message: `installment_rule.${i}.from must be 0 or more` }),
  'not-ascending': (i: number) => ({
    field: `installment_rule.${i}.from`,
    message: `installment_rule.${i}.from must be above the step before it (steps ascending, each total once)`,
  }),
  'payments-out-of-range': (i: number) => ({
    field: `installment_rule.${i}.max_payments`,
    message: `installment_rule.${i}.max_payments must be a whole number from 1 to ${MAX_INSTALLMENTS}`,
  }),
} satisfies Record<string, (index: number) => FieldError>;

/** The problems of settings staff typed, each naming its field as the API spells it; empty when usable. */
export function shopSettingsProblems(values: ShopSettingsValues): FieldError[] {
  const problems: FieldError[] = [];
  const { courierFee, freeDeliveryFrom } = values.delivery;
  if (!Number.isInteger(courierFee) || courierFee < 0 || courierFee > MAX_SETTINGS_AMOUNT) {
    problems.push({ field: 'courier_fee', message: 'courier_fee must be an amount from 0 to 100000' });
  }
  if (
    freeDeliveryFrom !== null &&
    (!Number.isInteger(freeDeliveryFrom) || freeDeliveryFrom < 0 || freeDeliveryFrom > MAX_SETTINGS_AMOUNT)
  ) {
    problems.push({ field: 'free_delivery_from', message: 'free_delivery_from must be an amount from 0 to 100000, or null' });
  }
  const rule = installmentRuleProblem(values.installmentRule);
  if (rule) problems.push(RULE_MESSAGES[rule.problem](rule.index));
  if (values.alertEmails.length > MAX_ALERT_EMAILS) {
    problems.push({ field: 'alert_emails', message: `alert_emails may hold at most ${MAX_ALERT_EMAILS} addresses` });
  }
  values.alertEmails.forEach((email, i) => {
    if (!isEmailAddress(email)) {
      problems.push({ field: `alert_emails.${i}`, message: `alert_emails.${i} must be an email address` });
    }
  });
  const threshold = values.lowStockThreshold;
  if (!Number.isInteger(threshold) || threshold < 0 || threshold > MAX_LOW_STOCK_THRESHOLD) {
    problems.push({
      field: 'low_stock_threshold',
      message: `low_stock_threshold must be a whole number from 0 to ${MAX_LOW_STOCK_THRESHOLD}`,
    });
  }
  return problems;
}
