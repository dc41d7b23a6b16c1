import { DEFAULT_INSTALLMENT_RULE, MAX_INSTALLMENTS, toShekels } from 'shop-rules';
import type { ShopSettingsRequestWire, ShopSettingsWire } from '../api/wire';

/** GET /api/shop-settings as the back office reads it (money in shekels). */
export type ShopSettingsAnswer = ShopSettingsWire;
/** PUT /api/shop-settings. */
export type ShopSettingsRequest = ShopSettingsRequestWire;

/** One row of the installment table: from this order total (shekels), up to this many payments. */
export interface InstallmentRow {
  from: number | null;
  max_payments: number | null;
}

export interface ShopSettingsForm {
  /** The settings are one record; react-admin's edit screen wants an id. */
  id: 'current';
  courier_enabled: boolean;
  courier_fee: number | null;
  free_delivery_from: number | null;
  installment_rule: InstallmentRow[];
  time_zone: string;
  /** The shop's alert addresses, one a line (or separated by commas). */
  alert_emails: string;
  /** Fewer units than this is low stock (a product or variant may set its own). */
  low_stock_threshold: number | null;
  publish_reviews_at_once: boolean;
}

const DEFAULT_RULE_ROWS: InstallmentRow[] = DEFAULT_INSTALLMENT_RULE.map((step) => ({
  from: toShekels(step.from),
  max_payments: step.maxPayments,
}));

export function shopSettingsForm(answer?: Partial<ShopSettingsAnswer>): ShopSettingsForm {
  return {
    id: 'current',
    courier_enabled: answer?.courier_enabled ?? true,
    courier_fee: answer?.courier_fee ?? null,
    free_delivery_from: answer?.free_delivery_from ?? null,
    installment_rule: (answer?.installment_rule ?? DEFAULT_RULE_ROWS).map((step) => ({ from: step.from, max_payments: step.max_payments })),
    time_zone: answer?.time_zone ?? '',
    alert_emails: (answer?.alert_emails ?? []).join('\n'),
    low_stock_threshold: answer?.low_stock_threshold ?? 5,
    publish_reviews_at_once: answer?.publish_reviews_at_once ?? false,
  };
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';
const shekels = (value: unknown) => Math.round(Number(value) * 100) / 100;

/**
 * The request body: amounts to the agora, an empty threshold as "never free", blank table rows left
 * out. Anything else goes as typed: the server has the last word and names the field it refuses.
 */
export function shopSettingsPayload(values: Partial<ShopSettingsForm>): ShopSettingsRequest {
  return {
    courier_enabled: values.courier_enabled ?? true,
    courier_fee: shekels(values.courier_fee ?? 0),
    free_delivery_from: isBlank(values.free_delivery_from) ? null : shekels(values.free_delivery_from),
    installment_rule: (values.installment_rule ?? [])
      .filter((row) => row && !(isBlank(row.from) && isBlank(row.max_payments)))
      .map((row) => ({ from: shekels(row.from), max_payments: Number(row.max_payments) })),
    alert_emails: alertEmailList(values.alert_emails),
    ...(isBlank(values.low_stock_threshold) ? {} : { low_stock_threshold: Number(values.low_stock_threshold) }),
    ...(values.publish_reviews_at_once === undefined ? {} : { publish_reviews_at_once: Boolean(values.publish_reviews_at_once) }),
  };
}

/** The addresses typed one a line, or separated by commas or spaces; blanks dropped. */
export function alertEmailList(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);
}

const R = 'resources.shop-settings.errors';
/** The server's ceiling for a fee or a threshold: above it is a typing mistake, not a price. */
export const MAX_SETTINGS_AMOUNT = 100_000;

/** A money amount staff typed: none below zero, at most two decimals, at most ₪100,000. */
export function moneyProblem(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < 0) return `${R}.not_negative`;
  if (amount > MAX_SETTINGS_AMOUNT) return `${R}.too_large`;
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) return `${R}.agorot`;
  return undefined;
}

/** The row a form path such as `installment_rule.2.from` points at. */
export function ruleRowIndex(path: string | undefined): number | null {
  const match = /installment_rule\.(\d+)\./.exec(path ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * A row's "from" amount: not negative, and above the row before it, so every total falls under
 * exactly one step (the table reads top to bottom, smallest total first).
 */
export function stepFromProblem(value: unknown, rows: InstallmentRow[] | undefined, index: number | null): string | undefined {
  if (isBlank(value)) return `${R}.required`;
  const money = moneyProblem(value);
  if (money) return money;
  if (index === null || index === 0) return undefined;
  const previous = rows?.[index - 1]?.from;
  if (!isBlank(previous) && Number(value) <= Number(previous)) return `${R}.ascending`;
  return undefined;
}

/** A row's number of payments: a whole number from 1 to 12. */
export function stepPaymentsProblem(value: unknown): string | undefined {
  if (isBlank(value)) return `${R}.required`;
  const payments = Number(value);
  if (!Number.isInteger(payments) || payments < 1 || payments > MAX_INSTALLMENTS) return `${R}.payments_range`;
  return undefined;
}

/** The table as a whole: at least one step. */
export function ruleProblem(rows: InstallmentRow[] | undefined): string | undefined {
  return (rows ?? []).length === 0 ? `${R}.rule_empty` : undefined;
}

/**
 * The rule as the shopper meets it, for the preview under the table: each step's range of totals
 * (up to the agora before the next step) and its payments, in order of total. Rows still being typed
 * are left out.
 */
export function ruleSummary(rows: InstallmentRow[] | undefined): Array<{ from: number; to: number | null; payments: number }> {
  const steps = (rows ?? [])
    .filter(
      (row) => !isBlank(row?.from) && !isBlank(row?.max_payments) && !moneyProblem(row.from) && !stepPaymentsProblem(row.max_payments),
    )
    .map((row) => ({ from: shekels(row.from), payments: Number(row.max_payments) }))
    .sort((a, b) => a.from - b.from);
  // Two steps from the same total say two things at once: nothing to preview until staff settle it.
  if (steps.some((step, index) => index > 0 && step.from === steps[index - 1].from)) return [];
  return steps.map((step, index) => {
    const next = steps[index + 1];
    return { ...step, to: next ? Math.round((next.from - 0.01) * 100) / 100 : null };
  });
}
