import { DomainError } from '../domain/domain-error';

/**
 * One page of a list request, in the conventions of ra-data-simple-rest:
 * `sort=["field","ASC"]`, `range=[0,24]` (inclusive), `filter={...}`; plain `page`/`per_page`
 * are accepted too for integrators.
 */
export interface ListQuery {
  offset: number;
  limit: number;
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  filter: Record<string, unknown>;
}

export interface ListQueryRules {
  sortable: readonly string[];
  defaultSort: [string, 'ASC' | 'DESC'];
  defaultLimit?: number;
  maxLimit?: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  offset: number;
}

function parseJson(raw: unknown, name: string): unknown {
  if (typeof raw !== 'string') throw DomainError.invalid('INVALID_LIST_QUERY', `${name} must be a JSON value`, name);
  try {
    return JSON.parse(raw);
  } catch {
    throw DomainError.invalid('INVALID_LIST_QUERY', `${name} must be valid JSON`, name);
  }
}

/** Far beyond any real list, yet small enough for every database's LIMIT/OFFSET. */
const MAX_POSITION = 1_000_000_000;

function wholeNumber(raw: unknown, name: string, min: number): number {
  const value = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isInteger(value) || value < min || value > MAX_POSITION) {
    throw DomainError.invalid('INVALID_LIST_QUERY', `${name} must be a whole number from ${min} to ${MAX_POSITION}`, name);
  }
  return value;
}

export function parseListQuery(query: Record<string, unknown>, rules: ListQueryRules): ListQuery {
  const maxLimit = rules.maxLimit ?? 100;
  let offset = 0;
  let limit = rules.defaultLimit ?? 24;

  if (query.range !== undefined) {
    const range = parseJson(query.range, 'range');
    if (!Array.isArray(range) || range.length !== 2) {
      throw DomainError.invalid('INVALID_LIST_QUERY', 'range must be [start, end]', 'range');
    }
    const start = wholeNumber(range[0], 'range', 0);
    const end = wholeNumber(range[1], 'range', start);
    offset = start;
    limit = end - start + 1;
  } else if (query.page !== undefined || query.per_page !== undefined || query.limit !== undefined) {
    limit = wholeNumber(query.per_page ?? query.limit ?? limit, 'per_page', 1);
    offset = (wholeNumber(query.page ?? 1, 'page', 1) - 1) * Math.min(limit, maxLimit);
  }
  limit = Math.min(limit, maxLimit);

  let [sortField, sortOrder] = rules.defaultSort;
  if (query.sort !== undefined) {
    const sort = parseJson(query.sort, 'sort');
    if (!Array.isArray(sort) || typeof sort[0] !== 'string') {
      throw DomainError.invalid('INVALID_LIST_QUERY', 'sort must be ["field","ASC|DESC"]', 'sort');
    }
    if (!rules.sortable.includes(sort[0])) {
      throw DomainError.invalid('INVALID_LIST_QUERY', `sort field must be one of ${rules.sortable.join(', ')}`, 'sort');
    }
    const order = String(sort[1] ?? 'ASC').toUpperCase();
    if (order !== 'ASC' && order !== 'DESC') {
      throw DomainError.invalid('INVALID_LIST_QUERY', 'sort order must be ASC or DESC', 'sort');
    }
    sortField = sort[0];
    sortOrder = order;
  }

  let filter: Record<string, unknown> = {};
  if (query.filter !== undefined) {
    const parsed = parseJson(query.filter, 'filter');
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw DomainError.invalid('INVALID_LIST_QUERY', 'filter must be a JSON object', 'filter');
    }
    filter = parsed as Record<string, unknown>;
  }
  return { offset, limit, sortField, sortOrder, filter };
}

/** `Content-Range: products 0-23/319`, as ra-data-simple-rest reads it. */
export function contentRange(resource: string, page: Page<unknown>): string {
  if (page.items.length === 0) return `${resource} */${page.total}`;
  return `${resource} ${page.offset}-${page.offset + page.items.length - 1}/${page.total}`;
}
