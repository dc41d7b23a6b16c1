import { DomainError } from '../../../shared/domain/domain-error';

export const productNotFound = () => DomainError.notFound('PRODUCT_NOT_FOUND', 'Product not found');
export const categoryNotFound = () => DomainError.notFound('CATEGORY_NOT_FOUND', 'Category not found');
export const sizeTemplateNotFound = () => DomainError.notFound('SIZE_TEMPLATE_NOT_FOUND', 'Size template not found');

export const slugTaken = (slug: string) =>
  new DomainError('SLUG_TAKEN', 'conflict', `slug ${slug} is already used`, [{ field: 'slug', message: `slug ${slug} is already used` }]);

/** Every SKU of a product that cannot be kept, each at its own field (variants.<n>.sku), in one answer. */
export const skusTaken = (conflicts: ReadonlyArray<{ sku: string; field: string; reason?: 'elsewhere' | 'twice' }>) =>
  new DomainError(
    'DUPLICATE_SKU',
    'conflict',
    `SKU ${conflicts.map((c) => c.sku).join(', ')} ${conflicts.length === 1 ? 'is' : 'are'} already used`,
    conflicts.map(({ sku, field, reason }) => ({
      field,
      message: reason === 'twice' ? `SKU ${sku} is used twice` : `SKU ${sku} is already used by another variant`,
    })),
  );

export const unknownCategories = (ids: number[]) =>
  DomainError.invalid('UNKNOWN_CATEGORY', `categories ${ids.join(', ')} do not exist`, 'categories');

export const foreignVariant = (index: number) =>
  DomainError.invalid('FOREIGN_VARIANT', `variants.${index}.id is not a variant of this product`, `variants.${index}.id`);

export const idMismatch = () => DomainError.invalid('ID_MISMATCH', 'id in the body differs from the id in the path', 'id');
