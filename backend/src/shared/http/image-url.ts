/**
 * Where a stored picture reference points, as the storefront and back office resolve it:
 * an absolute http(s) address is kept; `/uploads/...` is served by the API host; a bare file
 * name (what older data holds) lives in the API's uploads folder; nothing means no picture.
 *
 * `apiBase` is the API host's public address, e.g. `https://shop.example` (a trailing slash is ignored).
 */
export function resolveImageUrl(value: string | null | undefined, apiBase: string): string | null {
  const reference = value?.trim();
  if (!reference) return null;
  if (/^https?:\/\//i.test(reference)) return reference;
  const base = apiBase.replace(/\/+$/, '');
  if (reference.startsWith('/uploads/')) return `${base}${reference}`;
  // Another path of the host (e.g. /assets/default.png) stays on the host.
  if (reference.startsWith('/')) return `${base}${reference}`;
  return `${base}/uploads/${reference.replace(/^(\.\/)+/, '')}`;
}
