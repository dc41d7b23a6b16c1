import { cacheKeyOf, isPublicCatalogRead } from './public-catalog-cache.middleware';

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
