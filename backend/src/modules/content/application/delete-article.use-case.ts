import { Injectable } from '@nestjs/common';
import type { Article } from '../domain/article';
import { articleNotFound } from '../domain/content.errors';
import { ArticleStore } from './article-store.port';

@Injectable()
export class DeleteArticleUseCase {
  constructor(private readonly articles: ArticleStore) {}

  /** Answers the deleted article, as react-admin expects. */
  async execute(input: { id: number }): Promise<Article> {
    const article = await this.articles.findById(input.id);
    if (!article) throw articleNotFound();
    await this.articles.delete(input.id);
    return article;
  }
}
