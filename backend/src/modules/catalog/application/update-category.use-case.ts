import { Injectable } from '@nestjs/common';
import { categoryNotFound } from '../domain/catalog.errors';
import { CategoryInput, CategoryRecord, draftCategory } from '../domain/category';
import { CategoryStore } from './category-store.port';
import { CATEGORY_SLUG_MAX_LENGTH } from './create-category.use-case';
import { assignSlug } from './slug-assignment.rules';

/** Replaces a category and its translations; a renamed category gets a slug from its new name. */
@Injectable()
export class UpdateCategoryUseCase {
  constructor(private readonly categories: CategoryStore) {}

  async execute(command: { id: number; input: CategoryInput }): Promise<CategoryRecord> {
    const current = await this.categories.current(command.id);
    if (!current) throw categoryNotFound();
    const draft = draftCategory(command.input);
    const slug = await assignSlug(this.categories, {
      typed: draft.slug,
      name: draft.name,
      current: { id: command.id, ...current },
      fallback: 'category',
      maxLength: CATEGORY_SLUG_MAX_LENGTH,
    });
    await this.categories.replace(command.id, { ...draft, slug });
    const updated = await this.categories.findById(command.id, { shoppers: false });
    if (!updated) throw categoryNotFound();
    return updated;
  }
}
