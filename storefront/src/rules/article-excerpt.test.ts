import { describe, expect, it } from 'vitest';
import { articleDate, articleExcerpt, articlePath, articleTitle, bodyWithoutTitle, EXCERPT_LENGTH } from './article-excerpt';

describe('blog excerpt', () => {
  it('is the plain text of the markdown, without its marks', () => {
    expect(articleExcerpt('# Running shoes\n\nPick **the right** pair: [guide](https://x.test).')).toBe(
      'Running shoes Pick the right pair: guide.',
    );
  });

  it('is cut at 120 characters with an ellipsis when longer', () => {
    const long = 'word '.repeat(60);
    const excerpt = articleExcerpt(long);
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 3);
    expect(excerpt.startsWith('word word')).toBe(true);
  });

  it('keeps a text of exactly 120 characters whole, and an empty body empty', () => {
    const exact = 'x'.repeat(120);
    expect(articleExcerpt(exact)).toBe(exact);
    expect(articleExcerpt('')).toBe('');
    expect(articleExcerpt(null)).toBe('');
  });

  it('reads Hebrew and Russian markdown the same way', () => {
    expect(articleExcerpt('## כותרת\n- נעליים\n- כדורים')).toBe('כותרת נעליים כדורים');
    expect(articleExcerpt('*Бег* по утрам')).toBe('Бег по утрам');
  });
});

describe('article date', () => {
  const iso = '2026-03-05T10:00:00.000Z';

  it('has a long month, numeric day and year per language', () => {
    expect(articleDate(iso, 'ru-RU')).toMatch(/^5 марта 2026/);
    expect(articleDate(iso, 'he-IL')).toContain('במרץ');
    expect(articleDate(iso, 'he-IL')).toContain('2026');
    expect(articleDate(iso, 'en-US')).toBe('March 5, 2026');
  });

  it('is empty when the date cannot be read', () => {
    expect(articleDate('soon', 'he-IL')).toBe('');
    expect(articleDate(null, 'he-IL')).toBe('');
  });
});

describe('article links and titles', () => {
  it('link by slug, or by id without one', () => {
    expect(articlePath({ id: 7, slug: 'takanon-haatar' })).toBe('/article/takanon-haatar');
    expect(articlePath({ id: 7, slug: '' })).toBe('/article/7');
    expect(articlePath({ id: 7, slug: null })).toBe('/article/7');
  });

  it('fall back to the untitled text when the title is empty', () => {
    expect(articleTitle('  ', 'Untitled Article')).toBe('Untitled Article');
    expect(articleTitle('Guide', 'Untitled Article')).toBe('Guide');
  });
});

describe('article body without its repeated title', () => {
  it('drops a first heading that repeats the title', () => {
    expect(bodyWithoutTitle('# Site Policy\n\nThese terms apply.', 'Site Policy')).toBe('These terms apply.');
    expect(bodyWithoutTitle('\n#  תקנון האתר \n## 1. המוכר', 'תקנון האתר')).toBe('## 1. המוכר');
  });

  it('keeps any other heading and a body without one', () => {
    expect(bodyWithoutTitle('# Another heading\ntext', 'Site Policy')).toBe('# Another heading\ntext');
    expect(bodyWithoutTitle('## Site Policy\ntext', 'Site Policy')).toBe('## Site Policy\ntext');
    expect(bodyWithoutTitle('Plain text', 'Site Policy')).toBe('Plain text');
    expect(bodyWithoutTitle(null, 'Site Policy')).toBe('');
  });
});
