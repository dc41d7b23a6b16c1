import { Injectable } from '@nestjs/common';
import { categoryNotFound } from '../domain/catalog.errors';
import { CategoryInput, CategoryRecord, draftCategory } from '../domain/category';
import { CategoryStore } from './category-store.port';
import { assignSlug } from './slug-assignment.rules';

export const CATEGORY_SLUG_MAX_LENGTH = 140;

@Injectable()
export class CreateCategoryUseCase {
  constructor(private readonly categories: CategoryStore) {}

  async execute(input: CategoryInput): Promise<CategoryRecord> {
    const draft = draftCategory(input);
    const slug = await assignSlug(this.categories, {
      typed: draft.slug,
      name: draft.name,
      current: null,
      fallback: 'category',
      maxLength: CATEGORY_SLUG_MAX_LENGTH,
    });
    const id = await this.categories.create({ ...draft, slug });
    const created = await this.categories.findById(id, { shoppers: false });
    if (!created) throw categoryNotFound();
    return created;
  }
}
