import type { i18n } from 'i18next';
import type { ArticlePageData } from '../pages/article/article.loader';
import type { CategoryPageData } from '../pages/category/category.loader';
import type { ProductPageData } from '../pages/product/product.loader';
import { apiGet } from '../api/client';
import type { Schemas } from '../api/wire';
import { isStandingPage } from '../rules/article-kind';
import { imageUrl, SHARE_IMAGE } from '../rules/image-url';
import { type Language, localPath, pathWithoutLanguage } from '../rules/language';
import { type HeadInput, type SeoRecordHead, shortDescription } from './head';
import { paymentReturnKind } from './CatchAllPage';
import { breadcrumbList, productData, storeData } from './structured-data';

/** The page kinds of the route table (route ids are "<language>:<path>"). */
export type PageKind =
  | 'home'
  | 'about'
  | 'product'
  | 'category'
  | 'search'
  | 'cart'
  | 'checkout'
  | 'articles'
  | 'article'
  | 'order-success'
  | 'order-tracking'
  | 'cancel'
  | 'review'
  | 'back-in-stock/stop'
  | 'payment'
  | 'payment-return'
  | 'not-found';

export function pageKindOf(routeId: string | undefined, pathname: string): PageKind {
  const path = (routeId ?? '').split(':').slice(1).join(':');
  switch (path) {
    case 'home':
      return 'home';
    case 'product/:id':
      return 'product';
    case 'category/:slug':
      return 'category';
    case 'article/:slugOrId':
      return 'article';
    case 'payment/:orderId':
      return 'payment';
    case 'about':
    case 'search':
    case 'cart':
    case 'checkout':
    case 'articles':
    case 'order-success':
    case 'order-tracking':
    case 'cancel':
    case 'review':
    case 'back-in-stock/stop':
      return path;
    default:
      return paymentReturnKind(pathname) ? 'payment-return' : 'not-found';
  }
}

/** Which SEO record a page asks for (the back office's page types); product records are per product id. */
export function seoQueryOf(kind: PageKind, pathname: string): { page_type: string; page_slug?: string } | null {
  const bare = pathWithoutLanguage(pathname);
  const last = decodeURIComponent(bare.split('/').filter(Boolean)[1] ?? '');
  switch (kind) {
    case 'home':
      return { page_type: 'home' };
    case 'about':
      return { page_type: 'about' };
    case 'articles':
      return { page_type: 'blog' };
    case 'cart':
      return { page_type: 'cart' };
    case 'checkout':
      return { page_type: 'checkout' };
    case 'category':
      return { page_type: 'category', page_slug: last };
    case 'product':
      return { page_type: 'product', page_slug: last };
    default:
      return null;
  }
}

/** The page's SEO record with every field the head writes; none (or a failed lookup) keeps the defaults. */
export async function findSeoHead(
  kind: PageKind,
  pathname: string,
  language: Language,
  signal: AbortSignal,
): Promise<SeoRecordHead | null> {
  const query = seoQueryOf(kind, pathname);
  if (!query) return null;
  try {
    const answer = await apiGet<Schemas['SeoRecordEnvelopeDto']>('/api/seo', { signal, query: { ...query, language } });
    return answer.data as SeoRecordHead;
  } catch {
    return null;
  }
}

const TITLE_KEYS: Partial<Record<PageKind, string>> = {
  home: 'HOME.TITLE',
  about: 'ABOUT.TITLE',
  search: 'SEARCH.TITLE',
  cart: 'CART.TITLE',
  checkout: 'CHECKOUT.TITLE',
  articles: 'BLOG.TITLE',
  'order-success': 'ORDER_SUCCESS.TITLE',
  'order-tracking': 'TRACKING.TITLE',
  cancel: 'CANCEL_PAGE.TITLE',
  review: 'REVIEWS.WRITE_TITLE',
  'back-in-stock/stop': 'BACK_IN_STOCK.STOP_TITLE',
  payment: 'PAYMENT.TITLE',
  'not-found': 'NOT_FOUND.TITLE',
};

