import type { SeoRecordRequestWire, SeoRecordWire } from '../api/wire';

/** The SEO record's choices and limits, as the server checks them (content/domain/seo-record.ts). */
export const SEO_PAGE_TYPES = ['home', 'category', 'product', 'about', 'contact', 'blog', 'cart', 'checkout'] as const;
export type SeoPageType = (typeof SEO_PAGE_TYPES)[number];

export const SEO_LANGUAGES = ['he', 'ru'] as const;
export type SeoLanguage = (typeof SEO_LANGUAGES)[number];

export const SEO_ROBOTS = ['index,follow', 'noindex,follow', 'index,nofollow', 'noindex,nofollow'] as const;

export const SEO_LIMITS = {
  title: 200,
  description: 500,
  keywords: 500,
  og_title: 200,
  og_description: 500,
  og_image: 500,
  canonical: 500,
  page_slug: 200,
} as const;
export type SeoLimitedField = keyof typeof SEO_LIMITS;

/** How much of a title the table shows; the whole title is its tooltip. */
export const TABLE_TITLE_LENGTH = 60;

/** Only category and product pages exist once per item, so only they have a page slug. */
export const showsPageSlug = (pageType: string | null | undefined): boolean => pageType === 'category' || pageType === 'product';

export const isSeoLanguage = (value: unknown): value is SeoLanguage =>
  typeof value === 'string' && (SEO_LANGUAGES as readonly string[]).includes(value);

/** A new record is in the interface's language when it is a shop language, else Hebrew. */
export const defaultSeoLanguage = (interfaceLanguage: string): SeoLanguage => (isSeoLanguage(interfaceLanguage) ? interfaceLanguage : 'he');

/** The counter under a limited field: "37/200". */
export const counterText = (value: string | null | undefined, max: number): string => `${(value ?? '').length}/${max}`;

/** URL fields are checked by the server's own rule (shop-rules web-address.ts), imported rather than copied. */
export { isHttpUrl } from 'shop-rules';

export function truncateTitle(title: string, max = TABLE_TITLE_LENGTH): string {
  return title.length > max ? `${title.slice(0, max).trimEnd()}…` : title;
}

export interface SeoFormValues {
  id?: number;
  page_type: string;
  page_slug: string;
  page_id: number | null;
  language: string;
  title: string;
  description: string;
  keywords: string;
  og_title: string;
  og_description: string;
  og_image: string;
  canonical: string;
  robots: string;
  is_active: boolean;
}

/** Create mode: active, in the interface's language; edit mode: the record. */
export function seoFormValues(record: Partial<SeoRecordWire> | undefined, interfaceLanguage: string): SeoFormValues {
  return {
    ...(record?.id !== undefined ? { id: record.id } : {}),
    page_type: record?.page_type ?? '',
    page_slug: record?.page_slug ?? '',
    page_id: record?.page_id ?? null,
    language: record?.language ?? defaultSeoLanguage(interfaceLanguage),
    title: record?.title ?? '',
    description: record?.description ?? '',
    keywords: record?.keywords ?? '',
    og_title: record?.og_title ?? '',
    og_description: record?.og_description ?? '',
    og_image: record?.og_image ?? '',
    canonical: record?.canonical ?? '',
    robots: record?.robots ?? '',
    is_active: record?.is_active ?? true,
  };
}

const optional = (value: string | null | undefined): string | null => (value ?? '').trim() || null;

/** The request body: trimmed, empty optional fields as null, a page slug only where one belongs. */
export function seoPayload(values: Partial<SeoFormValues>): SeoRecordRequestWire {
  const pageType = (values.page_type ?? '').trim();
  return {
    // The server names an unknown page type or language; the form's selects offer only known ones.
    page_type: pageType as SeoRecordRequestWire['page_type'],
    page_slug: showsPageSlug(pageType) ? optional(values.page_slug) : null,
    page_id: values.page_id ?? null,
    language: (values.language ?? '').trim() as SeoRecordRequestWire['language'],
    title: (values.title ?? '').trim(),
    description: (values.description ?? '').trim(),
    keywords: optional(values.keywords),
    og_title: optional(values.og_title),
    og_description: optional(values.og_description),
    og_image: optional(values.og_image),
    canonical: optional(values.canonical),
    robots: optional(values.robots) as SeoRecordRequestWire['robots'],
    is_active: values.is_active ?? true,
  };
}
