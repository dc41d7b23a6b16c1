/** Stock-keeping unit codes of product variants. */

/** The last six digits of the clock, which keeps generated codes of one product apart. */
export function timeStamp6(now: Date): string {
  return String(now.getTime()).slice(-6);
}

/** SKUs this short are treated as placeholders and replaced by a generated code. */
export const MIN_KEPT_SKU_LENGTH = 4;

/**
 * The spec's SKU rule for a variant typed by staff: an empty or very short code is generated
 * from the product id (or NEW), the typed text (or the variant's position) and the clock;
 * an existing product's id is prefixed to a new variant's code that does not mention it.
 * A variant already stored keeps its code when it comes back unchanged, and takes a code staff
 * typed anew as typed: saving a product never renames the SKUs its orders, labels and
 * spreadsheets know it by. `asTyped`: every code of four characters or more is kept as typed (a
 * products file names variants by SKU, so a file applied twice must find the variants it added).
 */
export function variantSku(
  typed: string,
  context: { productId: number | null; position: number; now: Date; stored?: string | null; asTyped?: boolean },
): string {
  const text = typed.trim();
  const owner = context.productId === null ? 'NEW' : String(context.productId);
  if (context.stored && (text === '' || text === context.stored)) return context.stored;
  if (text.length < MIN_KEPT_SKU_LENGTH) {
    return `${owner}-${text || String(context.position + 1)}-${timeStamp6(context.now)}`;
  }
  if (context.stored || context.asTyped) return text;
  if (context.productId !== null && !text.includes(String(context.productId))) return `${context.productId}-${text}`;
  return text;
}

/** A template-made SKU: product id (or NEW), a timestamp, then the size and colour suffixes. */
export function templateSku(productId: number | null, now: Date, suffixes: string[]): string {
  return [productId === null ? 'NEW' : String(productId), String(now.getTime()), ...suffixes.filter((s) => s !== '')].join('-');
}

/** A suffix for a size or colour with none given: its letters and digits in capitals. */
export function suffixOf(text: string): string {
  return text
    .trim()
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}
