import type { Language } from '../rules/language';
import { apiGet } from './client';
import type { Schemas, WireCategory } from './wire';

export interface CategoryView {
  id: number;
  slug: string;
  name: string;
  description: string;
  image_url: string | null;
  product_count: number;
}

export function toCategoryView(wire: WireCategory): CategoryView {
  return {
    id: wire.id,
    slug: wire.slug,
    name: wire.localized_name || wire.name,
    description: wire.localized_description || wire.description || '',
    image_url: wire.image_url ?? null,
    product_count: wire.product_count ?? 0,
  };
}

/** Active categories by sort order. */
export async function listCategories(lang: Language, signal?: AbortSignal): Promise<CategoryView[]> {
  const answer = await apiGet<Schemas['CategoryListDto']>('/api/categories', { signal, query: { lang } });
  return answer.data.map(toCategoryView);
}

/** An active category by slug (or by name); an ApiError with status 404 otherwise. */
export async function getCategoryBySlug(slug: string, lang: Language, signal?: AbortSignal): Promise<CategoryView> {
  const answer = await apiGet<Schemas['CategoryEnvelopeDto']>(`/api/categories/by-slug/${encodeURIComponent(slug)}`, {
    signal,
    query: { lang },
  });
  return toCategoryView(answer.data);
}
