/**
 * Money in agorot (1/100 shekel) as an integer, so sums and discounts never suffer
 * floating-point drift. Converted from and to decimal shekels only at the edges.
 */
export type Agorot = number;

export function toAgorot(shekels: number | string): Agorot {
  const value = typeof shekels === 'string' ? Number(shekels) : shekels;
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${shekels}`);
  return Math.round(value * 100);
}

export function toShekels(agorot: Agorot): number {
  return agorot / 100;
}

/** "123.40": the two-decimal text payment providers and DECIMAL columns expect. */
export function formatShekels(agorot: Agorot): string {
  const sign = agorot < 0 ? '-' : '';
  const abs = Math.abs(agorot);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * "₪123.40": an amount inside a sentence of an email or a text message, in any of the shop's languages
 * (the pages show prices through formatPrice instead).
 */
export function formatShekelsWithSign(agorot: Agorot): string {
  return `₪${formatShekels(agorot)}`;
}
