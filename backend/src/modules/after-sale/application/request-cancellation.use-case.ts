import { Injectable, Logger } from '@nestjs/common';
import type { CancellationReason } from 'shop-rules';
import { AppConfig } from '../../../shared/config/app-config';
import { cancellationAlreadyRequested, orderNotFoundForShopper } from '../domain/after-sale.errors';
import type { CancellationRequest } from '../domain/cancellation-request';
import type { SaleOrder } from '../domain/sale-order';
import { AfterSaleMailer } from './after-sale-mailer.port';
import { AfterSaleOrders } from './after-sale-orders.port';
import { CancellationReadModel } from './cancellation-read-model.port';
import { cancelledLines, planOrRefuse } from './cancellation-planning.rules';
import { AlreadyRequested, CancellationStore } from './cancellation-store.port';
import type { ShopperCancellation } from './quote-cancellation.use-case';
import { wholeSeconds } from '../../../shared/domain/whole-seconds';

/**
 * A shopper asks to cancel (the law's "ביטול עסקה" on the shop's website): checked and priced like
 * the quote, stored with a request number for staff to decide, one open request per order, and
 * confirmed by email in the order's language.
 */
@Injectable()
export class RequestCancellationUseCase {
  private readonly logger = new Logger('CancellationRequests');

  constructor(
    private readonly orders: AfterSaleOrders,
    private readonly cancellations: CancellationReadModel,
    private readonly store: CancellationStore,
    private readonly mailer: AfterSaleMailer,
    private readonly config: AppConfig,
  ) {}

  async execute(
    input: ShopperCancellation & { reason: CancellationReason; reasonDetails: string | null },
    now: Date = new Date(),
  ): Promise<CancellationRequest> {
    const order = await this.orders.findForShopper(input);
    if (!order) throw orderNotFoundForShopper();
    const plan = planOrRefuse(order, await this.cancellations.deliveryRefunded(order.id), {
      lines: input.lines,
      reason: input.reason,
      longerPeriodStatement: input.longerPeriodStatement,
      by: 'shopper',
      now,
      timeZone: this.config.shopTimeZone,
    });
    let request: CancellationRequest;
    try {
      request = await this.store.createRequest({
        orderId: order.id,
        orderNumber: order.orderNumber,
        customerName: order.customerName,
        reason: input.reason,
        reasonDetails: input.reasonDetails,
        longerPeriodStatement: input.longerPeriodStatement,
        wholeOrder: plan.wholeOrder,
        lines: cancelledLines(order, plan),
        goodsAmount: plan.goodsAmount,
        deliveryAmount: plan.deliveryAmount,
        fee: plan.fee,
        refundAmount: plan.refundAmount,
        // Whole seconds: what MySQL's DATETIME keeps, so the answer equals what is read later.
        createdAt: wholeSeconds(now),
      });
    } catch (error) {
      if (error instanceof AlreadyRequested) throw cancellationAlreadyRequested();
      throw error;
    }
    this.sendReceived(order, request);
    return request;
  }

  /** After the commit and without waiting: a mail server that is slow or down never fails the request. */
  private sendReceived(order: SaleOrder, request: CancellationRequest): void {
    Promise.resolve()
      .then(() => this.mailer.sendRequestReceived(order, request))
      .catch((error) =>
        this.logger.warn(`Request email for ${request.requestNumber} not sent: ${error instanceof Error ? error.message : error}`),
      );
  }
}
