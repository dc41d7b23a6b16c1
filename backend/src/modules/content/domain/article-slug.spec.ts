import { DomainError } from '../../../shared/domain/domain-error';
import { chooseArticleSlug, MAX_ARTICLE_SLUG_LENGTH } from './article-slug';

describe('chooseArticleSlug', () => {
  it('makes the slug from the title when none is given', () => {
    expect(chooseArticleSlug(undefined, 'How to Choose Boxing Gloves')).toEqual({ base: 'how-to-choose-boxing-gloves', explicit: false });
    expect(chooseArticleSlug('', 'Как выбрать перчатки')).toEqual({ base: 'kak-vybrat-perchatki', explicit: false });
    expect(chooseArticleSlug('   ', 'תקנון האתר')).toEqual({ base: 'tknvn-hatr', explicit: false });
    expect(chooseArticleSlug(null, 'Ping Pong')).toEqual({ base: 'ping-pong', explicit: false });
  });

  it('normalises a given slug with the slug rule and marks it explicit', () => {
    expect(chooseArticleSlug('  Site Policy!! ', 'ignored')).toEqual({ base: 'site-policy', explicit: true });
    expect(chooseArticleSlug('takanon-haatar', 'תקנון האתר')).toEqual({ base: 'takanon-haatar', explicit: true });
  });

  it('falls back to "article" when the title keeps no letter or digit', () => {
    expect(chooseArticleSlug(undefined, '🏀 !!!')).toEqual({ base: 'article', explicit: false });
  });

  it('refuses a given slug that keeps no letter or digit, naming slug', () => {
    let error: DomainError | undefined;
    try {
      chooseArticleSlug('***', 'Title');
    } catch (e) {
      error = e as DomainError;
    }
    expect(error?.kind).toBe('invalid');
    expect(error?.errors).toEqual([expect.objectContaining({ field: 'slug' })]);
  });

  it('cuts long slugs without leaving a trailing hyphen', () => {
    const title = `${'a'.repeat(MAX_ARTICLE_SLUG_LENGTH - 1)} bcd`;
    const { base } = chooseArticleSlug(undefined, title);
    expect(base).toBe('a'.repeat(MAX_ARTICLE_SLUG_LENGTH - 1));
    expect(chooseArticleSlug(undefined, 'щ'.repeat(200)).base.length).toBe(MAX_ARTICLE_SLUG_LENGTH);
  });
});
