import type { FieldError } from '../../../shared/domain/domain-error';
import type { Agorot } from 'shop-rules';
import { hasValidPrice, isOrderableQuantity, lineTotal, MAX_QUANTITY, MIN_QUANTITY, unitPrice } from 'shop-rules';
import { linesShortOfStock, StockSource } from './stock';
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

/** One requested line checked against the catalog: priced, or refused with the reason. */
export type LineAssessment =
  | { index: number; priced: PricedLine; refused: null; available: number; shortOfStock: boolean }
  | { index: number; priced: null; refused: LineError; available: null; shortOfStock: false };

function refuse(index: number, field: 'product_id' | 'variant_id' | 'quantity', problem: LineProblem, message: string): LineAssessment {
  return { index, priced: null, refused: { field: `items.${index}.${field}`, message, problem }, available: null, shortOfStock: false };
}

function assessLine(request: RequestedLine, index: number, catalog: ReadonlyMap<number, OrderableProduct>): LineAssessment {
  if (!isOrderableQuantity(request.quantity)) {
    return refuse(index, 'quantity', 'INVALID_QUANTITY', `quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}`);
  }
  const product = catalog.get(request.productId);
  if (!product) return refuse(index, 'product_id', 'PRODUCT_NOT_FOUND', `product ${request.productId} does not exist`);
  if (!product.isActive || !product.isVisible)
    return refuse(index, 'product_id', 'PRODUCT_NOT_AVAILABLE', `product ${request.productId} is not for sale`);
  let variant: OrderableVariant | null = null;
  if (request.variantId !== null) {
    variant = product.hasVariants ? (product.variants.find((v) => v.id === request.variantId) ?? null) : null;
    if (!variant)
      return refuse(index, 'variant_id', 'VARIANT_NOT_FOUND', `variant ${request.variantId} is not a variant of product ${product.id}`);
    if (!variant.isActive) return refuse(index, 'variant_id', 'VARIANT_NOT_AVAILABLE', `variant ${variant.id} is not for sale`);
  } else if (product.hasVariants) {
    return refuse(index, 'variant_id', 'VARIANT_REQUIRED', `product ${product.id} is sold by variant: choose one`);
  }
  if (!hasValidPrice(product, variant)) return refuse(index, 'product_id', 'PRICE_UNAVAILABLE', `product ${product.id} has no valid price`);
  const unit = unitPrice(product, variant);
  return {
    index,
    refused: null,
    shortOfStock: false,
    available: variant ? variant.stockQuantity : product.stockQuantity,
    priced: {
      productId: product.id,
      variantId: variant?.id ?? null,
      productName: product.name,
      variantName: variant ? variantName(variant) : '',
      quantity: request.quantity,
      unitPrice: unit,
      totalPrice: lineTotal(unit, request.quantity),
      source: variant ? { kind: 'variant', id: variant.id } : { kind: 'product', id: product.id },
    },
  };
}

/**
 * Checks every requested line against the catalog and prices it in agorot, line by line: placing an
 * order and quoting a cart both read their lines from here.
 */
export function assessOrderLines(requested: readonly RequestedLine[], catalog: ReadonlyMap<number, OrderableProduct>): LineAssessment[] {
  const assessed = requested.map((request, index) => assessLine(request, index, catalog));
  const priced = assessed.filter((a): a is Extract<LineAssessment, { refused: null }> => a.refused === null);
  const short = linesShortOfStock(priced.map((a) => ({ source: a.priced.source, quantity: a.priced.quantity, available: a.available })));
  for (const i of short) priced[i].shortOfStock = true;
  return assessed;
}

function shortOfStockError(line: PricedLine, index: number, available: number): FieldError {
  const name = `${line.productName}${line.variantName ? ` (${line.variantName})` : ''}`;
  return { field: `items.${index}.quantity`, message: `only ${Math.max(available, 0)} left of ${name}` };
}

/** The order's lines priced, the lines refused and the lines short of stock. */
export function priceOrderLines(requested: readonly RequestedLine[], catalog: ReadonlyMap<number, OrderableProduct>): PricingOutcome {
  const outcome: PricingOutcome = { lines: [], refused: [], shortOfStock: [] };
  for (const line of assessOrderLines(requested, catalog)) {
    if (line.refused) {
      outcome.refused.push(line.refused);
      continue;
    }
    outcome.lines.push(line.priced);
    if (line.shortOfStock) outcome.shortOfStock.push(shortOfStockError(line.priced, line.index, line.available));
  }
  return outcome;
}
