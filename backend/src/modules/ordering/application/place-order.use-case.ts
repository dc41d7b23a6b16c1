import { randomInt, randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import type { DeliveryMethod } from 'shop-rules';
import { customerAddressText } from '../domain/delivery-address';
import type { DeliveryAddress, Order, OrderLanguage } from '../domain/order';
import { newOrderNumber } from '../domain/order-number';
import { LineError, priceOrderLines, RequestedLine } from '../domain/order-lines';
import { initialStatus, PaymentMethod } from '../domain/order-status';
import { courierUnavailable, discountRefused, emptyCart, outOfStock } from '../domain/ordering.errors';
import { orderTotal } from 'shop-rules';
import { CheckoutPricing } from './checkout-pricing.service';
import { stockDemand } from '../domain/stock';
import { CatalogForOrdering } from './catalog-for-ordering.port';
import { OrderMailer } from './order-mailer.port';
import { IdempotencyInput, IdempotentCheckout, KeyedAnswer } from './idempotent-checkout.service';
import type { KeyClaim } from './idempotency-keys.port';
import { DiscountCodeAlreadyUsed, DiscountCodeUsedUp, OrderNumberTaken, OrderStore, StockRanOut } from './order-store.port';
import { toOrderView, OrderView } from './order.views';
import { wholeSeconds } from '../../../shared/domain/whole-seconds';

export interface PlaceOrderInput {
  customer: { name: string; email: string; phone: string; companyName: string | null };
  paymentMethod: PaymentMethod;
  deliveryMethod: DeliveryMethod;
  /** Required for a courier (the request's validation sees to it); ignored for pickup. */
  deliveryAddress: DeliveryAddress | null;
  discountCode: string | null;
  notes: string | null;
  language: OrderLanguage;
  items: RequestedLine[];
  idempotency?: IdempotencyInput;
}

/** `replayed`: the stored answer to an earlier request with the same Idempotency-Key. */
export type PlacedOrderAnswer = KeyedAnswer<{ data: OrderView }>;

const ORDER_NUMBER_ATTEMPTS = 5;
const ORDER_NUMBER_UNAVAILABLE = 'ORDER_NUMBER_UNAVAILABLE';
const CREATED = 201;

function refusedLines(refused: LineError[]): DomainError {
  const errors = refused.map(({ field, message }) => ({ field, message }));
  const quantity = refused.find((r) => r.problem === 'INVALID_QUANTITY');
  if (quantity) return new DomainError('INVALID_QUANTITY', 'invalid', `Invalid order lines: ${quantity.message}`, errors);
  return new DomainError(
    refused[0].problem,
    'unprocessable',
    `Some lines cannot be ordered: ${errors.map((e) => e.message).join('; ')}`,
    errors,
  );
}

/** Checkout: prices the cart from the catalog, takes the stock and records the order, once per key. */
@Injectable()
export class PlaceOrderUseCase {
  private readonly logger = new Logger(PlaceOrderUseCase.name);

  constructor(
    private readonly catalog: CatalogForOrdering,
    private readonly store: OrderStore,
    private readonly mailer: OrderMailer,
    private readonly pricing: CheckoutPricing,
    private readonly idempotent: IdempotentCheckout,
  ) {}

  async execute(input: PlaceOrderInput): Promise<PlacedOrderAnswer> {
    if (input.items.length === 0) throw emptyCart();
    if (!input.idempotency) return this.place(input, null);
    // Every refusal of the request is its answer; a number clash is the shop's own trouble, tried afresh.
    return this.idempotent.run(
      input.idempotency,
      (claim) => this.place(input, claim),
      (error) => error.code !== ORDER_NUMBER_UNAVAILABLE,
    );
  }

  /** Prices and stores the order; with a claim, under it (the claim is answered in the order's transaction). */
  private async place(input: PlaceOrderInput, claim: KeyClaim | null): Promise<PlacedOrderAnswer> {
    const productIds = [...new Set(input.items.map((i) => i.productId))];
    const products = await this.catalog.findOrderable(productIds, input.language);
    const catalog = new Map(products.map((p) => [p.id, p]));
    const priced = priceOrderLines(input.items, catalog);
    if (priced.refused.length > 0) throw refusedLines(priced.refused);
    if (priced.shortOfStock.length > 0) throw outOfStock(priced.shortOfStock);

    // Whole seconds: what MySQL's DATETIME keeps, so the stored answer matches later reads.
    const createdAt = wholeSeconds(Date.now());
    const checkout = await this.pricing.price(
      orderTotal(priced.lines),
      { deliveryMethod: input.deliveryMethod, discountCode: input.discountCode, customerEmail: input.customer.email },
      createdAt,
    );
    if (checkout.courierRefused) throw courierUnavailable();
    if (checkout.discountRefusal) throw discountRefused(checkout.discountRefusal.code, checkout.discountRefusal.message);
    const deliveryAddress = checkout.deliveryMethod === 'courier' ? input.deliveryAddress : null;
    const { totals, discount } = checkout;
    // Nothing to pay by card or Bit: settled as placed, the provider never asked (see initialStatus).
    const start = initialStatus(input.paymentMethod, totals.total);
    const order: Order = {
      id: randomUUID(),
      orderNumber: '',
      ...start,
      paymentMethod: input.paymentMethod,
      paymentErrorCode: null,
      language: input.language,
      customerName: input.customer.name,
      customerEmail: input.customer.email,
      customerPhone: input.customer.phone,
      customerAddress: customerAddressText(checkout.deliveryMethod, deliveryAddress, input.language),
      companyName: input.customer.companyName,
      notes: input.notes,
      itemsTotal: totals.itemsTotal,
      discountCode: discount?.code ?? null,
      discountAmount: totals.discount,
      deliveryMethod: checkout.deliveryMethod,
      deliveryAddress,
      deliveryFee: totals.deliveryFee,
      totalAmount: totals.total,
      stockReleased: false,
      paidAt: start.paymentStatus === 'paid' ? createdAt : null,
      paidWith: null,
      installments: null,
      completedAt: null,
      refundedAmount: 0,
      cancellationRequested: false,
      paidAfterCancellationAt: null,
      createdAt,
      updatedAt: createdAt,
      items: priced.lines.map(({ source: _source, ...line }) => ({
        ...line,
        // Given by the store as the lines are written.
        id: 0,
        cancelledQuantity: 0,
        product: { id: line.productId, imageUrl: catalog.get(line.productId)?.imageUrl ?? null },
      })),
    };
    const stock = stockDemand(priced.lines.map((l) => ({ source: l.source, quantity: l.quantity })));
    const discountUse = discount && {
      codeId: discount.codeId,
      customerEmail: input.customer.email,
      maxUsesPerEmail: discount.maxUsesPerEmail,
    };

    for (let attempt = 1; attempt <= ORDER_NUMBER_ATTEMPTS; attempt++) {
      order.orderNumber = newOrderNumber(new Date(), randomInt);
      // Built once the store has given the lines their ids (cancellations name lines by them).
      const answer = (): PlacedOrderAnswer => ({ status: CREATED, body: { data: toOrderView(order) }, replayed: false });
      const keyAnswer = claim && { claim, status: CREATED, body: () => JSON.stringify(answer().body) };
      try {
        await this.store.place({ order, stock, discountUse }, keyAnswer ?? undefined);
      } catch (error) {
        if (error instanceof OrderNumberTaken) continue;
        if (error instanceof StockRanOut) {
          throw outOfStock(
            error.lines.map((i) => ({ field: `items.${i}.quantity`, message: `${order.items[i].productName} is sold out` })),
          );
        }
        // Another order took the last use, or this email's, while this one was being priced.
        if (error instanceof DiscountCodeUsedUp) throw discountRefused('DISCOUNT_CODE_USED_UP', 'This discount code has been used up');
        if (error instanceof DiscountCodeAlreadyUsed) {
          throw discountRefused('DISCOUNT_CODE_ALREADY_USED', 'This discount code was already used with this email');
        }
        throw error;
      }
      this.sendConfirmation(order);
      return answer();
    }
    throw DomainError.conflict(ORDER_NUMBER_UNAVAILABLE, 'Could not give the order a unique number; please try again');
  }

  /** After the commit and without waiting: a mail server that is slow or down never costs an order. */
  private sendConfirmation(order: Order): void {
    Promise.resolve()
      .then(() => this.mailer.sendConfirmation(order))
      .catch((error) =>
        this.logger.warn(`Confirmation email for ${order.orderNumber} not sent: ${error instanceof Error ? error.message : error}`),
      );
  }
}
