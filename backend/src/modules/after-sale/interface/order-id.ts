import { DomainError } from '../../../shared/domain/domain-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Order ids are UUIDs; anything else is a malformed request, not a missing order. */
export function parseOrderId(raw: string, field = 'id'): string {
  if (!UUID.test(raw)) throw DomainError.invalid('INVALID_ORDER_ID', `${field} must be a UUID`, field);
  return raw.toLowerCase();
}
