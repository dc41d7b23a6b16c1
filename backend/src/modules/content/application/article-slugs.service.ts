import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { firstFreeSlug } from 'shop-rules';
import { chooseArticleSlug } from '../domain/article-slug';
import { articleSlugTaken } from '../domain/content.errors';
import { ArticleStore } from './article-store.port';

/** Picks a free slug for an article and retries when a concurrent save took a generated one. */
@Injectable()
export class ArticleSlugs {
  constructor(private readonly articles: ArticleStore) {}

  async save<T>(
    requested: string | null | undefined,
    title: string,
    articleId: number | undefined,
    write: (slug: string) => Promise<T>,
  ): Promise<T> {
    const choice = chooseArticleSlug(requested, title);
    for (let attempt = 1; ; attempt++) {
      const taken = await this.articles.slugsLike(choice.base, articleId);
      if (choice.explicit && taken.includes(choice.base)) throw articleSlugTaken(choice.base);
      const slug = choice.explicit ? choice.base : firstFreeSlug(choice.base, taken);
      try {
        return await write(slug);
      } catch (error) {
        const lostRace = error instanceof DomainError && error.code === 'ARTICLE_SLUG_TAKEN';
        if (!lostRace || choice.explicit || attempt >= 3) throw error;
      }
    }
  }
}
