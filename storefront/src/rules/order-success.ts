/** What the confirmation page reads from its address (checkout and the payment flow put it there). */
export interface OrderSuccessQuery {
  orderId: string;
  orderNumber: string;
  customerEmail: string;
  paymentSuccess: boolean;
  transactionId: string;
}

export function orderSuccessQueryOf(search: URLSearchParams): OrderSuccessQuery {
  const text = (name: string) => (search.get(name) ?? '').trim();
  return {
    orderId: text('orderId'),
    orderNumber: text('orderNumber'),
    customerEmail: text('customerEmail'),
    paymentSuccess: text('paymentSuccess') === 'true',
    transactionId: text('transactionId'),
  };
}

/**
 * 'View order' shows only with an order id and number; it leads to tracking only when the email is
 * known too (the spec), otherwise nowhere.
 */
export function viewOrderTarget(query: OrderSuccessQuery): { shown: boolean; trackingSearch: string | null } {
  const shown = query.orderId !== '' && query.orderNumber !== '';
  if (!shown || !query.customerEmail) return { shown, trackingSearch: null };
  const params = new URLSearchParams({ orderNumber: query.orderNumber, customerEmail: query.customerEmail });
  return { shown, trackingSearch: `?${params.toString()}` };
}
