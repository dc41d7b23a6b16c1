/** Pictures the app ships for a missing or broken image (served from the app's own folder). */
export const DEFAULT_PRODUCT_IMAGE = `${import.meta.env?.BASE_URL ?? '/admin/'}default-product.svg`;
export const DEFAULT_CATEGORY_IMAGE = `${import.meta.env?.BASE_URL ?? '/admin/'}default-category.svg`;

/**
 * Where a stored picture reference points: http(s) kept, `/uploads/...` and other host paths on
 * the API host (the same origin as the back office), a bare file name under /uploads/.
 */
export function imageUrl(value: string | null | undefined): string | null {
  const reference = value?.trim();
  if (!reference) return null;
  if (/^https?:\/\//i.test(reference) || reference.startsWith('/') || reference.startsWith('blob:') || reference.startsWith('data:')) {
    return reference;
  }
  return `/uploads/${reference.replace(/^(\.\/)+/, '')}`;
}

/** A category without a picture shows the banner named after its slug (or name), as the demo set stores them. */
export function categoryImageUrl(category: { image_url?: string | null; slug?: string | null; name?: string | null }): string {
  const own = imageUrl(category.image_url);
  if (own) return own;
  const key = (category.slug || category.name || '').trim().toLowerCase().replace(/\s+/g, '-');
  return key ? `/uploads/demo-${encodeURIComponent(key)}-banner.png` : DEFAULT_CATEGORY_IMAGE;
}