/** Only pages worth finding from a search engine are indexed; one shopper's pages and results are not. */
const INDEXED: PageKind[] = ['home', 'about', 'product', 'category', 'articles', 'article'];

export interface PageFacts {
  kind: PageKind;
  language: Language;
  pathname: string;
  publicUrl: string;
  /** The leaf route's loader data, and whether the page turned out to be missing. */
  data: unknown;
  missing: boolean;
  seo: SeoRecordHead | null;
  i18n: i18n;
}

/** The head's input for a rendered page: its own name, description, picture and structured data. */
export function headInputOf(facts: PageFacts): HeadInput {
  const t = (key: string) => facts.i18n.t(key);
  const { kind, language, publicUrl, pathname } = facts;
  const shopName = t('COMMON.SHOP_NAME');
  const shopDescription = t('COMMON.SHOP_DESCRIPTION');
  const home = { name: t('HEADER.HOME'), path: localPath(language, '/') };
  const input: HeadInput = {
    language,
    pathname,
    publicUrl,
    shopName,
    pageTitle: TITLE_KEYS[kind] ? t(TITLE_KEYS[kind]) : null,
    description: shopDescription,
    image: SHARE_IMAGE,
    type: 'website',
    noindex: facts.missing || !INDEXED.includes(kind),
    seo: facts.seo,
    jsonLd: [],
  };
  if (facts.missing) return { ...input, pageTitle: t('NOT_FOUND.TITLE'), seo: null };
  if (kind === 'payment-return') input.pageTitle = t(paymentReturnKind(pathname) === 'success' ? 'PAYMENT.SUCCESS' : 'PAYMENT.FAILED');
  if (kind === 'cancel') input.description = t('CANCEL_PAGE.INTRO');
  if (kind === 'home') {
    input.jsonLd.push(storeData(publicUrl, language, shopName, shopDescription, home.path));
  }
  if (kind === 'product') {
    const data = facts.data as ProductPageData;
    if (data?.state === 'found') {
      const { product } = data;
      const primary = product.images.find((image) => image.is_primary) ?? product.images[0];
      const description = shortDescription(product.description || shopDescription, 5000);
      input.pageTitle = product.name;
      input.description = product.description || shopDescription;
      input.image = imageUrl(primary?.url ?? product.image_url, SHARE_IMAGE);
      input.type = 'product';
      const category = product.categories[0];
      const crumbs = [
        home,
        ...(category ? [{ name: category.name, path: localPath(language, `/category/${category.slug}`) }] : []),
        { name: product.name, path: pathname },
      ];
      input.jsonLd.push(
        productData(publicUrl, product, pathname, description, data.reviews?.reviews ?? []),
        breadcrumbList(publicUrl, crumbs),
      );
    } else {
      input.pageTitle = t('PRODUCT.LOAD_FAILED');
      input.noindex = true;
    }
  }
  if (kind === 'category') {
    const data = facts.data as CategoryPageData;
    const name = data?.category?.name ?? data?.slug ?? '';
    input.pageTitle = name;
    if (data?.category?.description) input.description = data.category.description;
    if (data?.category?.image_url) input.image = imageUrl(data.category.image_url, SHARE_IMAGE);
    input.jsonLd.push(breadcrumbList(publicUrl, [home, { name, path: pathname }]));
  }
  if (kind === 'article') {
    const data = facts.data as ArticlePageData | undefined;
    if (data?.article) {
      input.pageTitle = data.article.title;
      input.description = data.article.content || shopDescription;
      if (data.article.image_url) input.image = imageUrl(data.article.image_url, SHARE_IMAGE);
      // A standing page (terms, privacy) is a page of the site under the home page, not a dated post.
      if (isStandingPage(data.article)) input.jsonLd.push(breadcrumbList(publicUrl, [home, { name: data.article.title, path: pathname }]));
      else input.type = 'article';
    }
  }
  return input;
}
