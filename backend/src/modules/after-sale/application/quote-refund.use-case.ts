import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import { orderNotFound, requestDecided, requestNotFound } from '../domain/after-sale.errors';
import { AfterSaleOrders } from './after-sale-orders.port';
import { CancellationReadModel } from './cancellation-read-model.port';
import { plannedRefund, plannedRequestRefund, planOrRefuse } from './cancellation-planning.rules';
import type { PlannedRefund } from './cancellation-store.port';

/** What staff are about to refund: a request's approval, or a refund from the orders desk. */
export type RefundToQuote =
  { requestId: number; waiveFee: boolean } | { orderId: string; lines: { itemId: number; quantity: number }[] | null; chargeFee: boolean };

/**
 * The refund staff would make, planned as the approval or the desk's refund plans it on the order as
 * it is now: the amount, the way it goes back, the fee kept. Writes nothing and asks no provider; the
 * refund itself is planned again under the order's refund lock, so this is what staff confirm, not
 * what the server will trust.
 */
@Injectable()
export class QuoteRefundUseCase {
  constructor(
    private readonly orders: AfterSaleOrders,
    private readonly requests: CancellationReadModel,
    private readonly config: AppConfig,
  ) {}

  async execute(input: RefundToQuote, now: Date = new Date()): Promise<PlannedRefund> {
    if ('requestId' in input) return this.ofRequest(input, now);
    const order = await this.orders.findById(input.orderId);
    if (!order) throw orderNotFound();
    const plan = planOrRefuse(order, await this.requests.deliveryRefunded(order.id), {
      lines: input.lines,
      reason: null,
      longerPeriodStatement: false,
      by: 'staff',
      chargeFee: input.chargeFee,
      now,
      timeZone: this.config.shopTimeZone,
    });
    return plannedRefund(order, plan);
  }

  private async ofRequest(input: { requestId: number; waiveFee: boolean }, now: Date): Promise<PlannedRefund> {
    const request = await this.requests.findRequest(input.requestId);
    if (!request) throw requestNotFound();
    if (request.state !== 'open') throw requestDecided();
    const order = await this.orders.findById(request.orderId);
    if (!order) throw orderNotFound();
    return plannedRequestRefund(request, order, await this.requests.deliveryRefunded(order.id), {
      waiveFee: input.waiveFee,
      now,
      timeZone: this.config.shopTimeZone,
    });
  }
}
