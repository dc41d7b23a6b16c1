/**
 * The spec's SKU rule: an empty SKU, or one of 3 characters or fewer, is generated from the
 * product id (or NEW), the original text or the position, and the last 6 digits of the time;
 * an existing product's SKU without its id gets the id and a dash in front.
 */
export function variantSku(sku: string | null | undefined, index: number, productId: number | null | undefined, now = Date.now()): string {
  const original = (sku ?? '').trim();
  let result = original;
  if (original.length <= 3) {
    result = `${productId ?? 'NEW'}-${original || index + 1}-${String(now).slice(-6)}`;
  }
  if (productId != null && !result.includes(String(productId))) result = `${productId}-${result}`;
  return result;
}

/** SKU of a variant made from a size template: product id or NEW, a time stamp, the size and colour suffixes. */
export function templateSku(
  productId: number | null | undefined,
  now: number,
  sizeSuffix?: string | null,
  colorSuffix?: string | null,
): string {
  return [productId ?? 'NEW', now, sizeSuffix, colorSuffix].filter((part) => part !== undefined && part !== null && part !== '').join('-');
}

/**
 * A copied product is a new product: its variants cannot keep the SKUs of the original (they are
 * unique across the shop), so each gets the new product's SKU for an empty one: NEW, its position
 * and the last 6 digits of the time.
 */
export function copySku(index: number, now = Date.now()): string {
  return variantSku('', index, null, now);
}
