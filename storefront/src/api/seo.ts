import type { Language } from '../rules/language';
import { apiGet } from './client';
import type { Schemas } from './wire';

export type SeoPageType = 'home' | 'category' | 'product' | 'about' | 'contact' | 'blog' | 'cart' | 'checkout';

export interface SeoView {
  title: string;
  description: string;
  keywords: string | null;
}

/** The page's SEO record; a missing record or a failed lookup keeps the defaults silently (the spec). */
export async function findSeoRecord(
  query: { page_type: SeoPageType; language: Language; page_slug?: string },
  signal?: AbortSignal,
): Promise<SeoView | null> {
  try {
    const answer = await apiGet<Schemas['SeoPageRecordEnvelopeDto']>('/api/seo', { signal, query });
    if (!answer.data) return null;
    return { title: answer.data.title, description: answer.data.description, keywords: answer.data.keywords ?? null };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return null;
  }
}
