import { Injectable } from '@nestjs/common';
import { toShekels } from 'shop-rules';
import type { OrderLanguage } from '../domain/order';
import { assessOrderLines, LineAssessment, LineProblem, OrderableProduct, RequestedLine } from '../domain/order-lines';
import { orderTotal } from 'shop-rules';
import { CatalogForOrdering } from './catalog-for-ordering.port';

/** Why a quoted line cannot be ordered as it is: the catalog's refusal, or not enough stock. */
export type QuotedLineProblem = LineProblem | 'OUT_OF_STOCK';

/** One cart line as the server would price it now (shekels), with what stops it from being ordered. */
export interface QuotedLineView {
  product_id: number;
  variant_id: number | null;
  product_name: string | null;
  variant_name: string | null;
  image_url: string | null;
  quantity: number;
  unit_price: number | null;
  total_price: number | null;
  /** Units left of the product or variant the line takes from; null when the line is refused. */
  available: number | null;
  problem: QuotedLineProblem | null;
  message: string | null;
}

export interface OrderQuoteView {
  lines: QuotedLineView[];
  /** What placing the order charges for the lines without a problem. */
  total_amount: number;
  item_count: number;
  /** True when every line can be ordered as it is (placing the order would not refuse it). */
  orderable: boolean;
}

/**
 * The cart priced exactly as placing the order prices it (the same domain code), before checkout:
 * current prices and stock, and the lines that would be refused. Reserves nothing and saves nothing.
 */
@Injectable()
export class QuoteOrderUseCase {
  constructor(private readonly catalog: CatalogForOrdering) {}

  async execute(input: { language: OrderLanguage; items: RequestedLine[] }): Promise<OrderQuoteView> {
    const productIds = [...new Set(input.items.map((i) => i.productId))];
    const products = productIds.length > 0 ? await this.catalog.findOrderable(productIds, input.language) : [];
    const catalog = new Map(products.map((p) => [p.id, p]));
    const assessed = assessOrderLines(input.items, catalog);
    const chargeable = assessed.flatMap((line) => (line.priced && !line.shortOfStock ? [line.priced] : []));
    const lines = assessed.map((line) => this.quotedLine(line, input.items[line.index], catalog));
    return {
      lines,
      total_amount: toShekels(orderTotal(chargeable)),
      item_count: chargeable.reduce((sum, line) => sum + line.quantity, 0),
      orderable: lines.length > 0 && chargeable.length === lines.length,
    };
  }

  private quotedLine(line: LineAssessment, requested: RequestedLine, catalog: ReadonlyMap<number, OrderableProduct>): QuotedLineView {
    if (line.refused) {
      return {
        product_id: requested.productId,
        variant_id: requested.variantId,
        product_name: null,
        variant_name: null,
        image_url: null,
        quantity: requested.quantity,
        unit_price: null,
        total_price: null,
        available: null,
        problem: line.refused.problem,
        message: line.refused.message,
      };
    }
    const { priced } = line;
    const available = Math.max(line.available, 0);
    return {
      product_id: priced.productId,
      variant_id: priced.variantId,
      product_name: priced.productName,
      variant_name: priced.variantName,
      image_url: catalog.get(priced.productId)?.imageUrl ?? null,
      quantity: priced.quantity,
      unit_price: toShekels(priced.unitPrice),
      total_price: toShekels(priced.totalPrice),
      available,
      problem: line.shortOfStock ? 'OUT_OF_STOCK' : null,
      message: line.shortOfStock ? `only ${available} left` : null,
    };
  }
}
