import { Injectable } from '@nestjs/common';
import type { DeliveryMethod } from 'shop-rules';
import { toShekels } from 'shop-rules';
import type { OrderLanguage } from '../domain/order';
import { assessOrderLines, LineAssessment, LineProblem, OrderableProduct, RequestedLine } from '../domain/order-lines';
import { orderTotal } from 'shop-rules';
import { CatalogForOrdering } from './catalog-for-ordering.port';
import { CheckoutPricing } from './checkout-pricing.service';

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
  /** The lines without a problem, before the discount. */
  items_total: number;
  discount: { code: string; amount: number } | null;
  /** Why the code sent gives no discount (the prices are answered without it); null: no code or granted. */
  discount_error: { code: string; message: string } | null;
  /** The method priced: pickup when a courier was asked for and staff switched it off (see courier_available). */
  delivery_method: DeliveryMethod;
  delivery_fee: number;
  /** Items total after the discount from which the courier is free; null: never free or no courier. */
  free_delivery_from: number | null;
  /** "₪N more for free delivery"; 0 once reached; null: no threshold or no courier. */
  amount_to_free_delivery: number | null;
  courier_available: boolean;
  /** items_total - discount + delivery_fee: what placing the order charges for the lines without a problem. */
  total: number;
  /** The same as total (the spec's name). */
  total_amount: number;
  /** The most card payments allowed for this total. */
  max_installments: number;
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
  constructor(
    private readonly catalog: CatalogForOrdering,
    private readonly pricing: CheckoutPricing,
  ) {}

  async execute(input: {
    language: OrderLanguage;
    items: RequestedLine[];
    deliveryMethod: DeliveryMethod;
    discountCode: string | null;
    customerEmail: string | null;
  }): Promise<OrderQuoteView> {
    const productIds = [...new Set(input.items.map((i) => i.productId))];
    const products = productIds.length > 0 ? await this.catalog.findOrderable(productIds, input.language) : [];
    const catalog = new Map(products.map((p) => [p.id, p]));
    const assessed = assessOrderLines(input.items, catalog);
    const chargeable = assessed.flatMap((line) => (line.priced && !line.shortOfStock ? [line.priced] : []));
    const lines = assessed.map((line) => this.quotedLine(line, input.items[line.index], catalog));
    const checkout = await this.pricing.price(
      orderTotal(chargeable),
      { deliveryMethod: input.deliveryMethod, discountCode: input.discountCode, customerEmail: input.customerEmail },
      new Date(),
    );
    const { totals } = checkout;
    const shekelsOrNull = (agorot: number | null) => (agorot === null ? null : toShekels(agorot));
    return {
      lines,
      items_total: toShekels(totals.itemsTotal),
      discount: checkout.discount && { code: checkout.discount.code, amount: toShekels(totals.discount) },
      discount_error: checkout.discountRefusal,
      delivery_method: checkout.deliveryMethod,
      delivery_fee: toShekels(totals.deliveryFee),
      free_delivery_from: shekelsOrNull(checkout.freeDeliveryFrom),
      amount_to_free_delivery: shekelsOrNull(totals.amountToFreeDelivery),
      courier_available: checkout.courierAvailable,
      total: toShekels(totals.total),
      total_amount: toShekels(totals.total),
      max_installments: checkout.maxInstallments,
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
