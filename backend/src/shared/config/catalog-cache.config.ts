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
  /** The shopping feeds' own budget, in bytes of plain XML: the three feeds of the whole catalog. */
  abstract readonly feedCacheBytes: number;
}

// The three feeds of a catalog of 10,000 products (9 in 10 with three variants, as the benchmark seeds
// it) measure 49 MB of XML (21.9, 22.4 and 4.5 MB; bench:feeds); the gzip and brotli copies made for readers
// who ask for them are kept beside them, uncounted, and are a small part of that (XML compresses well).
const FEED_CACHE_MB = 64;

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
  const feedCacheMb = reader.integer('FEED_CACHE_MB', {
    fallback: FEED_CACHE_MB,
    min: 1,
    max: 1024,
    about:
      "megabytes of plain XML the shopping feeds (`/feeds/*.xml`) may keep in memory, apart from the catalog pages' 8 MB; a feed larger than this is built anew for every request (see [product feeds](features/product-feeds.md))",
  });
  return Object.freeze({
    enabled,
    ttlMs,
    cacheControl: `public, max-age=${Math.floor(ttlMs / 1000)}`,
    feedCacheBytes: feedCacheMb * 1024 * 1024,
  });
}
