import type { LoaderFunctionArgs } from 'react-router-dom';
import { listProducts, type ProductQuery, type ProductView } from '../../api/products';
import { findSeoRecord } from '../../api/seo';
import type { Language } from '../../rules/language';

/** The spec's home lists: 10 each. "Popular" is a price above 100: the lowest price in agorot above it. */
const SECTION_SIZE = 10;
const POPULAR_MIN_PRICE = 100.01;

export const HOME_SECTIONS = [
  { key: 'latest', title: 'HOME.LATEST', query: { sort: 'newest' } },
  { key: 'recommended', title: 'HOME.RECOMMENDED', query: { recommended: true } },
  { key: 'popular', title: 'HOME.POPULAR', query: { min_price: POPULAR_MIN_PRICE } },
  // DESIGN departure 7: special offers list the discounted products.
  { key: 'special-offers', title: 'HOME.SPECIAL_OFFERS', query: { discounted: true } },
] as const satisfies readonly { key: string; title: string; query: Omit<ProductQuery, 'lang'> }[];

export interface HomeSection {
  key: (typeof HOME_SECTIONS)[number]['key'];
  title: (typeof HOME_SECTIONS)[number]['title'];
  products: ProductView[];
}

/** The banners' categories are the layout's (already loaded for the header); the page adds the rest. */
export interface HomeData {
  sections: HomeSection[];
  seoTitle: string | null;
}

const isAbort = (error: unknown) => (error as Error)?.name === 'AbortError';

/** The spec: a failed list becomes empty (its section then does not show). */
async function orEmpty<T>(list: Promise<T[]>): Promise<T[]> {
  try {
    return await list;
  } catch (error) {
    if (isAbort(error)) throw error;
    return [];
  }
}

/** The home page reads only what it shows: four short product lists and its SEO record, all at once. */
export function homeLoader(language: Language) {
  return async ({ request }: LoaderFunctionArgs): Promise<HomeData> => {
    const signal = request.signal;
    const seo = findSeoRecord({ page_type: 'home', language }, signal);
    const lists = HOME_SECTIONS.map((section) =>
      orEmpty(listProducts({ lang: language, per_page: SECTION_SIZE, ...section.query }, signal).then((page) => page.products)),
    );
    const products = await Promise.all(lists);
    return {
      seoTitle: (await seo)?.title || null,
      sections: HOME_SECTIONS.map((section, index) => ({ key: section.key, title: section.title, products: products[index] })),
    };
  };
}
