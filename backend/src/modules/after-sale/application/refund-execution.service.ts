import { Injectable, Logger } from '@nestjs/common';
import { refundDeclined, refundInProgress, refundOutcomeUnknown, refundProviderUnavailable } from '../domain/after-sale.errors';
import { Refund, refundsThroughProvider } from '../domain/refund';
import {
  CancellationStore,
  OrderUnderRefund,
  PlannedRefund,
  RefundDraft,
  RefundInProgress,
  RequestDecision,
} from './cancellation-store.port';
import { RefundGateway } from './refund-gateway.port';

/**
 * How every refund is made, for an approved request and for one staff make from the orders desk:
 * the order's refund is claimed and planned in one transaction (`begin`), the provider is asked
 * outside any transaction, and its answer is written in one more (`finish`). A refund is never asked
 * of the provider twice: only the claim's holder asks, and a claim is released only by the answer.
 * The steps in between are committed as they happen (asked, the provider's yes), so a refund cut off
 * by a stopped process can be settled without guessing (RecoverStalledRefundsUseCase).
 */
@Injectable()
export class RefundExecution {
  private readonly logger = new Logger('Refunds');

  constructor(
    private readonly store: CancellationStore,
    private readonly gateway: RefundGateway,
  ) {}

  /** The pending refund, planned on the order under its lock. RefundInProgress and RefundKeyTaken pass through. */
  begin(orderId: string, draft: RefundDraft, plan: (current: OrderUnderRefund) => PlannedRefund): Promise<Refund> {
    return this.store.beginRefund(orderId, draft, plan);
  }

  /**
   * Moves the money (card and Bit through the provider; cash is paid back at the store; nothing when
   * nothing was paid) and records the outcome. A refusal is recorded and answered as REFUND_DECLINED
   * with the provider's message; an unreachable provider as REFUND_PROVIDER_UNAVAILABLE (502).
   */
  async finish(refund: Refund, decision: RequestDecision | null): Promise<Refund> {
    if (!refundsThroughProvider(refund.method)) {
      try {
        return await this.store.completeRefund(refund, null, decision);
      } catch (error) {
        // No money moved through the shop: release the order and the request for another try.
        await this.store.failRefund(refund, 'The refund could not be recorded', decision?.requestId ?? null);
        throw error;
      }
    }
    // Written before the provider is asked: a refund stopped before this line moved no money.
    if (!(await this.store.markProviderAsked(refund))) {
      // Released meanwhile as stopped before the provider (a sweep): it is not sent now.
      throw refundProviderUnavailable('The refund was stopped before the payment provider was asked; try again');
    }
    const answer = await this.gateway.refund({ orderId: refund.orderId, amount: refund.amount });
    if (answer.outcome === 'refunded') {
      try {
        // The provider's yes first, on its own: should the process stop now, the sweep completes the record.
        await this.store.recordProviderYes(refund, answer.reference || null);
        return await this.store.completeRefund(refund, answer.reference || null, decision);
      } catch (error) {
        // The money went back but the shop could not write it down: the refund stays pending and the
        // order's refund locked, so nobody refunds it a second time; the sweep (or staff) settles it.
        this.logger.error(
          `Refund ${refund.id} of order ${refund.orderId} was made by the provider (${answer.reference}) but not recorded: ${
            error instanceof Error ? error.message : String(error)
          }`,
        );
        throw error;
      }
    }
    if (answer.outcome === 'unknown') {
      // Only the provider knows: nothing is released, so nobody refunds it again before staff check.
      this.logger.error(
        `Refund ${refund.id} of order ${refund.orderId} was sent to the provider with no certain answer (${answer.message}): check the provider, then settle it by hand`,
      );
      throw refundOutcomeUnknown(answer.message);
    }
    if (answer.outcome === 'declined') {
      const message = `${answer.message} (${answer.code})`;
      await this.store.failRefund(refund, message, decision?.requestId ?? null);
      throw refundDeclined(message);
    }
    await this.store.failRefund(refund, answer.message, decision?.requestId ?? null);
    throw refundProviderUnavailable(answer.message);
  }
}

/** The store's "another refund runs" as the API's answer. */
export function asRefundInProgress(error: unknown): unknown {
  return error instanceof RefundInProgress ? refundInProgress() : error;
}
