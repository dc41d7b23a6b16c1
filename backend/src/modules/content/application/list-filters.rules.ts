import { DomainError } from '../../../shared/domain/domain-error';

/**
 * Readers for the values of a react-admin `filter={...}`. A filter the client sends with a wrong
 * type is refused (400 naming `filter.<key>`) instead of silently matching everything.
 */
const refuse = (key: string, expected: string) =>
  DomainError.invalid('INVALID_LIST_QUERY', `filter.${key} must be ${expected}`, `filter.${key}`);

export function booleanFilter(filter: Record<string, unknown>, key: string): boolean | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  throw refuse(key, 'true or false');
}

export function textFilter(filter: Record<string, unknown>, key: string, maxLength = 200): string | undefined {
  const value = filter[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > maxLength) throw refuse(key, `a text of at most ${maxLength} characters`);
  return value.trim() === '' ? undefined : value.trim();
}

export function choiceFilter<T extends string>(filter: Record<string, unknown>, key: string, choices: readonly T[]): T | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) throw refuse(key, `one of ${choices.join(', ')}`);
  return value as T;
}

/** `filter={"id":[1,2]}` is how ra-data-simple-rest asks for several records at once (getMany). */
export function idsFilter(filter: Record<string, unknown>, key = 'id'): number[] | undefined {
  const value = filter[key];
  if (value === undefined || value === null) return undefined;
  const list = Array.isArray(value) ? value : [value];
  const ids = list.map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v));
  if (list.length > 100 || !ids.every((id) => Number.isInteger(id) && (id as number) > 0)) {
    throw refuse(key, 'a positive whole number or a list of at most 100 of them');
  }
  return ids as number[];
}
