import type { Page } from '../../../shared/pagination/list-query';
import type { CancellationRequest, ShownRequestState } from '../domain/cancellation-request';
import type { Refund } from '../domain/refund';

export const REQUEST_SORT_FIELDS = ['created_at', 'request_number', 'decided_at', 'refund_amount'] as const;
export type RequestSortField = (typeof REQUEST_SORT_FIELDS)[number];

export interface RequestListCriteria {
  state?: ShownRequestState;
  orderId?: string;
  offset: number;
  limit: number;
  sort: { field: RequestSortField; order: 'ASC' | 'DESC' };
}

/**
 * A refund still pending: how far it went with the provider before its process stopped (or while it
 * still runs). `providerAnswer` is the provider's reference once it said the money went back.
 */
export interface PendingRefund {
  refund: Refund;
  providerAsked: boolean;
  providerAnswer: string | null;
}

/** Port: reads of requests and refunds, filtered and paginated in the database. */
export abstract class CancellationReadModel {
  abstract listRequests(criteria: RequestListCriteria): Promise<Page<CancellationRequest>>;
  abstract findRequest(id: number): Promise<CancellationRequest | null>;
  /** The order's refunds, newest first. */
  abstract refundsOfOrder(orderId: string): Promise<Refund[]>;
  abstract findRefundByKey(requestKey: string): Promise<Refund | null>;
  /** A succeeded refund of the order already gave its delivery fee back. */
  abstract deliveryRefunded(orderId: string): Promise<boolean>;
  /** Refunds still pending that began before `before`, oldest first. */
  abstract pendingRefundsBefore(before: Date, limit: number): Promise<PendingRefund[]>;
}
