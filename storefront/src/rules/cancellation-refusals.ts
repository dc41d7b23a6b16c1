import { CANCELLATION_REFUSALS } from 'shop-rules';
import type { CancelTextKey, ChoiceField, FindOrderField } from './cancellation';

/**
 * The server's refusals of a cancellation (quote or request) as what the shopper reads: a message by
 * the stable `code`, whether to offer the longer period, and the field a bad-input answer names.
 * Every refusal is shown with the shop's phone and email, the other ways the law allows to cancel.
 * The codes are the shared cancellation rules' refusals (a new one there is a compile error here until
 * it has its message), an unknown order and a request already waiting for the shop.
 */
export const CANCELLATION_REFUSAL_CODES = ['ORDER_NOT_FOUND', ...CANCELLATION_REFUSALS, 'CANCELLATION_ALREADY_REQUESTED'] as const;
export type CancellationRefusalCode = (typeof CANCELLATION_REFUSAL_CODES)[number];

const MESSAGE: Record<CancellationRefusalCode, CancelTextKey> = {
  ORDER_NOT_FOUND: 'CANCEL_PAGE.ERROR_NOT_FOUND',
  ORDER_ALREADY_CANCELLED: 'CANCEL_PAGE.ERROR_ALREADY_CANCELLED',
  ORDER_ALREADY_REFUNDED: 'CANCEL_PAGE.ERROR_ALREADY_REFUNDED',
  CANCELLATION_PERIOD_OVER: 'CANCEL_PAGE.ERROR_PERIOD_OVER',
  CANCELLATION_ALREADY_REQUESTED: 'CANCEL_PAGE.ERROR_ALREADY_REQUESTED',
  NOTHING_TO_CANCEL: 'CANCEL_PAGE.ERROR_NOTHING_TO_CANCEL',
  // Lines of an order not paid yet: it is cancelled whole (the payment may have failed since the quote).
  WHOLE_ORDER_ONLY: 'CANCEL_PAGE.WHOLE_ORDER_ONLY',
};

export interface CancellationRefusal {
  key: CancelTextKey;
  /** The stable code when the server sent one of the known refusals. */
  code: CancellationRefusalCode | null;
  /** Too late for 14 days: a shopper entitled to 4 months may state it and ask again. */
  offerLongerPeriod: boolean;
  /** A bad-input answer (400) about one of the form's fields: shown beside it. */
  field: FindOrderField | ChoiceField | null;
}

const isRefusalCode = (code: string): code is CancellationRefusalCode => (CANCELLATION_REFUSAL_CODES as readonly string[]).includes(code);

/** The server's field names as the page's fields. */
function formField(serverField: string): FindOrderField | ChoiceField | null {
  const top = serverField.split(/[.[]/)[0];
  if (top === 'order_number') return 'orderNumber';
  if (top === 'email' || top === 'phone') return 'contact';
  if (top === 'lines') return 'lines';
  if (top === 'reason') return 'reason';
  if (top === 'reason_details') return 'details';
  return null;
}

export function cancellationRefusalOf(failure: {
  status: number;
  code?: string;
  errors?: readonly { field: string; message?: string }[];
}): CancellationRefusal {
  const code = failure.code && isRefusalCode(failure.code) ? failure.code : null;
  if (failure.status === 429) return { key: 'CANCEL_PAGE.ERROR_TOO_MANY', code: null, offerLongerPeriod: false, field: null };
  if (code) return { key: MESSAGE[code], code, offerLongerPeriod: code === 'CANCELLATION_PERIOD_OVER', field: null };
  if (failure.status === 404) return { key: MESSAGE.ORDER_NOT_FOUND, code: 'ORDER_NOT_FOUND', offerLongerPeriod: false, field: null };
  if (failure.status === 400) {
    const field = failure.errors?.map((error) => formField(error.field)).find((name) => name !== null) ?? null;
    return { key: 'CANCEL_PAGE.ERROR_INVALID', code: null, offerLongerPeriod: false, field };
  }
  // The network, the server's own failure or an answer this page does not know: try again or reach the shop.
  return { key: 'CANCEL_PAGE.ERROR_UNAVAILABLE', code: null, offerLongerPeriod: false, field: null };
}
