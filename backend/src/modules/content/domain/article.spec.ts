import { DomainError } from '../../../shared/domain/domain-error';
import { ARTICLE_LIMITS, articleContent, ArticleInput, isPubliclyReadable } from './article';

const anArticle = (overrides: Partial<ArticleInput> = {}): ArticleInput => ({ title: 'Boxing gloves guide', ...overrides });

function fieldsRefused(input: ArticleInput): string[] {
  try {
    articleContent(input);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return ((error as DomainError).errors ?? []).map((e) => e.field);
  }
  return [];
}

describe('articleContent', () => {
  it('applies the defaults: active, shown in the list, no image, no translations', () => {
    expect(articleContent(anArticle())).toEqual({
      title: 'Boxing gloves guide',
      content: '',
      imageUrl: null,
      isActive: true,
      showInList: true,
      translations: [],
    });
  });

  it('trims titles and clears a blank image', () => {
    const content = articleContent(
      anArticle({ title: '  Guide  ', imageUrl: '  ', translations: [{ language: 'ru', title: ' Гид ', content: null }] }),
    );
    expect(content).toMatchObject({ title: 'Guide', imageUrl: null, translations: [{ language: 'ru', title: 'Гид', content: '' }] });
  });

  it('keeps explicit flags', () => {
    expect(articleContent(anArticle({ isActive: false, showInList: false }))).toMatchObject({ isActive: false, showInList: false });
  });

  it.each([
    [anArticle({ title: '   ' }), ['title']],
    [anArticle({ title: 'x'.repeat(ARTICLE_LIMITS.title + 1) }), ['title']],
    [anArticle({ content: 'x'.repeat(ARTICLE_LIMITS.content + 1) }), ['content']],
    [anArticle({ imageUrl: 'javascript:alert(1)' }), ['image_url']],
    [anArticle({ translations: [{ language: 'fr', title: 'Guide' }] }), ['translations.0.language']],
    [anArticle({ translations: [{ language: 'he', title: ' ' }] }), ['translations.0.title']],
    [
      anArticle({
        translations: [
          { language: 'ru', title: 'А' },
          { language: 'ru', title: 'Б' },
        ],
      }),
      ['translations.1.language'],
    ],
  ])('refuses %j naming %j', (input, fields) => expect(fieldsRefused(input)).toEqual(fields));

  it.each(['https://cdn.example/a.jpg', '/uploads/a.jpg', 'a.jpg'])('accepts the image reference %s', (imageUrl) => {
    expect(articleContent(anArticle({ imageUrl })).imageUrl).toBe(imageUrl);
  });
});

describe('isPubliclyReadable', () => {
  it('lets the public read active articles only, listed or not', () => {
    expect(isPubliclyReadable({ isActive: true })).toBe(true);
    expect(isPubliclyReadable({ isActive: false })).toBe(false);
  });
});
