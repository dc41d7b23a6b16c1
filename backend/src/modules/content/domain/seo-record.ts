import type { FieldError } from '../../../shared/domain/domain-error';
import { invalidFields } from './content.errors';
import { isHttpUrl } from 'shop-rules';

export const SEO_PAGE_TYPES = ['home', 'category', 'product', 'about', 'contact', 'blog', 'cart', 'checkout'] as const;
export type SeoPageType = (typeof SEO_PAGE_TYPES)[number];

/** SEO records exist for the two shop languages only. */
export const SEO_LANGUAGES = ['he', 'ru'] as const;
export type SeoLanguage = (typeof SEO_LANGUAGES)[number];
export const DEFAULT_SEO_LANGUAGE: SeoLanguage = 'he';

export const SEO_ROBOTS = ['index,follow', 'noindex,follow', 'index,nofollow', 'noindex,nofollow'] as const;
export type SeoRobots = (typeof SEO_ROBOTS)[number];

export const SEO_LIMITS = {
  title: 200,
  description: 500,
  keywords: 500,
  ogTitle: 200,
  ogDescription: 500,
  url: 500,
  pageSlug: 200,
} as const;

/** Only these pages exist once per item; every other page type has one record per language. */
export const PAGE_TYPES_WITH_SLUG: readonly SeoPageType[] = ['category', 'product'];

export interface SeoRecordFields {
  pageType: SeoPageType;
  pageSlug: string | null;
  pageId: number | null;
  language: SeoLanguage;
  title: string;
  description: string;
  keywords: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  canonical: string | null;
  robots: SeoRobots | null;
  isActive: boolean;
}

export interface SeoRecord extends SeoRecordFields {
  id: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface SeoRecordInput {
  pageType: string;
  pageSlug?: string | null;
  pageId?: number | null;
  language: string;
  title: string;
  description: string;
  keywords?: string | null;
  ogTitle?: string | null;
  ogDescription?: string | null;
  ogImage?: string | null;
  canonical?: string | null;
  robots?: string | null;
  isActive?: boolean;
}

export function isSeoPageType(value: unknown): value is SeoPageType {
  return typeof value === 'string' && (SEO_PAGE_TYPES as readonly string[]).includes(value);
}

export function isSeoLanguage(value: unknown): value is SeoLanguage {
  return typeof value === 'string' && (SEO_LANGUAGES as readonly string[]).includes(value);
}

/** The slug a page type keeps: a slug on a page type without items means nothing and is dropped. */
export function pageSlugFor(pageType: SeoPageType, pageSlug: string | null | undefined): string | null {
  if (!PAGE_TYPES_WITH_SLUG.includes(pageType)) return null;
  return pageSlug?.trim() || null;
}

/**
 * One page has at most one active record per language. The key is stored on active records only,
 * under a unique index, so the database enforces the rule for concurrent saves too.
 */
export function activePageKey(record: Pick<SeoRecordFields, 'pageType' | 'language' | 'pageSlug' | 'isActive'>): string | null {
  return record.isActive ? `${record.pageType}|${record.language}|${record.pageSlug ?? ''}` : null;
}

const optionalText = (value: string | null | undefined): string | null => value?.trim() || null;

function checkLength(errors: FieldError[], field: string, value: string | null, max: number): void {
  if (value !== null && value.length > max) errors.push({ field, message: `${field} must be at most ${max} characters` });
}

/** Validates and normalises an SEO record; every problem is reported at once, named by its API field. */
export function seoRecordFields(input: SeoRecordInput): SeoRecordFields {
  const errors: FieldError[] = [];
  const pageType = input.pageType.trim();
  if (!isSeoPageType(pageType)) {
    errors.push({ field: 'page_type', message: `page_type must be one of ${SEO_PAGE_TYPES.join(', ')}` });
  }
  const language = input.language.trim();
  if (!isSeoLanguage(language)) {
    errors.push({ field: 'language', message: `language must be one of ${SEO_LANGUAGES.join(', ')}` });
  }

  const title = input.title.trim();
  const description = input.description.trim();
  if (title === '') errors.push({ field: 'title', message: 'title is required' });
  if (description === '') errors.push({ field: 'description', message: 'description is required' });
  checkLength(errors, 'title', title, SEO_LIMITS.title);
  checkLength(errors, 'description', description, SEO_LIMITS.description);

  const keywords = optionalText(input.keywords);
  const ogTitle = optionalText(input.ogTitle);
  const ogDescription = optionalText(input.ogDescription);
  checkLength(errors, 'keywords', keywords, SEO_LIMITS.keywords);
  checkLength(errors, 'og_title', ogTitle, SEO_LIMITS.ogTitle);
  checkLength(errors, 'og_description', ogDescription, SEO_LIMITS.ogDescription);

  const ogImage = optionalText(input.ogImage);
  const canonical = optionalText(input.canonical);
  for (const [field, url] of [
    ['og_image', ogImage],
    ['canonical', canonical],
  ] as const) {
    if (url === null) continue;
    if (!isHttpUrl(url)) errors.push({ field, message: `${field} must be an absolute http or https URL` });
    checkLength(errors, field, url, SEO_LIMITS.url);
  }

  // "index, follow" and "INDEX,FOLLOW" mean the same directive.
  const robots = optionalText(input.robots)?.replace(/\s+/g, '').toLowerCase() ?? null;
  if (robots !== null && !(SEO_ROBOTS as readonly string[]).includes(robots)) {
    errors.push({ field: 'robots', message: `robots must be one of ${SEO_ROBOTS.join(' / ')}` });
  }

  const pageId = input.pageId ?? null;
  if (pageId !== null && (!Number.isInteger(pageId) || pageId < 1)) {
    errors.push({ field: 'page_id', message: 'page_id must be a positive whole number' });
  }

  const pageSlug = isSeoPageType(pageType) ? pageSlugFor(pageType, input.pageSlug) : null;
  checkLength(errors, 'page_slug', pageSlug, SEO_LIMITS.pageSlug);

  if (errors.length > 0) throw invalidFields(errors);
  return {
    pageType: pageType as SeoPageType,
    pageSlug,
    pageId,
    language: language as SeoLanguage,
    title,
    description,
    keywords,
    ogTitle,
    ogDescription,
    ogImage,
    canonical,
    robots: robots as SeoRobots | null,
    isActive: input.isActive ?? true,
  };
}
