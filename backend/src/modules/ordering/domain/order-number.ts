// The number's shape and how typed numbers are read are shop rules: the pages check them too.
export { normalizeOrderNumber, ORDER_NUMBER_PATTERN } from 'shop-rules';

/** The spec's shape: ORD-{milliseconds since 1970}-{0..999}. The database's unique index settles clashes. */
export function newOrderNumber(now: Date, randomBelow: (limit: number) => number): string {
  return `ORD-${now.getTime()}-${randomBelow(1000)}`;
}
