import type { Agorot } from 'shop-rules';
import type { CancellationRequest, CancelledLine } from '../domain/cancellation-request';
import type { Refund, RefundMethod } from '../domain/refund';
import type { SaleOrder } from '../domain/sale-order';

export type NewCancellationRequest = Omit<
  CancellationRequest,
  'id' | 'requestNumber' | 'state' | 'decidedAt' | 'staffNote' | 'providerMessage' | 'refundId' | 'version'
>;

/** Another request of the order already waits for staff. */
export class AlreadyRequested extends Error {}
/** Another refund of the order is being made (its lock is held). */
export class RefundInProgress extends Error {}
/** A refund with this request_key exists already. */
export class RefundKeyTaken extends Error {}

/** Who asks for the refund: a request's approval, or staff from the orders desk with their key. */
export interface RefundDraft {
  cancellationRequestId: number | null;
  requestKey: string | null;
  note: string | null;
}

/** The order as it stands once its refund lock is held. */
export interface OrderUnderRefund {
  order: SaleOrder;
  /** A succeeded refund already gave the delivery fee back. */
  deliveryRefunded: boolean;
}

export interface PlannedRefund {
  amount: Agorot;
  goodsAmount: Agorot;
  deliveryAmount: Agorot;
  fee: Agorot;
  method: RefundMethod;
  lines: CancelledLine[];
}

/** How an approval ends, written with the refund's outcome. */
export interface RequestDecision {
  requestId: number;
  note: string | null;
  at: Date;
}

/**
 * Port: after-sale's writes. Each method is one database transaction; the writes to the order (its
 * lines, stock, statuses, the waiting-request flag) are made in the same transaction through ordering.
 */
export abstract class CancellationStore {
  /** Stores the request with a new number and marks its order as having one waiting; AlreadyRequested when one already waits. */
  abstract createRequest(request: NewCancellationRequest): Promise<CancellationRequest>;
  /**
   * open → deciding, guarded on the state and on the version staff were shown: false when the request
   * is not open (decided, or being decided elsewhere) or changed since (reopened after a refusal).
   */
  abstract claimRequest(id: number, version: number): Promise<boolean>;
  /** deciding → open again (a new version), keeping the provider's message when it refused. */
  abstract reopenRequest(id: number, providerMessage: string | null): Promise<void>;
  /** open → rejected with staff's note, the order off the desk's filter; false when the request is not open at that version. */
  abstract rejectRequest(id: number, version: number, note: string, at: Date): Promise<boolean>;
  /**
   * Takes the order's refund lock (RefundInProgress while another refund of it runs) and the key
   * (RefundKeyTaken when a refund has it), makes the plan on the order as it stands under the lock
   * (`plan` may throw to refuse: nothing is kept), and writes the refund as pending.
   */
  abstract beginRefund(orderId: string, draft: RefundDraft, plan: (current: OrderUnderRefund) => PlannedRefund): Promise<Refund>;
  /**
   * The refund succeeded (with the provider's reference, if any): the order's lines are cancelled,
   * their units back on the shelf, the order's money and statuses follow, the request (if any) is
   * approved and the lock released; the credit note is asked for in the same transaction.
   */
  abstract completeRefund(refund: Refund, reference: string | null, decision: RequestDecision | null): Promise<Refund>;
  /**
   * The refund failed with the provider's message: the lock released, the request (if any) open again
   * with the message. Nothing changes when the refund is no longer pending (settled elsewhere).
   */
  abstract failRefund(refund: Refund, message: string, requestId: number | null): Promise<Refund>;
  /**
   * Committed just before the provider is asked: from then on only the provider knows whether money
   * moved. False when the refund is no longer pending (released meanwhile): it must not be sent.
   */
  abstract markProviderAsked(refund: Refund): Promise<boolean>;
  /** Committed as soon as the provider says the money went back, with its reference, before the refund's own record. */
  abstract recordProviderYes(refund: Refund, reference: string | null): Promise<void>;
}
