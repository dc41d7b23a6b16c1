import type { LoaderFunctionArgs } from 'react-router-dom';
import { getOrderToPay, getPaymentStatus, PaymentOrderView } from '../../api/payment';
import type { Language } from '../../rules/language';

export type PaymentPageData =
  | { kind: 'missing-id' }
  | { kind: 'load-failed' }
  /** paidTransactionId: the server's transaction number when the order is already paid. */
  | { kind: 'order'; order: PaymentOrderView; paidTransactionId: string | null };

const isAbort = (error: unknown) => (error as Error)?.name === 'AbortError';

/**
 * The order to pay. A failed read is a state of the page (the spec's error state with its retry), not a
 * route error; an order already paid comes with the server's transaction number for the success panel.
 */
export function paymentLoader(language: Language) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<PaymentPageData> => {
    const orderId = params.orderId?.trim();
    if (!orderId) return { kind: 'missing-id' };
    let order: PaymentOrderView;
    try {
      order = await getOrderToPay(orderId, request.signal);
    } catch (error) {
      if (isAbort(error)) throw error;
      return { kind: 'load-failed' };
    }
    if (order.paymentStatus !== 'paid') return { kind: 'order', order, paidTransactionId: null };
    try {
      const status = await getPaymentStatus(order.id, language, request.signal);
      return { kind: 'order', order, paidTransactionId: status.transactionId };
    } catch (error) {
      if (isAbort(error)) throw error;
      return { kind: 'order', order, paidTransactionId: null };
    }
  };
}
