import type { Agorot, CancellationReason } from 'shop-rules';

/**
 * A shopper's cancellation request. `deciding` is the moment between a staff member's approval and
 * the provider's answer: the request is claimed (so a second approval, on any instance, finds it
 * taken) but still shows as open.
 */
export const REQUEST_STATES = ['open', 'deciding', 'approved', 'rejected'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** The states the API shows: a request being decided is still open. */
export const SHOWN_REQUEST_STATES = ['open', 'approved', 'rejected'] as const;
export type ShownRequestState = (typeof SHOWN_REQUEST_STATES)[number];

export const shownState = (state: RequestState): ShownRequestState => (state === 'deciding' ? 'open' : state);

/** The stored states a shown state stands for. */
export const storedStates = (state: ShownRequestState): RequestState[] => (state === 'open' ? ['open', 'deciding'] : [state]);

/** A cancelled line: which units, as they were sold, and their paid value. */
export interface CancelledLine {
  itemId: number;
  productName: string;
  variantName: string;
  quantity: number;
  amount: Agorot;
}

export interface CancellationRequest {
  id: number;
  requestNumber: string;
  orderId: string;
  orderNumber: string;
  customerName: string;
  state: RequestState;
  reason: CancellationReason;
  reasonDetails: string | null;
  longerPeriodStatement: boolean;
  wholeOrder: boolean;
  lines: CancelledLine[];
  goodsAmount: Agorot;
  deliveryAmount: Agorot;
  fee: Agorot;
  refundAmount: Agorot;
  createdAt: Date;
  decidedAt: Date | null;
  staffNote: string | null;
  /** The provider's message when it refused the refund of an approval. */
  providerMessage: string | null;
  refundId: number | null;
  /**
   * Goes up by one at every change of the request (claimed, reopened, decided): staff decide the
   * version they were shown, so an approval read before a refusal reopened it cannot claim it again.
   */
  version: number;
}

/** Whether staff shown `version` of the request may decide it now. */
export function decisionConflict(request: Pick<CancellationRequest, 'state' | 'version'>, version: number): 'decided' | 'changed' | null {
  if (request.state !== 'open') return 'decided';
  return request.version === version ? null : 'changed';
}

/** The shop's request numbers: CAN-{milliseconds since 1970}-{0..999}; the database's unique index settles clashes. */
export function newRequestNumber(now: Date, randomBelow: (limit: number) => number): string {
  return `CAN-${now.getTime()}-${randomBelow(1000)}`;
}
