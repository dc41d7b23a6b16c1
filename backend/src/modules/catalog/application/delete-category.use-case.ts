import { Injectable } from '@nestjs/common';
import { categoryNotFound } from '../domain/catalog.errors';
import { CategoryStore } from './category-store.port';

/** Deleting a category removes its translations and product links, never the products. */
@Injectable()
export class DeleteCategoryUseCase {
  constructor(private readonly categories: CategoryStore) {}

  async execute(id: number): Promise<void> {
    if (!(await this.categories.delete(id))) throw categoryNotFound();
  }
}
