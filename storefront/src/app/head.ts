import { type Language, LANGUAGES, pathInLanguage } from '../rules/language';

/** The page's SEO record as the head needs it (every field optional: a record may fill only some). */
export interface SeoRecordHead {
  title?: string | null;
  description?: string | null;
  keywords?: string | null;
  og_title?: string | null;
  og_description?: string | null;
  og_image?: string | null;
  canonical?: string | null;
  robots?: string | null;
}

export interface HeadInput {
  language: Language;
  /** The page's path (no query): /ru/product/3. */
  pathname: string;
  /** The shop's public address (https://shop.example), to make every address absolute. */
  publicUrl: string;
  shopName: string;
  /** The page's own title ("Running shoes"); null for the shop's name alone. */
  pageTitle: string | null;
  description: string;
  /** The page's own picture (a product's, a category's, an article's), else the shop's default. */
  image: string;
  type: 'website' | 'product' | 'article';
  /** Pages of one shopper (cart, checkout, payment, an order), search results and unknown addresses. */
  noindex: boolean;
  seo: SeoRecordHead | null;
  jsonLd: object[];
}

export interface Head {
  title: string;
  description: string;
  keywords: string | null;
  robots: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  og: Record<string, string>;
  ogLocaleAlternate: string;
  jsonLd: object[];
}

export const OG_LOCALE: Record<Language, string> = { he: 'he_IL', ru: 'ru_RU' };

/** An address on the shop (a path, or an absolute http(s) address kept as is). */
export function absoluteUrl(publicUrl: string, value: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}${value.startsWith('/') ? value : `/${value}`}`;
}

const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/** Search results show about 160 characters of a description. */
export function shortDescription(value: string, limit = 160): string {
  const plain = text(value.replace(/<[^>]*>/g, ' ').replace(/[#*_`>[\]()!]/g, ' '));
  if (plain.length <= limit) return plain;
  const cut = plain.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The head of a page: the SEO record wins field by field; the page's own name, text and picture fill the rest. */
export function pageHead(input: HeadInput): Head {
  const seo = input.seo ?? {};
  const ownTitle = input.pageTitle ? `${input.pageTitle} | ${input.shopName}` : input.shopName;
  const title = text(seo.title) || ownTitle;
  const description = text(seo.description) || shortDescription(input.description);
  const canonical = text(seo.canonical) ? absoluteUrl(input.publicUrl, text(seo.canonical)) : absoluteUrl(input.publicUrl, input.pathname);
  const alternates: { hreflang: string; href: string }[] = LANGUAGES.map((language) => ({
    hreflang: language,
    href: absoluteUrl(input.publicUrl, pathInLanguage(input.pathname, language)),
  }));
  alternates.push({ hreflang: 'x-default', href: absoluteUrl(input.publicUrl, pathInLanguage(input.pathname, 'he')) });
  const other = LANGUAGES.find((language) => language !== input.language) ?? 'he';
  return {
    title,
    description,
    keywords: text(seo.keywords) || null,
    robots: text(seo.robots) || (input.noindex ? 'noindex, follow' : 'index, follow'),
    canonical,
    alternates: input.noindex ? [] : alternates,
    og: {
      'og:type': input.type,
      'og:site_name': input.shopName,
      'og:title': text(seo.og_title) || title,
      'og:description': text(seo.og_description) || description,
      'og:image': absoluteUrl(input.publicUrl, text(seo.og_image) || input.image),
      'og:url': canonical,
      'og:locale': OG_LOCALE[input.language],
    },
    ogLocaleAlternate: OG_LOCALE[other],
    jsonLd: input.jsonLd,
  };
}

/** HTML-escapes a value for an element's text or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** JSON inside a <script> block: nothing in it can close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head's tags as HTML; every value escaped, the JSON-LD blocks carrying the response's nonce. */
export function headHtml(head: Head, nonce: string): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(value)}">`;
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.keywords ? [meta('name', 'keywords', head.keywords)] : []),
    meta('name', 'robots', head.robots),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.alternates.map((link) => `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}">`),
    ...Object.entries(head.og).map(([key, value]) => meta('property', key, value)),
    meta('property', 'og:locale:alternate', head.ogLocaleAlternate),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...head.jsonLd.map((data) => `<script type="application/ld+json" nonce="${escapeHtml(nonce)}">${scriptJson(data)}</script>`),
  ];
  return lines.join('\n    ');
}
