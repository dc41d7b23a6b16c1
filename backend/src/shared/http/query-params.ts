import { DomainError } from '../domain/domain-error';

/** Query parameters arrive as text; each helper names the parameter it refuses. */
export function booleanParam(raw: unknown, name: string): boolean | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === true || raw === 'true' || raw === '1' || raw === 1) return true;
  if (raw === false || raw === 'false' || raw === '0' || raw === 0) return false;
  throw DomainError.invalid('INVALID_QUERY', `${name} must be true or false`, name);
}

export function amountParam(raw: unknown, name: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = typeof raw === 'number' ? raw : Number(raw);
  if (typeof raw === 'object' || !Number.isFinite(value) || value < 0) {
    throw DomainError.invalid('INVALID_QUERY', `${name} must be a number of at least 0`, name);
  }
  return value;
}

export function textParam(raw: unknown, name: string, maxLength = 200): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string' || raw.length > maxLength) {
    throw DomainError.invalid('INVALID_QUERY', `${name} must be text of at most ${maxLength} characters`, name);
  }
  const text = raw.trim();
  return text === '' ? undefined : text;
}

export function idParam(raw: unknown, name: string): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = typeof raw === 'number' ? raw : /^\d{1,10}$/.test(String(raw)) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < 1) throw DomainError.invalid('INVALID_QUERY', `${name} must be a positive whole number`, name);
  return value;
}

/** react-admin's getMany sends `filter={"id":[1,2]}`; a single id is accepted too. */
export function idListParam(raw: unknown, name: string): number[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map((item) => idParam(item, name) as number).filter((id) => id !== undefined);
}

/** Refuses filter keys the list does not know, so a typo is not silently ignored. */
export function knownFilter(filter: Record<string, unknown>, allowed: readonly string[]): Record<string, unknown> {
  const unknown = Object.keys(filter).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    throw DomainError.invalid('INVALID_LIST_QUERY', `filter ${unknown.join(', ')} is not supported; use ${allowed.join(', ')}`, 'filter');
  }
  return filter;
}

/** A page start the database can take (a huge range start would overflow its integer). */
export function pageStart(offset: number): number {
  if (!Number.isSafeInteger(offset)) throw DomainError.invalid('INVALID_LIST_QUERY', 'range start is too large', 'range');
  return offset;
}
