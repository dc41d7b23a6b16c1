import { ChangeGeneration } from '../cache/change-generation';
import { loadCatalogCacheConfig } from '../config/catalog-cache.config';
import { ConfigReader } from '../config/config-reader';
import type { CachedAnswer } from './micro-cache';
import { cacheKeyOf, isPublicCatalogRead, PublicCatalogCache } from './public-catalog-cache.middleware';

describe('public catalog cache: what it keeps', () => {
  it.each([
    ['/api/products?page=2', true],
    ['/api/categories', true],
    ['/api/products/admin', false],
    ['/api/products/stats', false],
    ['/feeds/google-merchant.xml', true],
    ['/feeds/zap.xml?x=1', true],
    ['/feeds/', false],
    ['/sitemap.xml', false],
  ])('%s: %s', (url, kept) => expect(isPublicCatalogRead(url)).toBe(kept));

  it('keeps one copy of a feed whatever its query string, but keeps the catalog pages per address', () => {
    expect(cacheKeyOf('/feeds/zap.xml?junk=%ff&x')).toBe('/feeds/zap.xml');
    expect(cacheKeyOf('/feeds/zap.xml')).toBe('/feeds/zap.xml');
    expect(cacheKeyOf('/api/products?page=2')).toBe('/api/products?page=2');
  });
});

describe('public catalog cache: the feeds keep a budget of their own', () => {
  const MB = 1024 * 1024;
  const answer = (bytes: number): CachedAnswer => ({ body: Buffer.alloc(bytes), etag: `"${bytes}"`, headers: {} });
  const unchangedShop = { known: () => 7 } as unknown as ChangeGeneration;
  const caches = (env: Record<string, string> = {}) => {
    const kept = new PublicCatalogCache(loadCatalogCacheConfig(new ConfigReader(env)), unchangedShop);
    kept.onModuleInit();
    return kept;
  };
  const keep = (kept: PublicCatalogCache, key: string, bytes: number) => kept.cacheFor(key)!.set(key, answer(bytes));
  const has = (kept: PublicCatalogCache, key: string) => kept.cacheFor(key)!.get(key) !== undefined;

  it('keeps a feed larger than the catalog pages may take in all, and the pages stay beside it', () => {
    const kept = caches();
    keep(kept, '/api/products?page=1', 7 * MB);
    keep(kept, '/feeds/google-merchant.xml', 20 * MB);
    keep(kept, '/feeds/zap.xml', 4 * MB);
    expect(has(kept, '/feeds/google-merchant.xml')).toBe(true);
    expect(has(kept, '/feeds/zap.xml')).toBe(true);
    expect(has(kept, '/api/products?page=1')).toBe(true);
  });

  it('lets the oldest feed go past FEED_CACHE_MB, and never keeps a feed larger than it', () => {
    const kept = caches({ FEED_CACHE_MB: '10' });
    keep(kept, '/feeds/google-merchant.xml', 6 * MB);
    keep(kept, '/feeds/zap.xml', 6 * MB);
    keep(kept, '/feeds/google-merchant-ru.xml', 11 * MB);
    expect(['/feeds/google-merchant.xml', '/feeds/zap.xml', '/feeds/google-merchant-ru.xml'].map((key) => has(kept, key))).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('forgets pages and feeds alike after a write, and keeps nothing when the catalog cache is off', () => {
    const kept = caches();
    keep(kept, '/api/products?page=1', MB);
    keep(kept, '/feeds/zap.xml', MB);
    kept.clear();
    expect([has(kept, '/api/products?page=1'), has(kept, '/feeds/zap.xml')]).toEqual([false, false]);
    const off = caches({ CATALOG_CACHE: 'false' });
    expect([off.enabled, off.cacheFor('/feeds/zap.xml'), off.cacheFor('/api/products')]).toEqual([false, null, null]);
  });

  it('reads FEED_CACHE_MB as whole megabytes from 1 to 1024, 64 when unset', () => {
    const bytes = (env: Record<string, string>) => loadCatalogCacheConfig(new ConfigReader(env)).feedCacheBytes;
    expect(bytes({})).toBe(64 * MB);
    expect(bytes({ FEED_CACHE_MB: '100' })).toBe(100 * MB);
    expect(() => bytes({ FEED_CACHE_MB: '0' })).toThrow('FEED_CACHE_MB must be a whole number from 1 to 1024, got 0');
  });
});
