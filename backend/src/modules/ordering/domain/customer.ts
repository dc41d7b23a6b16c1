/** Checkout form rules (storefront spec, section 5). */
export const MIN_NAME_LENGTH = 2;
export const MIN_COMPANY_NAME_LENGTH = 2;

/** An optional leading plus, then at least 10 digits, spaces, hyphens or parentheses. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone);
}

// Customers' emails are kept and compared as every address of the shop is (shop-rules email-address.ts).
export { normalizeEmail, sameEmail } from 'shop-rules';
