import { Injectable } from '@nestjs/common';
import { Article, articleContent } from '../domain/article';
import { articleNotFound } from '../domain/content.errors';
import { ArticleStore } from './article-store.port';
import { ArticleSlugs } from './article-slugs.service';
import type { ArticleCommand } from './create-article.use-case';

/** PUT semantics: the article is replaced; an empty slug is made from the (new) title again. */
@Injectable()
export class UpdateArticleUseCase {
  constructor(
    private readonly articles: ArticleStore,
    private readonly slugs: ArticleSlugs,
  ) {}

  async execute(input: ArticleCommand & { id: number }): Promise<Article> {
    const content = articleContent(input);
    if (!(await this.articles.findById(input.id))) throw articleNotFound();
    return this.slugs.save(input.slug, content.title, input.id, (slug) => this.articles.update(input.id, slug, content));
  }
}
