import { describe, expect, it } from 'vitest';
import { bannerKey, canMarkPaidAtStore, canRetry, kindOf, refreshInterval, stateOf } from './taxDocuments';

describe('the desk marks an order paid at the store', () => {
  it.each([
    [{ payment_method: 'cash', payment_status: 'pending', status: 'new' }, true],
    [{ payment_method: 'cash', payment_status: 'pending', status: 'completed' }, true],
    [{ payment_method: 'cash', payment_status: 'paid', status: 'new' }, false],
    [{ payment_method: 'cash', payment_status: 'pending', status: 'cancelled' }, false],
    [{ payment_method: 'credit_card', payment_status: 'pending', status: 'unpaid' }, false],
    [{ payment_method: 'bit', payment_status: 'pending', status: 'unpaid' }, false],
  ])('%j: %s', (order, allowed) => expect(canMarkPaidAtStore(order)).toBe(allowed));
});

describe('tax documents in the order details', () => {
  it('retries only a failed document', () => {
    expect(canRetry({ state: 'failed' })).toBe(true);
    expect(canRetry({ state: 'pending' })).toBe(false);
    expect(canRetry({ state: 'issued' })).toBe(false);
  });

  it('reads again while a document is pending, and not once all are done', () => {
    expect(refreshInterval([{ state: 'issued' }, { state: 'pending' }])).toBe(2000);
    expect(refreshInterval([{ state: 'issued' }, { state: 'failed' }])).toBe(false);
    expect(refreshInterval(undefined)).toBe(false);
  });

  it('takes an unknown state as pending and an unknown kind as the invoice-receipt', () => {
    expect(stateOf('issued')).toBe('issued');
    expect(stateOf('weird')).toBe('pending');
    expect(kindOf('credit_note')).toBe('credit_note');
    expect(kindOf('other')).toBe('invoice_receipt');
  });
});

describe('the banner', () => {
  it.each([
    [undefined, null],
    [{ provider: 'morning', configured: true, warning: null }, null],
    [{ provider: 'none', configured: false, warning: 'No tax documents are issued' }, 'resources.tax-documents.banner.none'],
    [{ provider: 'morning', configured: false, warning: 'Morning needs its keys' }, 'resources.tax-documents.banner.no_keys'],
    [{ provider: 'sandbox', configured: true, warning: 'not real' }, 'resources.tax-documents.banner.not_real'],
  ])('%j: %s', (status, key) => expect(bannerKey(status)).toBe(key));
});
