import type { Agorot, DiscountKind } from 'shop-rules';
import { normalizeDiscountCode } from 'shop-rules';
import type { FieldError } from '../../../shared/domain/domain-error';

/** What staff type when they create or edit a code. */
export interface DiscountCodeDraft {
  code: string;
  kind: DiscountKind;
  value: number;
  minimumTotal: Agorot | null;
  validFrom: Date | null;
  validTo: Date | null;
  maxUses: number | null;
  maxUsesPerEmail: number | null;
  active: boolean;
}

/** Letters (any script), digits, hyphen and underscore: what a shopper can type from a flyer. */
export const DISCOUNT_CODE_PATTERN = /^[\p{L}\p{N}_-]{3,40}$/u;

const positiveOrNull = (value: number | null) => value === null || (Number.isInteger(value) && value >= 1);

/** The draft with its code normalized, and the problems that refuse it, each naming the API field. */
export function checkDiscountCodeDraft(draft: DiscountCodeDraft): { draft: DiscountCodeDraft; problems: FieldError[] } {
  const normalized = { ...draft, code: normalizeDiscountCode(draft.code) };
  const problems: FieldError[] = [];
  if (!DISCOUNT_CODE_PATTERN.test(normalized.code)) {
    problems.push({ field: 'code', message: 'code must be 3 to 40 letters, digits, hyphens or underscores' });
  }
  if (draft.kind === 'percent' && (!Number.isInteger(draft.value) || draft.value < 1 || draft.value > 100)) {
    problems.push({ field: 'value', message: 'value must be a whole percentage from 1 to 100' });
  }
  if (draft.kind === 'fixed' && (!Number.isInteger(draft.value) || draft.value <= 0)) {
    problems.push({ field: 'value', message: 'value must be an amount above 0' });
  }
  if (draft.minimumTotal !== null && (!Number.isInteger(draft.minimumTotal) || draft.minimumTotal < 0)) {
    problems.push({ field: 'minimum_total', message: 'minimum_total must be 0 or more, or null' });
  }
  if (draft.validFrom && draft.validTo && draft.validFrom > draft.validTo) {
    problems.push({ field: 'valid_to', message: 'valid_to must not be before valid_from' });
  }
  if (!positiveOrNull(draft.maxUses))
    problems.push({ field: 'max_uses', message: 'max_uses must be a whole number of at least 1, or null' });
  if (!positiveOrNull(draft.maxUsesPerEmail)) {
    problems.push({ field: 'max_uses_per_email', message: 'max_uses_per_email must be a whole number of at least 1, or null' });
  }
  return { draft: normalized, problems };
}
