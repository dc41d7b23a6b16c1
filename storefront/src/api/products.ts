import type { ProductSort } from '../rules/category-filters';
import type { Language } from '../rules/language';
import { variantName } from '../rules/product-page';
import { apiGet } from './client';
import type { Schemas, WireProduct, WireVariant } from './wire';

/** A product as the storefront's components see it (never the wire format). */
export interface ProductView {
  id: number;
  name: string;
  description: string;
  price: number;
  has_discount: boolean;
  discount_price: number | null;
  discount_percentage: number | null;
  /** What the shopper pays now (the server's figure). */
  effective_price: number;
  stock_quantity: number;
  in_stock: boolean;
  has_variants: boolean;
  image_url: string | null;
  images: { url: string; is_primary: boolean; sort_order: number }[];
  categories: { id: number; slug: string; name: string }[];
  variants: VariantView[];
  is_recommended: boolean;
  created_at: string;
  /** From published reviews only; null when there is none (the page then shows no rating at all). */
  rating: { average: number; count: number } | null;
}

export interface VariantView {
  id: number;
  sku: string;
  size: string | null;
  /** The colour's English key (carts and orders keep it). */
  color: string | null;
  /** The colour in the page's language, as the server sends it. */
  localized_color: string | null;
  material: string | null;
  price_modifier: number;
  /** The server's price of this variant (current product price plus the modifier). */
  price: number;
  stock_quantity: number;
}

export interface ProductPage {
  products: ProductView[];
  total: number;
}

export { variantName };
export type { ProductSort };

function toVariant(wire: WireVariant): VariantView {
  return {
    id: wire.id,
    sku: wire.sku,
    size: wire.size ?? null,
    color: wire.color ?? null,
    localized_color: wire.localized_color ?? null,
    material: wire.material ?? null,
    price_modifier: wire.price_modifier,
    price: wire.price,
    stock_quantity: wire.stock_quantity,
  };
}

export function toProductView(wire: WireProduct): ProductView {
  const images = [...(wire.images ?? [])]
    .sort((a, b) => Number(b.is_primary) - Number(a.is_primary) || a.sort_order - b.sort_order)
    .map((image) => ({ url: image.url, is_primary: image.is_primary, sort_order: image.sort_order }));
  return {
    id: wire.id,
    name: wire.localized_name || wire.name,
    description: wire.localized_description || wire.description || '',
    price: wire.price,
    has_discount: wire.has_discount,
    discount_price: wire.discount_price ?? null,
    discount_percentage: wire.discount_percentage ?? null,
    effective_price: wire.effective_price,
    stock_quantity: wire.stock_quantity,
    in_stock: wire.in_stock,
    has_variants: wire.has_variants && (wire.variants?.length ?? 0) > 0,
    image_url: wire.image_url ?? null,
    images,
    categories: (wire.categories ?? []).map((c) => ({ id: c.id, slug: c.slug, name: c.localized_name || c.name })),
    // Shoppers' answers carry active variants only; the filter keeps a staff-shaped answer safe too.
    variants: (wire.variants ?? []).filter((variant) => variant.is_active !== false).map(toVariant),
    is_recommended: wire.is_recommended,
    created_at: wire.created_at,
    rating: wire.rating_count > 0 && wire.rating_average != null ? { average: wire.rating_average, count: wire.rating_count } : null,
  };
}

export interface ProductQuery {
  lang: Language;
  category?: string | number;
  q?: string;
  min_price?: number;
  max_price?: number;
  sort?: ProductSort;
  recommended?: boolean;
  discounted?: boolean;
  page?: number;
  per_page?: number;
}

/** One page of the products on sale (filters, sort and paging are the API's). */
export async function listProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductPage> {
  const answer = await apiGet<Schemas['ProductPageDto']>('/api/products', {
    signal,
    query: {
      lang: query.lang,
      category: query.category,
      q: query.q?.trim() || undefined,
      min_price: query.min_price && query.min_price > 0 ? query.min_price : undefined,
      max_price: query.max_price && query.max_price > 0 ? query.max_price : undefined,
      sort: query.sort,
      recommended: query.recommended ? 'true' : undefined,
      discounted: query.discounted ? 'true' : undefined,
      page: query.page,
      per_page: query.per_page,
    },
  });
  return { products: answer.data.map(toProductView), total: answer.total };
}

/** Products on sale whose name or description matches, in any language. */
export async function searchProducts(
  query: { lang: Language; q: string; page?: number; per_page?: number },
  signal?: AbortSignal,
): Promise<ProductPage> {
  const answer = await apiGet<Schemas['ProductPageDto']>('/api/products/search', {
    signal,
    query: { lang: query.lang, q: query.q.trim(), page: query.page, per_page: query.per_page },
  });
  return { products: answer.data.map(toProductView), total: answer.total };
}

/** One product on sale; an ApiError with status 404 when it is unknown or not sold. */
export async function getProduct(id: number, lang: Language, signal?: AbortSignal): Promise<ProductView> {
  const answer = await apiGet<Schemas['ProductEnvelopeDto']>(`/api/products/${id}`, { signal, query: { lang } });
  return toProductView(answer.data);
}
