import { describe, expect, it } from 'vitest';
import { formatOrderDateTime, orderSuccessPath, orderTrackingPath, resultFromServer, STATUS_POLL_ATTEMPTS } from './payment-page';

const pending = { status: 'pending' as const, transactionId: null, errorMessage: null };

describe('the payment result comes from the server', () => {
  it('shows the server success or failure whatever the frame said', () => {
    const paid = { status: 'success' as const, transactionId: '987', errorMessage: null };
    const refused = { status: 'failed' as const, transactionId: null, errorMessage: 'Refused' };
    expect(resultFromServer('payment_error', paid, 0)).toEqual({ kind: 'success', transactionId: '987' });
    expect(resultFromServer('payment_success', refused, 0)).toEqual({ kind: 'failed', message: 'Refused' });
  });

  it('asks again while a reported success is still pending, then says pending', () => {
    expect(resultFromServer('payment_success', pending, 0)).toBeNull();
    expect(resultFromServer('payment_success', pending, STATUS_POLL_ATTEMPTS - 2)).toBeNull();
    expect(resultFromServer('payment_success', pending, STATUS_POLL_ATTEMPTS - 1)).toEqual({ kind: 'pending' });
  });

  it('never shows a success the server has not recorded', () => {
    for (let attempt = 0; attempt < STATUS_POLL_ATTEMPTS + 2; attempt += 1) {
      expect(resultFromServer('payment_success', pending, attempt)?.kind).not.toBe('success');
    }
  });

  it('shows a reported error with the server still pending as failed, default message', () => {
    expect(resultFromServer('payment_error', pending, 0)).toEqual({ kind: 'failed', message: null });
  });
});

describe('order date', () => {
  it('is dd.MM.yyyy HH:mm in Israel time', () => {
    expect(formatOrderDateTime('2026-01-05T10:07:00.000Z')).toBe('05.01.2026 12:07');
    expect(formatOrderDateTime('2026-07-31T21:30:00.000Z')).toBe('01.08.2026 00:30');
  });

  it('is empty when unreadable', () => {
    expect(formatOrderDateTime('yesterday')).toBe('');
  });
});

describe('where the page leads', () => {
  const order = { id: 'a1b2', orderNumber: 'ORD-1767607200000-42', customerEmail: 'dana+1@example.com' };

  it('opens the confirmation with the order, paymentSuccess and the transaction', () => {
    expect(orderSuccessPath(order, '987')).toBe(
      '/order-success?orderId=a1b2&orderNumber=ORD-1767607200000-42&customerEmail=dana%2B1%40example.com&paymentSuccess=true&transactionId=987',
    );
    expect(orderSuccessPath(order, null)).not.toContain('transactionId');
  });

  it('goes back to the order tracking with number and email', () => {
    expect(orderTrackingPath(order)).toBe('/order-tracking?orderNumber=ORD-1767607200000-42&customerEmail=dana%2B1%40example.com');
  });
});
