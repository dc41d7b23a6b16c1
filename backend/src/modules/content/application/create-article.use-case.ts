import { Injectable } from '@nestjs/common';
import { Article, articleContent, ArticleInput } from '../domain/article';
import { ArticleStore } from './article-store.port';
import { ArticleSlugs } from './article-slugs.service';

export interface ArticleCommand extends ArticleInput {
  /** Empty or missing: made from the title. */
  slug?: string | null;
}

@Injectable()
export class CreateArticleUseCase {
  constructor(
    private readonly articles: ArticleStore,
    private readonly slugs: ArticleSlugs,
  ) {}

  async execute(input: ArticleCommand): Promise<Article> {
    const content = articleContent(input);
    return this.slugs.save(input.slug, content.title, undefined, (slug) => this.articles.insert(slug, content));
  }
}
