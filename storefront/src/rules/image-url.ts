/** Shown when a product has no picture or its picture fails to load. */
export const DEFAULT_PRODUCT_IMAGE = '/images/default-product.svg';
export const DEFAULT_BANNER_IMAGE = '/images/default-banner.svg';
/** Link previews (Open Graph) and search engines' store cards want a raster picture: most ignore SVG. */
export const SHARE_IMAGE = '/images/share.png';
export const SHOP_LOGO = '/images/logo.png';

/**
 * The spec's image rule: an absolute http(s) address is used as is, /uploads/... is on the shop's own
 * host (the API serves it), and a bare file name lives under /uploads. Anything else (javascript:,
 * data:, protocol-relative) is not an image we show.
 */
export function imageUrl(raw: string | null | undefined, fallback = DEFAULT_PRODUCT_IMAGE): string {
  const value = (raw ?? '').trim();
  if (!value) return fallback;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/uploads/') || value.startsWith('/images/')) return value;
  if (/^[\w.-]+$/.test(value)) return `/uploads/${value}`;
  return fallback;
}
