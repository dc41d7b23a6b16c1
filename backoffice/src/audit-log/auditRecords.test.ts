import { describe, expect, it } from 'vitest';
import { changeRows, itemPath, shownValue } from './auditRecords';

describe('the audited item page', () => {
  it.each([
    [{ entity_type: 'product', entity_id: '12', action: 'update', changes: {} }, '/products/12'],
    [{ entity_type: 'order', entity_id: 'b6f1-uuid', action: 'status', changes: {} }, '/orders/b6f1-uuid'],
    [{ entity_type: 'seo-record', entity_id: '3', action: 'update', changes: {} }, '/seo/3'],
    [
      { entity_type: 'product-variant', entity_id: '40', action: 'update', changes: { productId: { before: 12, after: 12 } } },
      '/products/12',
    ],
    [{ entity_type: 'product-variant', entity_id: '40', action: 'update', changes: {} }, null],
    [{ entity_type: 'refund', entity_id: '5', action: 'create', changes: { orderId: { before: null, after: 'o-1' } } }, '/orders/o-1'],
    [{ entity_type: 'shop-settings', entity_id: '1', action: 'update', changes: {} }, '/shop-settings'],
    [{ entity_type: 'product-variant', entity_id: '41', action: 'delete', changes: {}, parent: 'product:12' }, '/products/12'],
    [{ entity_type: 'refund', entity_id: '5', action: 'refund', changes: {}, parent: 'order:o-1' }, '/orders/o-1'],
    [{ entity_type: 'product', entity_id: '12', action: 'delete', changes: {} }, null],
    [{ entity_type: 'staff-user', entity_id: null, action: 'login-failed', changes: {} }, null],
    [{ entity_type: 'webhook', entity_id: '2', action: 'create', changes: {} }, null],
  ])('%j opens %s', (record, path) => {
    expect(itemPath(record)).toBe(path);
  });
});

describe('the before/after table', () => {
  it('has one row per changed field with both values', () => {
    expect(changeRows({ price: { before: 129.9, after: 99.9 }, name: { before: null, after: 'Ball' } })).toEqual([
      { field: 'price', before: 129.9, after: 99.9 },
      { field: 'name', before: null, after: 'Ball' },
    ]);
  });

  it.each([
    [null, '—'],
    ['', '—'],
    [true, 'yes'],
    [false, 'no'],
    [99.9, '99.9'],
    [[{ from: 0 }], '[{"from":0}]'],
  ])('shows %j as %s', (value, shown) => {
    expect(shownValue(value, { yes: 'yes', no: 'no' })).toBe(shown);
  });
});
