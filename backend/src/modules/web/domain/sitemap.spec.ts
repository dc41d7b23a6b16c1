import { pagesOfPart, robotsTxt, sitemapIndex, sitemapParts, urlSet } from './sitemap';

describe('sitemap', () => {
  const pages = [
    { path: '/', lastModified: new Date('2026-05-01T10:00:00Z') },
    { path: '/product/3', lastModified: null },
  ];

  it('lists every page in both languages, each naming the other and x-default', () => {
    const xml = urlSet('https://shop.example', pages);
    expect(xml).toContain('<url><loc>https://shop.example/</loc><lastmod>2026-05-01T10:00:00.000Z</lastmod>');
    expect(xml).toContain('<url><loc>https://shop.example/ru</loc>');
    expect(xml).toContain('<url><loc>https://shop.example/ru/product/3</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ru" href="https://shop.example/ru/product/3"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/product/3"/>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });

  it('escapes addresses', () => {
    expect(urlSet('https://shop.example', [{ path: '/article/a&b', lastModified: null }])).toContain('/article/a&amp;b</loc>');
  });

  it('splits past 50,000 addresses, both languages of a page in one part', () => {
    expect(sitemapParts(25_000)).toBe(1);
    expect(sitemapParts(25_001)).toBe(2);
    const many = Array.from({ length: 7 }, (_, i) => ({ path: `/product/${i}`, lastModified: null }));
    expect(sitemapParts(7, 4)).toBe(4);
    expect(pagesOfPart(many, 2, 4).map((p) => p.path)).toEqual(['/product/2', '/product/3']);
    expect(pagesOfPart(many, 4, 4).map((p) => p.path)).toEqual(['/product/6']);
    const index = sitemapIndex('https://shop.example', 2, null);
    expect(index).toContain('<sitemapindex');
    expect(index).toContain('<loc>https://shop.example/sitemap-2.xml</loc>');
  });

  it("keeps crawlers out of one shopper's pages, the back office and the API, and names the sitemap", () => {
    const robots = robotsTxt('https://shop.example');
    for (const path of ['/admin', '/checkout', '/payment', '/order-', '/cart', '/cancel', '/ru/cancel', '/api'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
