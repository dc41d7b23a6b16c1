/**
 * ONE price format for the whole shop, both apps and every language: shekels with 2 decimals in the
 * he-IL locale (the spec's rule, whatever the page's language), through Intl, with the direction marks
 * Intl writes for Hebrew (U+200E, U+200F, U+061C) taken out. Those marks turned into a leading gap in
 * Russian text and, inside a struck-through old price, into something that read as a minus
 * ("−349.90₪"). Without them the text is "349.90 ₪" (the space before ₪ non-breaking): shown inside a
 * left-to-right isolate (<bdi dir="ltr">) it looks the same in both directions and reads the same to a
 * screen reader.
 */
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

// Made at the first price shown, not when the module loads: building a formatter reads the locale's
// data, a cost better paid inside the (interruptible) first render than in the script's start.
let plain: Intl.NumberFormat | undefined;
let signed: Intl.NumberFormat | undefined;

const shekels = (signDisplay?: 'exceptZero') =>
  new Intl.NumberFormat('he-IL', {
    style: 'currency',
    currency: 'ILS',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    ...(signDisplay ? { signDisplay } : {}),
  });

/** Intl's text without direction marks and without a gap at either end. */
export const withoutDirectionMarks = (text: string): string => text.replace(DIRECTION_MARKS, '').trim();

export function formatPrice(amount: number): string {
  plain ??= shekels();
  return withoutDirectionMarks(plain.format(amount));
}

/** A signed amount (a variant's price modifier): "+15.00 ₪", "-15.00 ₪", "0.00 ₪"; the sign always first. */
export function formatSignedPrice(amount: number): string {
  signed ??= shekels('exceptZero');
  return withoutDirectionMarks(signed.format(amount));
}
