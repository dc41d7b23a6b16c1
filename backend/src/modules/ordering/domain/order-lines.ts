import type { FieldError } from '../../../shared/domain/domain-error';
import type { Agorot } from '../../../shared/domain/money';
import { lineTotal, unitPrice } from './pricing';
import { isOrderableQuantity, linesShortOfStock, MAX_QUANTITY, MIN_QUANTITY, StockSource } from './stock';
import type { SoldLineFields } from './order';

/** What ordering needs to know of a catalog variant. */
export interface OrderableVariant {
  id: number;
  sku: string;
  size: string | null;
  color: string | null;
  material: string | null;
  isActive: boolean;
  priceModifier: Agorot;
  stockQuantity: number;
}

/** What ordering needs to know of a catalog product, with its name in the order's language. */
export interface OrderableProduct {
  id: number;
  name: string;
  isActive: boolean;
  isVisible: boolean;
  hasVariants: boolean;
  price: Agorot;
  hasDiscount: boolean;
  discountPrice: Agorot;
  stockQuantity: number;
  imageUrl: string | null;
  variants: OrderableVariant[];
}

export interface RequestedLine {
  productId: number;
  variantId: number | null;
  quantity: number;
}

/** A line priced by the server at checkout, with where its stock is taken from. */
export interface PricedLine extends SoldLineFields {
  productId: number;
  source: StockSource;
}

/** Variants have no translations: their name is what tells them apart. */
export function variantName(variant: Pick<OrderableVariant, 'size' | 'color' | 'material' | 'sku'>): string {
  const parts = [variant.size, variant.color, variant.material].map((p) => p?.trim()).filter((p): p is string => !!p);
  return parts.length > 0 ? parts.join(' / ') : variant.sku;
}

export type LineProblem =
  | 'PRODUCT_NOT_FOUND'
  | 'PRODUCT_NOT_AVAILABLE'
  | 'VARIANT_REQUIRED'
  | 'VARIANT_NOT_FOUND'
  | 'VARIANT_NOT_AVAILABLE'
  | 'INVALID_QUANTITY'
  | 'PRICE_UNAVAILABLE';

export interface LineError extends FieldError {
  problem: LineProblem;
}

export interface PricingOutcome {
  lines: PricedLine[];
  /** Lines the catalog refuses (unknown, hidden, inactive, wrong variant). */
  refused: LineError[];
  /** Lines asking for more than is in stock. */
  shortOfStock: FieldError[];
}

function refuse(index: number, field: 'product_id' | 'variant_id' | 'quantity', problem: LineProblem, message: string): LineError {
  return { field: `items.${index}.${field}`, message, problem };
}

/** Checks every requested line against the catalog and prices it in agorot. */
export function priceOrderLines(requested: readonly RequestedLine[], catalog: ReadonlyMap<number, OrderableProduct>): PricingOutcome {
  const refused: LineError[] = [];
  const priced: { line: PricedLine; available: number; index: number }[] = [];

  requested.forEach((request, index) => {
    if (!isOrderableQuantity(request.quantity)) {
      refused.push(refuse(index, 'quantity', 'INVALID_QUANTITY', `quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}`));
      return;
    }
    const product = catalog.get(request.productId);
    if (!product) {
      refused.push(refuse(index, 'product_id', 'PRODUCT_NOT_FOUND', `product ${request.productId} does not exist`));
      return;
    }
    if (!product.isActive || !product.isVisible) {
      refused.push(refuse(index, 'product_id', 'PRODUCT_NOT_AVAILABLE', `product ${request.productId} is not for sale`));
      return;
    }
    let variant: OrderableVariant | null = null;
    if (request.variantId !== null) {
      variant = product.hasVariants ? product.variants.find((v) => v.id === request.variantId) ?? null : null;
      if (!variant) {
        refused.push(refuse(index, 'variant_id', 'VARIANT_NOT_FOUND', `variant ${request.variantId} is not a variant of product ${product.id}`));
        return;
      }
      if (!variant.isActive) {
        refused.push(refuse(index, 'variant_id', 'VARIANT_NOT_AVAILABLE', `variant ${variant.id} is not for sale`));
        return;
      }
    } else if (product.hasVariants) {
      refused.push(refuse(index, 'variant_id', 'VARIANT_REQUIRED', `product ${product.id} is sold by variant: choose one`));
      return;
    }
    const unit = unitPrice(product, variant);
    if (unit < 0) {
      refused.push(refuse(index, 'product_id', 'PRICE_UNAVAILABLE', `product ${product.id} has no valid price`));
      return;
    }
    priced.push({
      index,
      available: variant ? variant.stockQuantity : product.stockQuantity,
      line: {
        productId: product.id,
        variantId: variant?.id ?? null,
        productName: product.name,
        variantName: variant ? variantName(variant) : '',
        quantity: request.quantity,
        unitPrice: unit,
        totalPrice: lineTotal(unit, request.quantity),
        source: variant ? { kind: 'variant', id: variant.id } : { kind: 'product', id: product.id },
      },
    });
  });

  const short = linesShortOfStock(priced.map((p) => ({ source: p.line.source, quantity: p.line.quantity, available: p.available })));
  const shortOfStock = short.map((i) => ({
    field: `items.${priced[i].index}.quantity`,
    message: `only ${Math.max(priced[i].available, 0)} left of ${priced[i].line.productName}${priced[i].line.variantName ? ` (${priced[i].line.variantName})` : ''}`,
  }));
  return { lines: priced.map((p) => p.line), refused, shortOfStock };
}
