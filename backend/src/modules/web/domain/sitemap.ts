/**
 * sitemap.xml for search engines: every shop page in both languages, each address naming its other
 * language (xhtml:link alternates) and when it last changed. Past 50,000 addresses (the protocol's
 * limit per file) the sitemap becomes an index of numbered parts.
 */
export interface SitemapPage {
  /** The page's path in Hebrew (the spec's path); the Russian one is under /ru. */
  path: string;
  lastModified: Date | null;
}

export const MAX_ADDRESSES_PER_SITEMAP = 50_000;
export const SITEMAP_LANGUAGES = ['he', 'ru'] as const;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

export function pathIn(language: (typeof SITEMAP_LANGUAGES)[number], path: string): string {
  if (language === 'he') return path;
  return path === '/' ? '/ru' : `/ru${path}`;
}

/** How many files the sitemap needs: one address per page and language. */
export function sitemapParts(pageCount: number, perFile = MAX_ADDRESSES_PER_SITEMAP): number {
  return Math.max(1, Math.ceil((pageCount * SITEMAP_LANGUAGES.length) / perFile));
}

/** The addresses of one part (1-based), both languages of a page always in the same part. */
export function pagesOfPart(pages: SitemapPage[], part: number, perFile = MAX_ADDRESSES_PER_SITEMAP): SitemapPage[] {
  const pagesPerFile = Math.floor(perFile / SITEMAP_LANGUAGES.length);
  return pages.slice((part - 1) * pagesPerFile, part * pagesPerFile);
}

export function urlSet(origin: string, pages: SitemapPage[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const alternates = SITEMAP_LANGUAGES.map(
      (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(origin + pathIn(language, page.path))}"/>`,
    );
    alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + page.path)}"/>`);
    for (const language of SITEMAP_LANGUAGES) {
      lines.push(
        `<url><loc>${escapeXml(origin + pathIn(language, page.path))}</loc>` +
          (page.lastModified ? `<lastmod>${page.lastModified.toISOString()}</lastmod>` : '') +
          `${alternates.join('')}</url>`,
      );
    }
  }
  lines.push('</urlset>');
  return lines.join('\n');
}

export function sitemapIndex(origin: string, parts: number, lastModified: Date | null): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (let part = 1; part <= parts; part += 1) {
    lines.push(
      `<sitemap><loc>${escapeXml(`${origin}/sitemap-${part}.xml`)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</sitemap>`,
    );
  }
  lines.push('</sitemapindex>');
  return lines.join('\n');
}

/** Crawlers read the shop's pages, never one shopper's (cart, checkout, payment, orders, cancelling one) nor the back office or the API. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /checkout',
    'Disallow: /ru/checkout',
    'Disallow: /payment',
    'Disallow: /ru/payment',
    'Disallow: /order-',
    'Disallow: /ru/order-',
    'Disallow: /cart',
    'Disallow: /ru/cart',
    'Disallow: /cancel',
    'Disallow: /ru/cancel',
    'Disallow: /api',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
