import { DomainError } from '../../../shared/domain/domain-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Order ids in public payment URLs are UUIDs; anything else is refused before a lookup. */
export function parseOrderId(raw: string): string {
  if (!UUID.test(raw)) throw DomainError.invalid('INVALID_ORDER_ID', 'orderId must be a UUID', 'orderId');
  return raw.toLowerCase();
}
