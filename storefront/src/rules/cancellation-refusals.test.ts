import { describe, expect, it } from 'vitest';
import { cancellationRefusalOf } from './cancellation-refusals';

describe('refusals of a cancellation', () => {
  it.each([
    [{ status: 404, code: 'ORDER_NOT_FOUND' }, 'CANCEL_PAGE.ERROR_NOT_FOUND'],
    [{ status: 409, code: 'ORDER_ALREADY_CANCELLED' }, 'CANCEL_PAGE.ERROR_ALREADY_CANCELLED'],
    [{ status: 409, code: 'ORDER_ALREADY_REFUNDED' }, 'CANCEL_PAGE.ERROR_ALREADY_REFUNDED'],
    [{ status: 409, code: 'CANCELLATION_PERIOD_OVER' }, 'CANCEL_PAGE.ERROR_PERIOD_OVER'],
    [{ status: 409, code: 'CANCELLATION_ALREADY_REQUESTED' }, 'CANCEL_PAGE.ERROR_ALREADY_REQUESTED'],
    [{ status: 409, code: 'NOTHING_TO_CANCEL' }, 'CANCEL_PAGE.ERROR_NOTHING_TO_CANCEL'],
    [{ status: 409, code: 'WHOLE_ORDER_ONLY' }, 'CANCEL_PAGE.WHOLE_ORDER_ONLY'],
    [{ status: 429, code: 'HTTP_429' }, 'CANCEL_PAGE.ERROR_TOO_MANY'],
    [{ status: 429, code: 'TOO_MANY_REQUESTS' }, 'CANCEL_PAGE.ERROR_TOO_MANY'],
    [{ status: 404, code: 'HTTP_404' }, 'CANCEL_PAGE.ERROR_NOT_FOUND'],
    [{ status: 400, code: 'VALIDATION_FAILED' }, 'CANCEL_PAGE.ERROR_INVALID'],
    [{ status: 409, code: 'SOMETHING_NEW' }, 'CANCEL_PAGE.ERROR_UNAVAILABLE'],
    [{ status: 500, code: 'INTERNAL' }, 'CANCEL_PAGE.ERROR_UNAVAILABLE'],
    [{ status: 0, code: 'NETWORK_ERROR' }, 'CANCEL_PAGE.ERROR_UNAVAILABLE'],
  ])('%j reads %s', (failure, key) => {
    expect(cancellationRefusalOf(failure).key).toBe(key);
  });

  it('offers the longer period only when the 14 days are over', () => {
    expect(cancellationRefusalOf({ status: 409, code: 'CANCELLATION_PERIOD_OVER' })).toEqual({
      key: 'CANCEL_PAGE.ERROR_PERIOD_OVER',
      code: 'CANCELLATION_PERIOD_OVER',
      offerLongerPeriod: true,
      field: null,
    });
    expect(cancellationRefusalOf({ status: 409, code: 'ORDER_ALREADY_CANCELLED' }).offerLongerPeriod).toBe(false);
  });

  it.each([
    ['order_number', 'orderNumber'],
    ['email', 'contact'],
    ['phone', 'contact'],
    ['lines.0.quantity', 'lines'],
    ['lines[1].item_id', 'lines'],
    ['reason', 'reason'],
    ['reason_details', 'details'],
    ['language', null],
  ])('a bad %s is shown beside the field %s', (serverField, field) => {
    expect(cancellationRefusalOf({ status: 400, code: 'VALIDATION_FAILED', errors: [{ field: serverField, message: 'bad' }] }).field).toBe(
      field,
    );
  });
});
