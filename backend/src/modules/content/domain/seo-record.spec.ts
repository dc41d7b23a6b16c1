import { DomainError } from '../../../shared/domain/domain-error';
import { activePageKey, pageSlugFor, SEO_LIMITS, SEO_PAGE_TYPES, SEO_ROBOTS, seoRecordFields, SeoRecordInput } from './seo-record';

const aSeoRecord = (overrides: Partial<SeoRecordInput> = {}): SeoRecordInput => ({
  pageType: 'home',
  language: 'he',
  title: 'חנות ספורט',
  description: 'ציוד ספורט לכל ענף',
  ...overrides,
});

function fieldsRefused(input: SeoRecordInput): string[] {
  try {
    seoRecordFields(input);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('invalid');
    return ((error as DomainError).errors ?? []).map((e) => e.field);
  }
  return [];
}

describe('seoRecordFields', () => {
  it('normalises a minimal record: optional texts null, active', () => {
    expect(seoRecordFields(aSeoRecord({ keywords: '  ', robots: '' }))).toEqual({
      pageType: 'home',
      pageSlug: null,
      pageId: null,
      language: 'he',
      title: 'חנות ספורט',
      description: 'ציוד ספורט לכל ענף',
      keywords: null,
      ogTitle: null,
      ogDescription: null,
      ogImage: null,
      canonical: null,
      robots: null,
      isActive: true,
    });
  });

  it.each(SEO_PAGE_TYPES)('accepts the page type %s', (pageType) =>
    expect(seoRecordFields(aSeoRecord({ pageType })).pageType).toBe(pageType),
  );

  it.each(SEO_ROBOTS)('accepts robots %s', (robots) => expect(seoRecordFields(aSeoRecord({ robots })).robots).toBe(robots));

  it('reads robots with spaces or capitals as the same directive', () => {
    expect(seoRecordFields(aSeoRecord({ robots: 'NoIndex, Follow' })).robots).toBe('noindex,follow');
  });

  it('keeps the page slug for category and product pages only', () => {
    expect(seoRecordFields(aSeoRecord({ pageType: 'category', pageSlug: ' boxing ' })).pageSlug).toBe('boxing');
    expect(seoRecordFields(aSeoRecord({ pageType: 'product', pageSlug: 'gloves' })).pageSlug).toBe('gloves');
    expect(seoRecordFields(aSeoRecord({ pageType: 'about', pageSlug: 'boxing' })).pageSlug).toBeNull();
    expect(seoRecordFields(aSeoRecord({ pageType: 'category', pageSlug: '' })).pageSlug).toBeNull();
  });

  it('accepts the limits exactly', () => {
    const atLimit = aSeoRecord({
      title: 't'.repeat(SEO_LIMITS.title),
      description: 'd'.repeat(SEO_LIMITS.description),
      ogTitle: 'o'.repeat(SEO_LIMITS.ogTitle),
      ogDescription: 'o'.repeat(SEO_LIMITS.ogDescription),
      keywords: 'k'.repeat(SEO_LIMITS.keywords),
    });
    expect(() => seoRecordFields(atLimit)).not.toThrow();
  });

  it.each([
    [aSeoRecord({ pageType: 'landing' }), ['page_type']],
    [aSeoRecord({ language: 'en' }), ['language']],
    [aSeoRecord({ title: ' ' }), ['title']],
    [aSeoRecord({ title: 't'.repeat(201) }), ['title']],
    [aSeoRecord({ description: '' }), ['description']],
    [aSeoRecord({ description: 'd'.repeat(501) }), ['description']],
    [aSeoRecord({ ogTitle: 'o'.repeat(201) }), ['og_title']],
    [aSeoRecord({ ogDescription: 'o'.repeat(501) }), ['og_description']],
    [aSeoRecord({ keywords: 'k'.repeat(501) }), ['keywords']],
    [aSeoRecord({ ogImage: 'not a url' }), ['og_image']],
    [aSeoRecord({ ogImage: 'ftp://shop.example/a.jpg' }), ['og_image']],
    [aSeoRecord({ canonical: '/category/boxing' }), ['canonical']],
    [aSeoRecord({ robots: 'all' }), ['robots']],
    [aSeoRecord({ pageId: 0 }), ['page_id']],
    [aSeoRecord({ pageType: 'category', pageSlug: 's'.repeat(201) }), ['page_slug']],
    [aSeoRecord({ pageType: 'x', language: 'x', title: '', description: '' }), ['page_type', 'language', 'title', 'description']],
  ])('refuses %j naming %j', (input, fields) => expect(fieldsRefused(input)).toEqual(fields));
});

describe('pageSlugFor', () => {
  it('drops slugs of page types that have no items', () => {
    expect(pageSlugFor('home', 'x')).toBeNull();
    expect(pageSlugFor('category', 'boxing')).toBe('boxing');
    expect(pageSlugFor('product', undefined)).toBeNull();
  });
});

describe('activePageKey', () => {
  it('identifies the page of an active record and gives inactive ones none', () => {
    expect(activePageKey({ pageType: 'category', language: 'ru', pageSlug: 'boxing', isActive: true })).toBe('category|ru|boxing');
    expect(activePageKey({ pageType: 'home', language: 'he', pageSlug: null, isActive: true })).toBe('home|he|');
    expect(activePageKey({ pageType: 'home', language: 'he', pageSlug: null, isActive: false })).toBeNull();
  });
});
