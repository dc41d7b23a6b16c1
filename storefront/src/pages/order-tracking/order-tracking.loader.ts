import type { LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { OrderView, trackOrder } from '../../api/orders';
import type { Language } from '../../rules/language';
import { trackingErrorKey, TrackingErrorKey, trackingQueryComplete, trackingQueryOf, TrackingQuery } from '../../rules/tracking-validation';

export type TrackingResult = { order: OrderView } | { error: TrackingErrorKey };

export interface OrderTrackingData {
  query: TrackingQuery;
  /** Null until both the order number and the email are in the address. */
  result: TrackingResult | null;
}

/** With ?orderNumber=&customerEmail= in the address the order is looked up at once (a failure becomes its message). */
export function orderTrackingLoader(_language: Language) {
  return async ({ request }: LoaderFunctionArgs): Promise<OrderTrackingData> => {
    const query = trackingQueryOf(new URL(request.url).searchParams);
    if (!trackingQueryComplete(query)) return { query, result: null };
    try {
      return { query, result: { order: await trackOrder(query, request.signal) } };
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      return { query, result: { error: trackingErrorKey(error instanceof ApiError ? error : { status: 0 }) } };
    }
  };
}
