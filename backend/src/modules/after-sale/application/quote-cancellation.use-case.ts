import { Injectable } from '@nestjs/common';
import type { CancellationReason } from 'shop-rules';
import { AppConfig } from '../../../shared/config/app-config';
import { orderNotFoundForShopper } from '../domain/after-sale.errors';
import { AfterSaleOrders } from './after-sale-orders.port';
import { CancellationReadModel } from './cancellation-read-model.port';
import { planOrRefuse } from './cancellation-planning.rules';
import { CancellationQuoteView, toQuoteView } from './cancellation.views';

export interface ShopperCancellation {
  orderNumber: string;
  email: string | null;
  phone: string | null;
  /** Null: the whole order (what is left of it). */
  lines: { itemId: number; quantity: number }[] | null;
  reason: CancellationReason | null;
  longerPeriodStatement: boolean;
}

/**
 * What cancelling would give the shopper, before they ask: the order's lines with what is left of
 * each, the goods' value, the fee (as for a change of mind when no reason is given yet), the refund
 * and the deadline. Writes nothing.
 */
@Injectable()
export class QuoteCancellationUseCase {
  constructor(
    private readonly orders: AfterSaleOrders,
    private readonly cancellations: CancellationReadModel,
    private readonly config: AppConfig,
  ) {}

  async execute(input: ShopperCancellation, now: Date = new Date()): Promise<CancellationQuoteView> {
    const order = await this.orders.findForShopper(input);
    if (!order) throw orderNotFoundForShopper();
    const plan = planOrRefuse(order, await this.cancellations.deliveryRefunded(order.id), {
      lines: input.lines,
      reason: input.reason ?? 'changed_mind',
      longerPeriodStatement: input.longerPeriodStatement,
      by: 'shopper',
      now,
      timeZone: this.config.shopTimeZone,
    });
    return toQuoteView(order, plan);
  }
}
