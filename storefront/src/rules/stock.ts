import { MAX_QUANTITY, MIN_QUANTITY } from 'shop-rules';

export interface StockedVariant {
  stock_quantity: number;
}
export interface StockedProduct {
  stock_quantity: number;
  variants: StockedVariant[];
}

/** In stock: any variant above 0 when there are variants, otherwise the product's own stock. */
export function productInStock(product: StockedProduct): boolean {
  if (product.variants.length > 0) return product.variants.some((v) => v.stock_quantity > 0);
  return product.stock_quantity > 0;
}

/** On the product page the badge follows the chosen variant. */
export function selectionInStock(product: StockedProduct, selectedVariant: StockedVariant | undefined): boolean {
  if (selectedVariant) return selectedVariant.stock_quantity > 0;
  return productInStock(product);
}

/** A typed quantity outside 1..99 (or not a whole number) is ignored: the previous value stays. */
export function acceptQuantity(previous: number, typed: string | number): number {
  const value = typeof typed === 'number' ? typed : Number(typed);
  if (!Number.isInteger(value) || value < MIN_QUANTITY || value > MAX_QUANTITY) return previous;
  return value;
}
