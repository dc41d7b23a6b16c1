/** The spec's shape: ORD-{milliseconds since 1970}-{0..999}. The database's unique index settles clashes. */
export const ORDER_NUMBER_PATTERN = /^ORD-\d+-\d{1,3}$/;

export function newOrderNumber(now: Date, randomBelow: (limit: number) => number): string {
  return `ORD-${now.getTime()}-${randomBelow(1000)}`;
}

/** Shoppers type the number by hand: spaces and letter case do not matter. */
export function normalizeOrderNumber(raw: string): string {
  return raw.trim().toUpperCase();
}
