import { describe, expect, it } from 'vitest';
import { counterText, defaultSeoLanguage, isHttpUrl, seoFormValues, seoPayload, showsPageSlug, truncateTitle } from './seoRules';

describe('SEO records', () => {
  it('counts characters against the limit', () => {
    expect(counterText('Boxing', 200)).toBe('6/200');
    expect(counterText(null, 500)).toBe('0/500');
    expect(counterText('א'.repeat(501), 500)).toBe('501/500');
  });

  it('has a page slug only for category and product pages', () => {
    expect(showsPageSlug('category')).toBe(true);
    expect(showsPageSlug('product')).toBe(true);
    expect(showsPageSlug('home')).toBe(false);
    expect(showsPageSlug('')).toBe(false);
  });

  it('starts a new record active, in the interface language when it is a shop language', () => {
    expect(seoFormValues(undefined, 'ru')).toMatchObject({ language: 'ru', is_active: true, page_type: '', robots: '' });
    expect(defaultSeoLanguage('en')).toBe('he');
    expect(seoFormValues({ id: 4, language: 'he', title: 'T', og_title: null }, 'ru')).toMatchObject({
      id: 4,
      language: 'he',
      og_title: '',
    });
  });

  it('accepts only absolute http(s) addresses', () => {
    expect(isHttpUrl('https://shop.example/a.jpg')).toBe(true);
    expect(isHttpUrl('/uploads/a.jpg')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('https://shop example')).toBe(false);
  });

  it('builds the payload: trimmed, empty optional fields null, no slug for other pages', () => {
    const base = {
      page_type: 'home',
      page_slug: 'boxing',
      language: 'he',
      title: ' Home ',
      description: ' D ',
      keywords: ' ',
      robots: '',
      og_image: '',
    };
    expect(seoPayload(base)).toEqual({
      page_type: 'home',
      page_slug: null,
      page_id: null,
      language: 'he',
      title: 'Home',
      description: 'D',
      keywords: null,
      og_title: null,
      og_description: null,
      og_image: null,
      canonical: null,
      robots: null,
      is_active: true,
    });
    expect(seoPayload({ ...base, page_type: 'category', robots: 'noindex,follow' })).toMatchObject({
      page_slug: 'boxing',
      robots: 'noindex,follow',
    });
  });

  it('cuts a long title for the table with an ellipsis', () => {
    expect(truncateTitle('x'.repeat(70))).toBe(`${'x'.repeat(60)}…`);
    expect(truncateTitle('short')).toBe('short');
  });
});
