import { Injectable, Logger } from '@nestjs/common';
import { CancellationReadModel } from './cancellation-read-model.port';
import { CancellationStore } from './cancellation-store.port';
import { wholeSeconds } from '../../../shared/domain/whole-seconds';

/** What the sweep did with each stalled refund. */
export interface RecoveryReport {
  /** The provider had said yes: the refund recorded as it would have been. */
  completed: number[];
  /** Stopped before the provider was asked (or a cash refund before its record): released, nothing moved. */
  released: number[];
  /** Asked, with no answer kept: only the provider knows; left locked for staff. */
  forStaff: number[];
}

const BATCH = 20;

/**
 * Settles the refunds a stopped process left pending, once they are older than any live call could
 * be (`olderThan`). Each is settled only on what the shop wrote down before it stopped, never on a
 * guess: the provider's yes (kept with its reference) completes the refund, the order and the request
 * as the approval would have; a refund that never reached the provider is released (failed, the
 * request open again); one asked with no answer kept stays pending and locked, and staff check the
 * provider (docs/features/cancellations-and-refunds.md). Every write is guarded on the refund being pending,
 * so two processes sweeping at once, or a live process finishing late, settle each refund once.
 */
@Injectable()
export class RecoverStalledRefundsUseCase {
  private readonly logger = new Logger('Refunds');

  constructor(
    private readonly refunds: CancellationReadModel,
    private readonly store: CancellationStore,
  ) {}

  async execute(input: { olderThan: Date }, now: Date = new Date()): Promise<RecoveryReport> {
    const report: RecoveryReport = { completed: [], released: [], forStaff: [] };
    for (const { refund, providerAsked, providerAnswer } of await this.refunds.pendingRefundsBefore(input.olderThan, BATCH)) {
      const requestId = refund.cancellationRequestId;
      try {
        if (providerAnswer !== null) {
          const decision = requestId === null ? null : { requestId, note: refund.note, at: wholeSeconds(now) };
          await this.store.completeRefund(refund, providerAnswer || null, decision);
          report.completed.push(refund.id);
          this.logger.warn(`Refund ${refund.id} of order ${refund.orderId}: the provider had made it (${providerAnswer}); now recorded`);
        } else if (!providerAsked) {
          await this.store.failRefund(refund, 'Stopped before the payment provider was asked: nothing was refunded', requestId);
          report.released.push(refund.id);
          this.logger.warn(`Refund ${refund.id} of order ${refund.orderId}: stopped before the provider was asked; released`);
        } else {
          report.forStaff.push(refund.id);
          this.logger.error(
            `Refund ${refund.id} of order ${refund.orderId} was sent to the provider and no answer was kept: check the provider, then settle it by hand`,
          );
        }
      } catch (error) {
        // Settled meanwhile by another process (its guarded write won), or the database out of reach: the next pass sees.
        this.logger.warn(`Refund ${refund.id} not settled by the sweep: ${error instanceof Error ? error.message : error}`);
      }
    }
    return report;
  }
}
