import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import { requestNotFound } from '../domain/after-sale.errors';
import type { CancellationRequest } from '../domain/cancellation-request';
import type { Refund } from '../domain/refund';
import { AfterSaleMailer } from './after-sale-mailer.port';
import { AfterSaleOrders } from './after-sale-orders.port';
import { CancellationReadModel } from './cancellation-read-model.port';
import { plannedRequestRefund } from './cancellation-planning.rules';
import { CancellationStore } from './cancellation-store.port';
import { claimShownVersion } from './request-claim.rules';
import { asRefundInProgress, RefundExecution } from './refund-execution.service';
import { wholeSeconds } from '../../../shared/domain/whole-seconds';

/**
 * Staff approve a request: it is claimed first (a guarded change of its state, so of two approvals
 * on any instances only one goes on), planned again on the order as it is now (the fee waived if
 * staff say so), refunded by the way it was paid, and the order follows: lines cancelled, units back
 * on the shelf, money and statuses. A provider refusal leaves the request open with its message.
 */
@Injectable()
export class ApproveCancellationRequestUseCase {
  private readonly logger = new Logger('CancellationRequests');

  constructor(
    private readonly requests: CancellationReadModel,
    private readonly store: CancellationStore,
    private readonly execution: RefundExecution,
    private readonly orders: AfterSaleOrders,
    private readonly mailer: AfterSaleMailer,
    private readonly config: AppConfig,
  ) {}

  async execute(
    input: { requestId: number; version: number; note: string | null; waiveFee: boolean },
    now: Date = new Date(),
  ): Promise<CancellationRequest> {
    const request = await this.requests.findRequest(input.requestId);
    if (!request) throw requestNotFound();
    // Only the version staff were shown is decided: an approval still in flight when a refused
    // refund reopened the request finds a new version and never reaches the provider.
    await claimShownVersion(request, input.version, this.requests, (version) => this.store.claimRequest(request.id, version));

    let refund: Refund;
    try {
      refund = await this.execution.begin(
        request.orderId,
        { cancellationRequestId: request.id, requestKey: null, note: input.note },
        ({ order, deliveryRefunded }) =>
          plannedRequestRefund(request, order, deliveryRefunded, { waiveFee: input.waiveFee, now, timeZone: this.config.shopTimeZone }),
      );
    } catch (error) {
      // Refused before any money moved: the request waits for staff again.
      await this.store.reopenRequest(request.id, null);
      throw asRefundInProgress(error);
    }
    const done = await this.execution.finish(refund, {
      requestId: request.id,
      note: input.note,
      at: wholeSeconds(now),
    });
    const approved = (await this.requests.findRequest(request.id))!;
    this.sendApproved(approved, done);
    return approved;
  }

  private sendApproved(request: CancellationRequest, refund: Refund): void {
    Promise.resolve()
      .then(async () => {
        const order = await this.orders.findById(request.orderId);
        if (order) await this.mailer.sendApproved(order, request, refund);
      })
      .catch((error) =>
        this.logger.warn(`Approval email for ${request.requestNumber} not sent: ${error instanceof Error ? error.message : error}`),
      );
  }
}
