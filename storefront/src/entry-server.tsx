import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { ApiError, apiGet, setApiOrigin } from './api/client';
import { headHtml, pageHead } from './app/head';
import { routes } from './app/routes';
import { findSeoHead, headInputOf, type PageKind, pageKindOf } from './app/server-head';
import { CartProvider } from './cart/cart-store';
import { loadLanguage } from './i18n/i18n';
import { DIRECTION, type Language, languageOfPath, localPath, pathWithoutLanguage } from './rules/language';
import type { ArticlePageData } from './pages/article/article.loader';
import type { Schemas } from './api/wire';

/**
 * The storefront rendered on the server (built by `vite build --ssr`, loaded by the backend's web
 * context): the same routes, loaders and components as in the browser, so the HTML that arrives already
 * holds the page, its head and the loaders' data for hydration (window.__staticRouterHydrationData).
 */
export interface RenderRequest {
  /** The page's full address as the shopper asked for it. */
  url: string;
  /** Where this process reaches the shop's API (the loaders call it over HTTP on the backend's own port). */
  apiOrigin: string;
  /** The shop's public address, for canonical, hreflang and Open Graph addresses. */
  publicUrl: string;
  /** The response's Content-Security-Policy nonce, on every inline script. */
  nonce: string;
  signal: AbortSignal;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; language: Language; dir: 'rtl' | 'ltr'; head: string; html: string; indexable: boolean };

const handler = createStaticHandler(routes);

/**
 * The cart and the checkout show the cart kept in the shopper's browser, which the server cannot know:
 * rendered there they would show an empty cart, and a form typed into before hydration would lose what
 * was typed. Order tracking looks an order up under the shopper's own rate limit, which counts per client
 * address: from a server render every lookup would come from the server's own address and all shoppers
 * would share one limit (and one shopper's order has no business in a server render). These pages get
 * their head from the server and are drawn by the browser.
 */
const BROWSER_ONLY: PageKind[] = ['cart', 'checkout', 'order-tracking'];

/** A not-found the way the route error page and the hydrated app both understand it. */
const NOT_FOUND = { status: 404, statusText: 'Not Found', internal: false, data: null };

function isMissing(kind: PageKind, data: unknown): boolean {
  if (kind === 'not-found') return true;
  if (kind === 'product') return (data as { state?: string } | undefined)?.state === 'not-found';
  if (kind === 'category') return !(data as { category?: unknown } | undefined)?.category;
  return false;
}

/**
 * Where the spec allows two addresses for one page, the other one moves permanently to the slug's:
 * an article by id (/article/7) and a category by id (/category/3); a category by name is the loader's.
 */
async function movedAddress(
  kind: PageKind,
  url: URL,
  language: Language,
  loaderData: Record<string, unknown>,
  signal: AbortSignal,
): Promise<string | null> {
  const param = decodeURIComponent(pathWithoutLanguage(url.pathname).split('/')[2] ?? '');
  if (kind === 'article') {
    const article = Object.values(loaderData).find((data): data is ArticlePageData =>
      Boolean((data as ArticlePageData | null)?.article),
    )?.article;
    if (article?.slug && article.slug !== param)
      return `${localPath(language, `/article/${encodeURIComponent(article.slug)}`)}${url.search}`;
  }
  if (kind === 'category' && /^\d+$/.test(param)) {
    const answer = await apiGet<Schemas['CategoryEnvelopeDto']>(`/api/categories/${param}`, { signal, query: { lang: language } }).catch(
      () => null,
    );
    const category = answer?.data;
    if (category?.slug && category.is_active !== false)
      return `${localPath(language, `/category/${encodeURIComponent(category.slug)}`)}${url.search}`;
  }
  return null;
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  setApiOrigin(request.apiOrigin);
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const i18n = await loadLanguage(language);
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const kind = pageKindOf(matches[matches.length - 1]?.route.id, url.pathname);
  // The SEO record is read while the loaders run.
  const seo = findSeoHead(kind, url.pathname, language, request.signal);
  if (BROWSER_ONLY.includes(kind)) {
    const input = headInputOf({
      kind,
      language,
      pathname: url.pathname,
      publicUrl: request.publicUrl,
      data: undefined,
      missing: false,
      seo: await seo,
      i18n,
    });
    return {
      kind: 'page',
      status: 200,
      language,
      dir: DIRECTION[language],
      head: headHtml(pageHead(input), request.nonce),
      html: '',
      indexable: false,
    };
  }
  const context = await handler.query(new Request(url.href, { signal: request.signal }));
  if (context instanceof Response) {
    // A loader's redirect (a category link by name or id to its slug): permanent for search engines.
    return {
      kind: 'redirect',
      status: context.status >= 300 && context.status < 400 ? 301 : context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }

  const moved = await movedAddress(kind, url, language, context.loaderData, request.signal);
  if (moved) return { kind: 'redirect', status: 301, location: moved };

  let status = context.statusCode;
  let missing = false;
  // An API 404 thrown by a loader (an unknown article) becomes a route 404, so the hydrated app shows the same not-found page.
  for (const [routeId, error] of Object.entries(context.errors ?? {})) {
    if (error instanceof ApiError && error.notFound) {
      context.errors![routeId] = NOT_FOUND;
      missing = true;
    }
  }
  const leaf = context.matches[context.matches.length - 1];
  const data = leaf ? context.loaderData[leaf.route.id] : undefined;
  if (isMissing(kind, data)) missing = true;
  if (missing) status = 404;
  else if (kind === 'product' && (data as { state?: string })?.state === 'failed') status = 503;
  context.statusCode = status;

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <CartProvider>
        <StaticRouterProvider router={router} context={context} nonce={request.nonce} />
      </CartProvider>
    </StrictMode>,
  );
  const input = headInputOf({ kind, language, pathname: url.pathname, publicUrl: request.publicUrl, data, missing, seo: await seo, i18n });
  return {
    kind: 'page',
    status,
    language,
    dir: DIRECTION[language],
    head: headHtml(pageHead(input), request.nonce),
    html,
    indexable: !input.noindex,
  };
}
