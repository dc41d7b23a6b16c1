import { foreignVariant, skusTaken, unknownCategories } from '../domain/catalog.errors';
import type { ProductDraft } from '../domain/product';
import type { ProductStore } from './product-store.port';

/**
 * What a product draft points at must exist and belong to it: its categories, the variants it
 * keeps by id, and SKUs no other product uses.
 */
export async function checkProductReferences(
  products: ProductStore,
  draft: ProductDraft,
  owner: { productId: number | null; variantIds: readonly number[] },
): Promise<void> {
  const missing = await products.missingCategoryIds(draft.categoryIds);
  if (missing.length > 0) throw unknownCategories(missing);

  draft.variants.forEach((variant, index) => {
    if (variant.id !== null && !owner.variantIds.includes(variant.id)) throw foreignVariant(index);
  });

  const used = new Set(
    (
      await products.skusUsedElsewhere(
        draft.variants.map((v) => v.sku),
        owner.productId,
      )
    ).map((s) => s.toLowerCase()),
  );
  // Every SKU in use at once: a copied product with many variants is corrected in one go, not one refusal at a time.
  const conflicts = draft.variants
    .map((variant, index) => ({ sku: variant.sku, field: `variants.${index}.sku` }))
    .filter(({ sku }) => used.has(sku.toLowerCase()));
  if (conflicts.length > 0) throw skusTaken(conflicts);
}
