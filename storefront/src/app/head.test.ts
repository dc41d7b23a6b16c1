import { describe, expect, it } from 'vitest';
import { absoluteUrl, type HeadInput, headHtml, pageHead, shortDescription } from './head';

const base: HeadInput = {
  language: 'he',
  pathname: '/product/3',
  publicUrl: 'https://shop.example',
  shopName: 'חנות ספורט',
  pageTitle: 'כפפות אגרוף',
  description: 'כפפות עור לאימון ולקרב.',
  image: '/uploads/gloves.jpg',
  type: 'product',
  noindex: false,
  seo: null,
  jsonLd: [],
};

describe('page head', () => {
  it('uses the page name, text and picture when there is no SEO record', () => {
    const head = pageHead(base);
    expect(head.title).toBe('כפפות אגרוף | חנות ספורט');
    expect(head.description).toBe('כפפות עור לאימון ולקרב.');
    expect(head.robots).toBe('index, follow');
    expect(head.canonical).toBe('https://shop.example/product/3');
    expect(head.og['og:image']).toBe('https://shop.example/uploads/gloves.jpg');
    expect(head.og['og:locale']).toBe('he_IL');
    expect(head.ogLocaleAlternate).toBe('ru_RU');
  });

  it('lets the SEO record win field by field', () => {
    const head = pageHead({
      ...base,
      seo: {
        title: 'Gloves on sale',
        description: 'Best gloves',
        keywords: 'gloves, boxing',
        og_image: 'https://cdn.example/g.png',
        canonical: '/product/3-gloves',
        robots: 'noindex',
      },
    });
    expect(head.title).toBe('Gloves on sale');
    expect(head.description).toBe('Best gloves');
    expect(head.keywords).toBe('gloves, boxing');
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBe('https://shop.example/product/3-gloves');
    expect(head.og['og:title']).toBe('Gloves on sale');
    expect(head.og['og:image']).toBe('https://cdn.example/g.png');
  });

  it('points hreflang at both languages and x-default at Hebrew', () => {
    const head = pageHead({ ...base, language: 'ru', pathname: '/ru/product/3' });
    expect(head.alternates).toEqual([
      { hreflang: 'he', href: 'https://shop.example/product/3' },
      { hreflang: 'ru', href: 'https://shop.example/ru/product/3' },
      { hreflang: 'x-default', href: 'https://shop.example/product/3' },
    ]);
    expect(head.og['og:locale']).toBe('ru_RU');
  });

  it('keeps pages of one shopper out of search results', () => {
    const head = pageHead({ ...base, pathname: '/cart', noindex: true });
    expect(head.robots).toBe('noindex, follow');
    expect(head.alternates).toEqual([]);
  });

  it('escapes every value, so a record carrying markup shows as text', () => {
    const html = headHtml(
      pageHead({ ...base, seo: { title: '</title><script>alert(1)</script>', description: '"><script>x</script>' } }),
      'n0nce',
    );
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });

  it('writes JSON-LD that cannot close its script element, with the nonce', () => {
    const html = headHtml(pageHead({ ...base, jsonLd: [{ name: '</script><script>alert(1)</script>' }] }), 'n0nce');
    expect(html).toContain('<script type="application/ld+json" nonce="n0nce">');
    expect(html).toContain('\\u003c/script\\u003e');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('shortens long descriptions at a word and drops markdown marks', () => {
    const text = `**Strong** ${'word '.repeat(60)}`;
    const short = shortDescription(text);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.startsWith('Strong word')).toBe(true);
    expect(short.endsWith('…')).toBe(true);
  });

  it('keeps absolute addresses and roots paths at the shop', () => {
    expect(absoluteUrl('https://shop.example/', '/a')).toBe('https://shop.example/a');
    expect(absoluteUrl('https://shop.example', 'http://x.example/p.png')).toBe('http://x.example/p.png');
  });
});
