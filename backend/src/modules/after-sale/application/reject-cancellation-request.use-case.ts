import { Injectable, Logger } from '@nestjs/common';
import { requestDecided, requestNotFound } from '../domain/after-sale.errors';
import type { CancellationRequest } from '../domain/cancellation-request';
import { AfterSaleMailer } from './after-sale-mailer.port';
import { AfterSaleOrders } from './after-sale-orders.port';
import { CancellationReadModel } from './cancellation-read-model.port';
import { CancellationStore } from './cancellation-store.port';

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

  async execute(input: { requestId: number; note: string }, now: Date = new Date()): Promise<CancellationRequest> {
    const request = await this.requests.findRequest(input.requestId);
    if (!request) throw requestNotFound();
    if (request.state !== 'open') throw requestDecided();
    const at = new Date(Math.floor(now.getTime() / 1000) * 1000);
    if (!(await this.store.rejectRequest(request.id, input.note, at))) throw requestDecided();
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
