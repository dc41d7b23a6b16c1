/** The fields staff search an order by (the back office's `search` filter). */
export interface SearchedOrderFields {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
}

/**
 * What the order search looks in: the searched fields in lower case, one per line. Kept on the
 * order row, so the database tests one short text per order byte for byte (a case-insensitive
 * LIKE under a Unicode collation over four columns cost three times as much). The line breaks keep
 * a search from matching across two fields.
 */
export function orderSearchText(fields: SearchedOrderFields): string {
  return [fields.orderNumber, fields.customerName, fields.customerEmail, fields.customerPhone].join('\n').toLowerCase();
}

/** The longest search text the column holds: the fields' own limits and three line breaks. */
export const ORDER_SEARCH_TEXT_LENGTH = 40 + 200 + 254 + 40 + 3;
