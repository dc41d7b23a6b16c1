import { describe, expect, it } from 'vitest';
import { articleSlug, slugAfterTitleChange } from './articleSlug';

describe('article slugs', () => {
  it('transliterates Hebrew and Cyrillic, keeps a-z, digits and single hyphens', () => {
    expect(articleSlug('תקנון האתר')).toBe('tknvn-hatr');
    expect(articleSlug('Как выбрать перчатки?')).toBe('kak-vybrat-perchatki');
    expect(articleSlug('  Running -- Shoes 2026!  ')).toBe('running-shoes-2026');
    expect(articleSlug('🥊')).toBe('');
    expect(articleSlug(null)).toBe('');
  });

  it('follows the title while the slug is empty', () => {
    expect(slugAfterTitleChange('', 'ריצה', '', false)).toBe('rytsh');
  });

  it('follows the title of a new article while the slug is the one made from it', () => {
    expect(slugAfterTitleChange('Box', 'Boxing', 'box', true)).toBe('boxing');
  });

  it('keeps a slug staff typed, and the address of an existing article', () => {
    expect(slugAfterTitleChange('Box', 'Boxing', 'my-box', true)).toBe('my-box');
    expect(slugAfterTitleChange('Box', 'Boxing', 'box', false)).toBe('box');
  });
});
