/** Where the back office shows an audited item, and how a change is shown: pure, tested beside. */

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

type Changes = Record<string, { before?: unknown; after?: unknown }>;

const SCREENS: Record<string, string> = {
  product: 'products',
  category: 'categories',
  article: 'articles',
  'seo-record': 'seo',
  'size-template': 'size-templates',
  'staff-user': 'staff',
  'discount-code': 'discount-codes',
  order: 'orders',
};

/** The id a change names in a field (a variant's product, a refund's order), before or after. */
function idIn(changes: Changes, field: string): string | null {
  const change = changes[field];
  const value = change?.after ?? change?.before;
  return value === null || value === undefined ? null : String(value);
}

/**
 * The back-office page of the changed item, or null for one that has none (a login refused for an
 * unknown email, the shop settings' single row, a deleted item).
 */
export function itemPath(record: {
  entity_type: string;
  entity_id: string | null;
  action: string;
  changes: Changes;
  parent?: string | null;
}): string | null {
  // A part of an item (a variant of a product, a refund of an order) opens its item, deleted or not.
  const parent = record.parent ? /^([a-z-]+):(.+)$/.exec(record.parent) : null;
  if (parent && SCREENS[parent[1]]) return `/${SCREENS[parent[1]]}/${encodeURIComponent(parent[2])}`;
  if (record.action === 'delete') return null;
  if (record.entity_type === 'product-variant') {
    const product = idIn(record.changes, 'productId');
    return product ? `/products/${encodeURIComponent(product)}` : null;
  }
  if (record.entity_type === 'refund') {
    const order = idIn(record.changes, 'orderId');
    return order ? `/orders/${encodeURIComponent(order)}` : null;
  }
  if (record.entity_type === 'shop-settings') return '/shop-settings';
  const screen = SCREENS[record.entity_type];
  return screen && record.entity_id ? `/${screen}/${encodeURIComponent(record.entity_id)}` : null;
}

/** The changes as rows of a before/after table, in the order the server gave them. */
export function changeRows(changes: Changes): AuditChange[] {
  return Object.entries(changes).map(([field, change]) => ({ field, before: change?.before ?? null, after: change?.after ?? null }));
}

/** A value as a table cell shows it: text as it is, yes/no for flags, JSON for lists, a dash for nothing. */
export function shownValue(value: unknown, words: { yes: string; no: string }): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
