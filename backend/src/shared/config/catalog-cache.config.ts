import { ConfigReader } from './config-reader';

/**
 * The public catalog's micro-cache (CATALOG_CACHE, CATALOG_CACHE_TTL_MS): read by the catalog's cache
 * middleware, by the change generation and by the rendered-page cache of the storefront's hosting,
 * which keeps pages no longer than the catalog answers they are made of. Also the DI token.
 */
export abstract class CatalogCacheConfig {
  abstract readonly enabled: boolean;
  abstract readonly ttlMs: number;
  /** The Cache-Control header of a cached public answer. */
  abstract readonly cacheControl: string;
}

export function loadCatalogCacheConfig(reader: ConfigReader): CatalogCacheConfig {
  const enabled = reader.flag('CATALOG_CACHE', {
    fallback: true,
    about: 'in-process cache of public catalog answers (ETag/304, `Cache-Control`)',
  });
  // The promise to staff: a change is on the storefront within a second, whichever process serves it.
  const ttlMs = reader.integer('CATALOG_CACHE_TTL_MS', {
    fallback: 1000,
    min: 1,
    max: 1000,
    about:
      'how long a cached catalog answer or rendered page may be served after a change: a back-office change is on every process\'s storefront within this time; unchanged answers are kept longer (see "Caches" in ["More than one instance"](operations.md#more-than-one-instance))',
  });
  return Object.freeze({ enabled, ttlMs, cacheControl: `public, max-age=${Math.floor(ttlMs / 1000)}` });
}
