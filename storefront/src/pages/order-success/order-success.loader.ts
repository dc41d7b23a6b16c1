import type { LoaderFunctionArgs } from 'react-router-dom';
import { orderById, OrderView } from '../../api/orders';
import type { Language } from '../../rules/language';

export interface OrderSuccessData {
  /** The order's lines and payment, when the address names an order the shop can find. */
  order: OrderView | null;
}

/** The confirmation reads its order by id; without one (or when it cannot be read) the page shows the number alone, as before. */
export function orderSuccessLoader(_language: Language) {
  return async ({ request }: LoaderFunctionArgs): Promise<OrderSuccessData> => {
    const orderId = new URL(request.url).searchParams.get('orderId')?.trim();
    if (!orderId) return { order: null };
    try {
      return { order: await orderById(orderId, request.signal) };
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      return { order: null };
    }
  };
}
