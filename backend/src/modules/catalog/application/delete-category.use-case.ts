import { Injectable } from '@nestjs/common';
import { categoryNotFound } from '../domain/catalog.errors';
import { CategoryRepository } from './category-repository.port';

/** Deleting a category removes its translations and product links, never the products. */
@Injectable()
export class DeleteCategoryUseCase {
  constructor(private readonly categories: CategoryRepository) {}

  async execute(id: number): Promise<void> {
    if (!(await this.categories.delete(id))) throw categoryNotFound();
  }
}
