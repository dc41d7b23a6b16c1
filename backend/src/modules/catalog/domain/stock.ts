export interface StockFields {
  hasVariants: boolean;
  stockQuantity: number;
  variants: ReadonlyArray<{ stockQuantity: number; isActive: boolean }>;
}

/** A product "with variants" is one that has them switched on and actually has variant rows. */
function countsVariants(product: StockFields): boolean {
  return product.hasVariants && product.variants.length > 0;
}

/** The stock shown in the back office: the variants' sum, or the product's own quantity. */
export function totalStock(product: StockFields): number {
  if (!countsVariants(product)) return product.stockQuantity;
  return product.variants.reduce((sum, variant) => sum + variant.stockQuantity, 0);
}

/** In stock when any active variant has stock, or, without variants, when the product has stock. */
export function isInStock(product: StockFields): boolean {
  if (!countsVariants(product)) return product.stockQuantity > 0;
  return product.variants.some((variant) => variant.isActive && variant.stockQuantity > 0);
}
