import type { Page } from '../../../shared/pagination/list-query';
import type { Article, ArticleContent } from '../domain/article';
import { articleSlugTaken } from '../domain/content.errors';
import { ArticleStore } from './article-store.port';
import { ArticleSlugs } from './article-slugs.service';

/** Slugs in memory; `stolen` slugs are taken by a "concurrent" save just before the write. */
class SlugsInMemory extends ArticleStore {
  constructor(
    private readonly slugs: Map<number, string>,
    private readonly stolen: string[] = [],
  ) {
    super();
  }
  async slugsLike(base: string, exceptArticleId?: number): Promise<string[]> {
    return [...this.slugs].filter(([id, s]) => id !== exceptArticleId && (s === base || s.startsWith(`${base}-`))).map(([, s]) => s);
  }
  claim(slug: string): string {
    if (this.stolen.includes(slug)) {
      this.stolen.splice(this.stolen.indexOf(slug), 1);
      this.slugs.set(1000 + this.slugs.size, slug);
      throw articleSlugTaken(slug);
    }
    return slug;
  }
  findById = async (): Promise<Article | null> => null;
  findBySlug = async (): Promise<Article | null> => null;
  listPublished = async (): Promise<Page<Article>> => ({ items: [], total: 0, offset: 0 });
  list = async (): Promise<Page<Article>> => ({ items: [], total: 0, offset: 0 });
  insert = async (_slug: string, _content: ArticleContent): Promise<Article> => {
    throw new Error('not used');
  };
  update = this.insert as unknown as ArticleStore['update'];
  delete = async (): Promise<void> => undefined;
}

describe('ArticleSlugs', () => {
  const save = (repo: SlugsInMemory, requested: string | undefined, title: string, articleId?: number) =>
    new ArticleSlugs(repo).save(requested, title, articleId, async (slug) => repo.claim(slug));

  it('numbers a generated slug that is taken', async () => {
    const repo = new SlugsInMemory(
      new Map([
        [1, 'boxing'],
        [2, 'boxing-2'],
      ]),
    );
    await expect(save(repo, undefined, 'Boxing')).resolves.toBe('boxing-3');
  });

  it('refuses a given slug that another article uses', async () => {
    const repo = new SlugsInMemory(new Map([[1, 'boxing']]));
    await expect(save(repo, 'Boxing', 'Anything')).rejects.toMatchObject({ code: 'ARTICLE_SLUG_TAKEN', kind: 'conflict' });
  });

  it('lets an article keep its own slug', async () => {
    const repo = new SlugsInMemory(new Map([[1, 'boxing']]));
    await expect(save(repo, 'boxing', 'Boxing', 1)).resolves.toBe('boxing');
    await expect(save(repo, undefined, 'Boxing', 1)).resolves.toBe('boxing');
  });

  it('picks the next number when a concurrent save took the generated slug', async () => {
    const repo = new SlugsInMemory(new Map([[1, 'boxing']]), ['boxing-2']);
    await expect(save(repo, undefined, 'Boxing')).resolves.toBe('boxing-3');
  });

  it('answers 409 when a concurrent save took the given slug', async () => {
    const repo = new SlugsInMemory(new Map(), ['boxing']);
    await expect(save(repo, 'boxing', 'Boxing')).rejects.toMatchObject({ code: 'ARTICLE_SLUG_TAKEN' });
  });
});
