import type { EntityManager } from 'typeorm';
import { ItemState, translationFields } from '../../../shared/audit/item-with-children';
import type { ProductToStore } from '../application/product-store.port';
import { ProductImageEntity } from './product-image.entity';
import { ProductTranslationEntity } from './product-translation.entity';
import { ProductEntity } from './product.entity';

const TRANSLATED = ['name', 'description'] as const;

/** Pictures in their order (the first is the main one), categories by id: how staff see them. */
const pictureList = (images: ReadonlyArray<{ url: string; sortOrder: number }>) =>
  [...images].sort((a, b) => a.sortOrder - b.sortOrder).map((image) => image.url);
const categoryList = (ids: readonly number[]) => [...new Set(ids.map(Number))].sort((a, b) => a - b);

/** A product as it is being written, as the audit log compares it (its row's fields and its children's). */
export function productStateToWrite(columns: Partial<ProductEntity>, product: ProductToStore): ItemState {
  return {
    ...columns,
    ...translationFields(product.translations, TRANSLATED),
    images: pictureList(product.images),
    category_ids: categoryList(product.categoryIds),
  };
}

/** The stored product, in the same shape; null when there is none. */
export async function storedProductState(manager: EntityManager, id: number): Promise<ItemState | null> {
  const row = await manager.findOneBy(ProductEntity, { id });
  if (!row) return null;
  // One after another: they share the transaction's connection.
  const translations = await manager.find(ProductTranslationEntity, { where: { productId: id } });
  const images = await manager.find(ProductImageEntity, { where: { productId: id }, order: { sortOrder: 'ASC', id: 'ASC' } });
  const categories = (await manager.query('SELECT category_id FROM product_categories WHERE product_id = ?', [id])) as Array<{
    category_id: number;
  }>;
  return {
    ...row,
    ...translationFields(translations, TRANSLATED),
    images: pictureList(images),
    category_ids: categoryList(categories.map((c) => c.category_id)),
  };
}
