/** Order tracking's form rule and the message each failure shows (storefront spec, sections 5 and 8). */
export type TrackingErrorKey = 'TRACKING.MISSING_FIELDS' | 'TRACKING.NOT_FOUND' | 'TRACKING.EMAIL_MISMATCH' | 'TRACKING.TOO_MANY_ATTEMPTS';

export interface TrackingQuery {
  orderNumber: string;
  email: string;
}

/** Both the order number and the email are needed; surrounding spaces do not count. */
export function trackingQueryComplete(query: TrackingQuery): boolean {
  return query.orderNumber.trim() !== '' && query.email.trim() !== '';
}

export function validateTracking(query: TrackingQuery): TrackingErrorKey | null {
  return trackingQueryComplete(query) ? null : 'TRACKING.MISSING_FIELDS';
}

/**
 * The server's refusal as the shopper's message: a wrong email is told apart (403 EMAIL_MISMATCH),
 * too many lookups (429) ask to wait, missing fields (400) say so; anything else is "not found or an error".
 */
export function trackingErrorKey(failure: { status: number; code?: string }): TrackingErrorKey {
  if (failure.status === 429) return 'TRACKING.TOO_MANY_ATTEMPTS';
  if (failure.status === 403 || failure.code === 'EMAIL_MISMATCH') return 'TRACKING.EMAIL_MISMATCH';
  if (failure.status === 400 || failure.code === 'TRACKING_DETAILS_REQUIRED') return 'TRACKING.MISSING_FIELDS';
  return 'TRACKING.NOT_FOUND';
}

/** The query of the tracking page's address (?orderNumber=&customerEmail=), trimmed. */
export function trackingQueryOf(search: URLSearchParams): TrackingQuery {
  return { orderNumber: (search.get('orderNumber') ?? '').trim(), email: (search.get('customerEmail') ?? '').trim() };
}

export function trackingSearch(query: TrackingQuery): string {
  const params = new URLSearchParams({ orderNumber: query.orderNumber.trim(), customerEmail: query.email.trim() });
  return `?${params.toString()}`;
}
