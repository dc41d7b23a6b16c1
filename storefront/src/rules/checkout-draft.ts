import { isDeliveryMethod, normalizeDiscountCode } from 'shop-rules';
import { CheckoutForm, EMPTY_CHECKOUT_FORM, PAYMENT_METHODS, PaymentMethod } from './checkout-validation';

/**
 * What the shopper typed at checkout (and the discount code applied in the cart), kept for the tab:
 * a reload, a trip back to the cart or a refused order never empties the form. Gone once the order is placed.
 */
export interface CheckoutDraft {
  form: CheckoutForm;
  /** The code the shopper applied (normalized), or '' for none. */
  discountCode: string;
}

export const CHECKOUT_DRAFT_STORAGE_KEY = 'sports-shop.checkout-draft';

export const EMPTY_DRAFT: CheckoutDraft = { form: EMPTY_CHECKOUT_FORM, discountCode: '' };

/** Limits what a damaged or foreign entry can put in a field. */
const MAX_STORED_TEXT = 1000;

/** A stored draft, field by field: anything not of its kind falls back to the empty form's value. */
export function parseStoredDraft(raw: string | null): CheckoutDraft {
  if (!raw) return EMPTY_DRAFT;
  let value: { form?: Record<string, unknown>; discountCode?: unknown };
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_DRAFT;
  }
  if (!value || typeof value !== 'object') return EMPTY_DRAFT;
  const stored = value.form && typeof value.form === 'object' ? value.form : {};
  const form = { ...EMPTY_CHECKOUT_FORM };
  for (const field of Object.keys(EMPTY_CHECKOUT_FORM) as (keyof CheckoutForm)[]) {
    const text = stored[field];
    if (typeof text !== 'string' || text.length > MAX_STORED_TEXT) continue;
    if (field === 'deliveryMethod') {
      if (isDeliveryMethod(text)) form.deliveryMethod = text;
    } else if (field === 'paymentMethod') {
      if (PAYMENT_METHODS.includes(text as PaymentMethod)) form.paymentMethod = text as PaymentMethod;
    } else form[field] = text;
  }
  const code = typeof value.discountCode === 'string' ? normalizeDiscountCode(value.discountCode).slice(0, 64) : '';
  return { form, discountCode: code };
}
