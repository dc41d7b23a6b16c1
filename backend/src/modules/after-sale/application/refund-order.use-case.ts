import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import { orderNotFound, refundDeclined, refundInProgress, refundKeyInProgress, refundKeyReused } from '../domain/after-sale.errors';
import type { Refund } from '../domain/refund';
import { AfterSaleMailer } from './after-sale-mailer.port';
import { AfterSaleOrders } from './after-sale-orders.port';
import { CancellationReadModel } from './cancellation-read-model.port';
import { plannedRefund, planOrRefuse } from './cancellation-planning.rules';
import { RefundInProgress, RefundKeyTaken } from './cancellation-store.port';
import { RefundExecution } from './refund-execution.service';

/** How long a second call with the same key waits for the first one's answer. */
const TWIN_WAIT_MS = 10_000;
const TWIN_POLL_MS = 50;
const RETRY_AFTER_SECONDS = 2;

/**
 * Staff refund an order from the orders desk: the whole of what is left or chosen lines, with or
 * without the cancellation fee. The dialog's request_key makes it idempotent: the same key again
 * (a double click, a retry, a second instance) answers the same refund and never makes another.
 * The shopper is emailed once, by the call that made the refund; a mail failure never fails it.
 */
@Injectable()
export class RefundOrderUseCase {
  private readonly logger = new Logger('Refunds');

  constructor(
    private readonly orders: AfterSaleOrders,
    private readonly refunds: CancellationReadModel,
    private readonly execution: RefundExecution,
    private readonly mailer: AfterSaleMailer,
    private readonly config: AppConfig,
  ) {}

  async execute(
    input: {
      orderId: string;
      requestKey: string;
      lines: { itemId: number; quantity: number }[] | null;
      chargeFee: boolean;
      note: string | null;
    },
    now: Date = new Date(),
  ): Promise<Refund> {
    const earlier = await this.refunds.findRefundByKey(input.requestKey);
    if (earlier) return this.replay(earlier, input.orderId);
    if (!(await this.orders.findById(input.orderId))) throw orderNotFound();
    let refund: Refund;
    try {
      refund = await this.execution.begin(
        input.orderId,
        { cancellationRequestId: null, requestKey: input.requestKey, note: input.note },
        ({ order, deliveryRefunded }) =>
          plannedRefund(
            order,
            planOrRefuse(order, deliveryRefunded, {
              lines: input.lines,
              reason: null,
              longerPeriodStatement: false,
              by: 'staff',
              chargeFee: input.chargeFee,
              now,
              timeZone: this.config.shopTimeZone,
            }),
          ),
      );
    } catch (error) {
      if (!(error instanceof RefundKeyTaken) && !(error instanceof RefundInProgress)) throw error;
      // A twin with the same key holds the order, or made its refund already: answer what it answers.
      const twin = await this.refunds.findRefundByKey(input.requestKey);
      if (twin) return this.replay(twin, input.orderId);
      throw refundInProgress();
    }
    const done = await this.execution.finish(refund, null);
    this.sendRefunded(done);
    return done;
  }

  /** After the answer is written, never awaited by the refund: the email is the shopper's news, not part of the money. */
  private sendRefunded(refund: Refund): void {
    Promise.resolve()
      .then(async () => {
        const order = await this.orders.findById(refund.orderId);
        if (order) await this.mailer.sendRefunded(order, refund);
      })
      .catch((error) =>
        this.logger.warn(`Refund email for refund ${refund.id} not sent: ${error instanceof Error ? error.message : error}`),
      );
  }

  /** The refund made with this key, told again: the same refund, or the same refusal. */
  private async replay(earlier: Refund, orderId: string): Promise<Refund> {
    if (earlier.orderId !== orderId) throw refundKeyReused();
    const settled = earlier.state === 'pending' ? await this.settled(earlier.requestKey!) : earlier;
    if (!settled || settled.state === 'pending') throw refundKeyInProgress(RETRY_AFTER_SECONDS);
    if (settled.state === 'failed') throw refundDeclined(settled.providerMessage ?? 'The refund failed');
    return settled;
  }

  /**
   * The key's refund once it is no longer pending (or still pending after the wait); null when there
   * is none, for then the order's refund lock is held by another refund.
   */
  private async settled(requestKey: string): Promise<Refund | null> {
    const deadline = Date.now() + TWIN_WAIT_MS;
    for (;;) {
      const refund = await this.refunds.findRefundByKey(requestKey);
      if (!refund || refund.state !== 'pending' || Date.now() > deadline) return refund;
      await new Promise((resolve) => setTimeout(resolve, TWIN_POLL_MS));
    }
  }
}
