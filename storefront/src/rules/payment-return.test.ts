import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  explainResponseCode,
  formatProviderAmount,
  frameMessageOf,
  homeAfterPayment,
  providerCurrency,
  readProviderReturn,
  tryAgainPath,
} from './payment-return';

const ORDER = '3f1c2b8e-5a7d-4c1e-9b2a-6d8e0f4a1c3b';

/** What the sandbox (like Tranzila) appends to the success or fail address. */
const sandboxReturn = (response: string) =>
  `?orderId=${ORDER}&sum=123.40&currency=1&Response=${response}&ConfirmationCode=0123456&index=987654&Tempref=11223344&ccno=0000&cardtype=2`;

describe('reading the provider return', () => {
  it('sends an address without the provider markers home (null)', () => {
    expect(readProviderReturn('')).toBeNull();
    expect(readProviderReturn(`?orderId=${ORDER}`)).toBeNull();
    expect(readProviderReturn('?utm_source=mail&sum=10')).toBeNull();
    expect(readProviderReturn('?Response=')).toBeNull();
  });

  it('reads an approved return (Response 000) as a success with its numbers', () => {
    expect(readProviderReturn(sandboxReturn('000'))).toEqual({
      outcome: 'success',
      orderId: ORDER,
      amount: 123.4,
      currency: { code: '1', iso: 'ILS', symbol: '₪' },
      transactionId: '987654',
      authNumber: '0123456',
      responseCode: '000',
      providerMessage: null,
    });
  });

  it('reads any other response code as an error, keeping the code', () => {
    expect(readProviderReturn(sandboxReturn('004'))).toMatchObject({ outcome: 'error', responseCode: '004', orderId: ORDER });
    expect(readProviderReturn('?Tempref=5566')).toMatchObject({ outcome: 'error', responseCode: '', transactionId: '5566', orderId: null });
  });

  it("reads the spec's field names in any letter case", () => {
    const result = readProviderReturn('?response=000&Sum=50&Currency=2&transaction_id=TXN1&auth_number=777&Responsemsg=OK');
    expect(result).toMatchObject({ outcome: 'success', amount: 50, transactionId: 'TXN1', authNumber: '777', providerMessage: 'OK' });
    expect(result?.currency.symbol).toBe('$');
  });

  it('ignores an amount that is not a number', () => {
    expect(readProviderReturn('?Response=000&sum=abc')?.amount).toBeNull();
  });
});

describe('currency symbols', () => {
  it("maps the spec's codes 1, 2, 3 and the provider's 978 to ₪, $, €, €", () => {
    expect(['1', '2', '3', '978'].map(currencySymbol)).toEqual(['₪', '$', '€', '€']);
    expect(currencySymbol('826')).toBe('£');
    expect(currencySymbol('ils')).toBe('₪');
  });

  it('shows an unknown code as it is and a missing one as shekels', () => {
    expect(providerCurrency('999')).toEqual({ code: '999', iso: null, symbol: '999' });
    expect(currencySymbol(undefined)).toBe('₪');
    expect(currencySymbol('')).toBe('₪');
  });

  it('formats an amount with its symbol', () => {
    expect(formatProviderAmount(123.4, providerCurrency('1'))).toMatch(/123\.40.*₪|₪.*123\.40/);
    expect(formatProviderAmount(5, providerCurrency('978'))).toContain('€');
    expect(formatProviderAmount(5, providerCurrency('999'))).toBe('5.00 999');
  });
});

describe('response code meanings', () => {
  const meanings = { '004': 'Refused', '447': 'Wrong card number' };

  it("uses the provider's meaning, the code itself when unknown, and the unknown text when empty", () => {
    expect(explainResponseCode('004', meanings, 'Unknown error')).toBe('Refused');
    expect(explainResponseCode('123', meanings, 'Unknown error')).toBe('123');
    expect(explainResponseCode('  ', meanings, 'Unknown error')).toBe('Unknown error');
  });
});

describe('after the return', () => {
  const success = readProviderReturn(sandboxReturn('000'))!;
  const failure = readProviderReturn(sandboxReturn('006'))!;

  it('posts payment_success or payment_error with the order and transaction', () => {
    expect(frameMessageOf(success)).toEqual({ type: 'payment_success', orderId: ORDER, transactionId: '987654', responseCode: '000' });
    expect(frameMessageOf(failure)).toMatchObject({ type: 'payment_error', responseCode: '006' });
  });

  it('goes home with paymentSuccess, orderId and transactionId', () => {
    expect(homeAfterPayment(success)).toBe(`/?paymentSuccess=true&orderId=${ORDER}&transactionId=987654`);
  });

  it('tries again on the order payment page, or the checkout without an order', () => {
    expect(tryAgainPath(failure)).toBe(`/payment/${ORDER}`);
    expect(tryAgainPath(readProviderReturn('?Response=004')!)).toBe('/checkout');
  });
});
