import { CancellationRefusal, SHOP_DETAILS } from 'shop-rules';
import { DomainError, FieldError } from '../../../shared/domain/domain-error';

const CONTACT = `Contact the shop: ${SHOP_DETAILS.storePhone} or ${SHOP_DETAILS.email}.`;

/**
 * One answer for an unknown order and for an email or phone that is not the order's, so the API tells
 * nothing about orders to someone guessing numbers.
 */
export const orderNotFoundForShopper = () =>
  DomainError.notFound('ORDER_NOT_FOUND', 'No order was found with this order number and email or phone. Check both and try again.');

export const orderNotFound = () => DomainError.notFound('ORDER_NOT_FOUND', 'Order not found');

const REFUSAL_MESSAGES: Record<CancellationRefusal, string> = {
  ORDER_ALREADY_CANCELLED: 'This order is already cancelled.',
  ORDER_ALREADY_REFUNDED: 'The money of this order was already refunded.',
  CANCELLATION_PERIOD_OVER:
    'The cancellation period of this order is over: 14 days from delivery or pickup (4 months for a person with a disability, a senior citizen or a new immigrant who states so).',
  NOTHING_TO_CANCEL: 'Nothing of this order is left to cancel.',
  WHOLE_ORDER_ONLY: 'This order is not paid yet: it can only be cancelled as a whole.',
};

/** Why the cancellation is refused, and how to reach the shop about it. */
export const cancellationRefused = (refusal: CancellationRefusal) =>
  DomainError.conflict(refusal, `${REFUSAL_MESSAGES[refusal]} ${CONTACT}`);

export const invalidCancellationLines = (errors: FieldError[]) =>
  new DomainError('INVALID_LINES', 'invalid', `Invalid lines: ${errors.map((error) => error.message).join('; ')}`, errors);

export const cancellationAlreadyRequested = () =>
  DomainError.conflict(
    'CANCELLATION_ALREADY_REQUESTED',
    `A cancellation request of this order is already waiting for the shop; you will hear from us by email. ${CONTACT}`,
  );

export const requestNotFound = () => DomainError.notFound('CANCELLATION_REQUEST_NOT_FOUND', 'Cancellation request not found');

export const requestDecided = () =>
  DomainError.conflict('CANCELLATION_REQUEST_DECIDED', 'This cancellation request was already decided, or is being decided right now');

/** Staff decided a version of the request they were shown, and it changed since (a refused refund reopened it). */
export const requestChanged = () =>
  DomainError.conflict(
    'CANCELLATION_REQUEST_CHANGED',
    'This cancellation request changed since it was shown (a refund was tried and refused meanwhile): reload it and decide again',
  );

/** The request's lines no longer fit the order (a refund since took some of them): decide it anew. */
export const requestOutdated = (errors: FieldError[]) =>
  new DomainError(
    'CANCELLATION_REQUEST_OUTDATED',
    'conflict',
    'The order changed since this request: its lines are no longer there to cancel. Reject it, or refund the order from the orders desk.',
    errors,
  );

export const refundInProgress = () =>
  DomainError.conflict('REFUND_IN_PROGRESS', 'Another refund of this order is being made right now; reload the order and try again');

/** The refund made with this request_key is still being made, past the wait of its retries. */
export const refundKeyInProgress = (retryAfterSeconds: number) =>
  DomainError.busy(
    'REFUND_KEY_IN_PROGRESS',
    'The refund with this request_key is still being made; send the same request again in a moment',
    retryAfterSeconds,
  );

export const refundDeclined = (message: string) => new DomainError('REFUND_DECLINED', 'unprocessable', message);

export const refundKeyReused = () =>
  new DomainError('REFUND_KEY_REUSED', 'unprocessable', 'This request_key was already used for a refund of another order', [
    { field: 'request_key', message: 'use a new key for another refund' },
  ]);

/**
 * The payment provider could not be asked for the refund (unreachable, not configured): no fault of
 * the client (502).
 */
export const refundProviderUnavailable = (providerMessage: string) =>
  DomainError.unavailable(
    'REFUND_PROVIDER_UNAVAILABLE',
    `The payment provider could not make the refund: ${providerMessage}. Nothing was refunded; try again later.`,
  );

/**
 * The refund was sent and no certain answer came back (a timeout, a broken connection): the provider
 * may have made it. The refund stays pending and the order's refunds locked until staff check the
 * provider, so a retry can never give the money back twice. Answered with 502 too.
 */
export const refundOutcomeUnknown = (providerMessage: string) =>
  DomainError.unavailable(
    'REFUND_OUTCOME_UNKNOWN',
    `The payment provider did not say whether the refund was made (${providerMessage}). Check the refund at the provider before anything else; the order's refunds wait until it is settled.`,
  );
