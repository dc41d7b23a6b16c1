/**
 * An order's number as shoppers see it and type it back (tracking, cancellation) and staff search for
 * it: ORD-{milliseconds since 1970}-{0..999} (the spec's shape). The backend gives new orders their
 * number (ordering/domain/order-number.ts); the pages check the shape before asking the server.
 */
export const ORDER_NUMBER_PATTERN = /^ORD-\d+-\d{1,3}$/;

/** Shoppers type the number by hand: spaces around it and letter case do not matter. */
export function normalizeOrderNumber(text: string): string {
  return text.trim().toUpperCase();
}

/** Whether typed text (spaces and case aside) has the shape of an order number. */
export function looksLikeOrderNumber(text: string): boolean {
  return ORDER_NUMBER_PATTERN.test(normalizeOrderNumber(text));
}
