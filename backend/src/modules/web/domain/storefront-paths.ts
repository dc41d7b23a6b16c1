/**
 * Which addresses the storefront answers, so the server can send its page with the right status
 * (404 for an address no route knows, as crawlers expect) before any JavaScript runs.
 * Mirrors the route table of storefront/src/app/routes.tsx (both languages: Hebrew at the spec's
 * paths, Russian under /ru).
 */
const STOREFRONT_ROUTES: RegExp[] = [
  /^$/,
  /^about$/,
  /^product\/[^/]+$/,
  /^category\/[^/]+$/,
  /^cart$/,
  /^checkout$/,
  /^search$/,
  /^articles$/,
  /^article\/[^/]+$/,
  /^order-success$/,
  /^order-tracking$/,
  /^cancel$/,
  /^review$/,
  /^back-in-stock\/stop$/,
  /^payment\/[^/]+$/,
  // The provider's return addresses: any path that starts with these words.
  /^payment-success/,
  /^payment-error/,
];

/** Prefixes the backend answers itself; the storefront never shadows them. */
export const BACKEND_PREFIXES = ['/api', '/uploads', '/i18n', '/admin', '/sandbox'] as const;

export function isBackendPath(path: string): boolean {
  return BACKEND_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** True when a storefront route (in either language) answers this path. */
export function isStorefrontRoute(path: string): boolean {
  let rest = path.replace(/^\/+/, '').replace(/\/+$/, '');
  if (rest === 'ru') rest = '';
  else if (rest.startsWith('ru/')) rest = rest.slice(3);
  return STOREFRONT_ROUTES.some((route) => route.test(rest));
}
