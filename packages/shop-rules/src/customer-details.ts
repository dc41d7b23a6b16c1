/**
 * The customer's details on an order, as the checkout page, the orders desk and the server check them
 * (storefront spec, section 5). The email follows the shop's one email rule (email-address.ts).
 */
export const MIN_CUSTOMER_NAME_LENGTH = 2;
/** A company name is optional; when given, at least this long. */
export const MIN_COMPANY_NAME_LENGTH = 2;

/** An optional leading plus, then at least 10 digits, spaces, hyphens or parentheses. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

export function isCustomerPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone);
}
