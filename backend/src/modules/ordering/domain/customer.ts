/** Checkout form rules (storefront spec, section 5). */
export const MIN_NAME_LENGTH = 2;
export const MIN_COMPANY_NAME_LENGTH = 2;

/** An optional leading plus, then at least 10 digits, spaces, hyphens or parentheses. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone);
}

/** Emails are compared without case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function sameEmail(a: string, b: string): boolean {
  return normalizeEmail(a) === normalizeEmail(b);
}
