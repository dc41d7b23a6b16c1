/**
 * A product address carries a positive whole number (/product/12). Anything else (/product/abc,
 * /product/0, /product/1.5, /product/-3) names no product: the page shows "not found" without asking
 * the API (the spec: a non-numeric or zero id does nothing).
 */
export function parseProductId(raw: string | undefined | null): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The spec's fallback name of a category that failed to load: its slug, capitalised ("football" -> "Football"). */
export function capitalisedSlug(slug: string): string {
  return slug.charAt(0).toLocaleUpperCase() + slug.slice(1);
}
