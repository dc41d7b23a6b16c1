import { normalizeDiscountCode, type DiscountKind } from 'shop-rules';
import type { DiscountCodeRequestWire, DiscountCodeWire } from '../api/wire';
import { nextDay, shopDayOf, shopDayStart } from './shopDays';

export type { DiscountCodeWire };

/** The form: amounts in shekels (or a percentage), validity as shop days (YYYY-MM-DD, '' for none). */
export interface DiscountCodeForm {
  id?: number;
  code: string;
  kind: DiscountKind;
  value: number | null;
  minimum_total: number | null;
  /** A shop day (YYYY-MM-DD); '' or null for none. */
  valid_from: string | null;
  valid_to: string | null;
  max_uses: number | null;
  max_uses_per_email: number | null;
  active: boolean;
}

export function discountCodeForm(record: Partial<DiscountCodeWire> | undefined, timeZone: string): DiscountCodeForm {
  return {
    ...(record?.id !== undefined ? { id: record.id } : {}),
    code: record?.code ?? '',
    kind: record?.kind === 'fixed' ? 'fixed' : 'percent',
    value: record?.value ?? null,
    minimum_total: record?.minimum_total ?? null,
    valid_from: shopDayOf(record?.valid_from, timeZone),
    // The stored end is the last second of its day: that day is the one staff typed.
    valid_to: shopDayOf(record?.valid_to, timeZone),
    max_uses: record?.max_uses ?? null,
    max_uses_per_email: record?.max_uses_per_email ?? null,
    active: record?.active ?? true,
  };
}

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';
const numberOrNull = (value: unknown) => (isBlank(value) ? null : Number(value));
const shekels = (value: unknown) => Math.round(Number(value) * 100) / 100;

/** The start of the first day, and the last second of the last day (both in the shop's zone). */
export function validityWire(fromDay: string, toDay: string, timeZone: string): { valid_from: string | null; valid_to: string | null } {
  const start = fromDay ? shopDayStart(fromDay, timeZone) : null;
  const dayAfter = toDay ? shopDayStart(nextDay(toDay), timeZone) : null;
  return {
    valid_from: start ? start.toISOString() : null,
    valid_to: dayAfter ? new Date(dayAfter.getTime() - 1000).toISOString() : null,
  };
}

/** The request body: the code as kept (trimmed, upper case), empty limits as none. */
export function discountCodePayload(values: DiscountCodeForm, timeZone: string): DiscountCodeRequestWire {
  return {
    code: normalizeDiscountCode(values.code ?? ''),
    kind: values.kind,
    value: values.kind === 'percent' ? Number(values.value) : shekels(values.value),
    minimum_total: isBlank(values.minimum_total) ? null : shekels(values.minimum_total),
    ...validityWire(values.valid_from ?? '', values.valid_to ?? '', timeZone),
    max_uses: numberOrNull(values.max_uses),
    max_uses_per_email: numberOrNull(values.max_uses_per_email),
    active: values.active ?? true,
  };
}

const E = 'resources.discount-codes.errors';
/** The server's rule (promotions/domain/discount-code-draft.ts): letters of any script, digits, - and _. */
export const DISCOUNT_CODE_PATTERN = /^[\p{L}\p{N}_-]{3,40}$/u;

const twoDecimals = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

export function codeProblem(value: unknown): string | undefined {
  return DISCOUNT_CODE_PATTERN.test(normalizeDiscountCode(String(value ?? ''))) ? undefined : `${E}.code_format`;
}

export function valueProblem(value: unknown, kind: string | undefined): string | undefined {
  const amount = Number(value);
  if (isBlank(value) || !Number.isFinite(amount)) return kind === 'fixed' ? `${E}.amount_positive` : `${E}.percent_range`;
  if (kind === 'fixed') return amount > 0 && twoDecimals(amount) ? undefined : `${E}.amount_positive`;
  return Number.isInteger(amount) && amount >= 1 && amount <= 100 ? undefined : `${E}.percent_range`;
}

export function minimumProblem(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 && twoDecimals(amount) ? undefined : `${E}.not_negative`;
}

export function limitProblem(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 ? undefined : `${E}.whole_positive`;
}

/** The last day may be the first one, never before it. */
export function validToProblem(toDay: unknown, fromDay: unknown): string | undefined {
  if (isBlank(toDay) || isBlank(fromDay)) return undefined;
  return String(toDay) < String(fromDay) ? `${E}.dates_order` : undefined;
}

/** How the list shows a code's discount: "10%" or the amount in the shop's price format. */
export function discountValueText(code: Pick<DiscountCodeWire, 'kind' | 'value'>, formatPrice: (amount: number) => string): string {
  return code.kind === 'percent' ? `${code.value}%` : formatPrice(code.value);
}
