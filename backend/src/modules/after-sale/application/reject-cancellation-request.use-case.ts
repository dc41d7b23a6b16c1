import { Injectable, Logger } from '@nestjs/common';
import { requestNotFound } from '../domain/after-sale.errors';
import type { CancellationRequest } from '../domain/cancellation-request';
import { AfterSaleMailer } from './after-sale-mailer.port';
import { AfterSaleOrders } from './after-sale-orders.port';
import { CancellationReadModel } from './cancellation-read-model.port';
import { CancellationStore } from './cancellation-store.port';
import { claimShownVersion } from './request-claim.rules';
import { wholeSeconds } from '../../../shared/domain/whole-seconds';

/** Staff refuse a request with a note the shopper reads in the email; the order stays as it is. */
@Injectable()
export class RejectCancellationRequestUseCase {
  private readonly logger = new Logger('CancellationRequests');

  constructor(
    private readonly requests: CancellationReadModel,
    private readonly store: CancellationStore,
    private readonly orders: AfterSaleOrders,
    private readonly mailer: AfterSaleMailer,
  ) {}

  async execute(input: { requestId: number; version: number; note: string }, now: Date = new Date()): Promise<CancellationRequest> {
    const request = await this.requests.findRequest(input.requestId);
    if (!request) throw requestNotFound();
    const at = wholeSeconds(now);
    await claimShownVersion(request, input.version, this.requests, (version) =>
      this.store.rejectRequest(request.id, version, input.note, at),
    );
    const rejected = (await this.requests.findRequest(request.id))!;
    Promise.resolve()
      .then(async () => {
        const order = await this.orders.findById(rejected.orderId);
        if (order) await this.mailer.sendRejected(order, rejected);
      })
      .catch((error) =>
        this.logger.warn(`Rejection email for ${rejected.requestNumber} not sent: ${error instanceof Error ? error.message : error}`),
      );
    return rejected;
  }
}
