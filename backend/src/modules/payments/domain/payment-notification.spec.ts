import { lastFourDigits, parseDecimalAmount, paymentMethodLabel } from './payment-notification';

describe('payment notification values', () => {
  it.each([
    ['4580123412341234', '1234'],
    ['4580 1234 1234 5678', '5678'],
    ['1234', '1234'],
    ['xx12', '12'],
    ['', null],
    [null, null],
  ])('keeps only the last four digits of %p', (raw, last4) => {
    expect(lastFourDigits(raw)).toBe(last4);
  });

  it('names the card like "Visa ****1234"', () => {
    expect(paymentMethodLabel('Visa', '1234')).toBe('Visa ****1234');
    expect(paymentMethodLabel(null, '1234')).toBe('Card ****1234');
    expect(paymentMethodLabel('Mastercard', null)).toBe('Mastercard');
    expect(paymentMethodLabel(null, null)).toBeNull();
  });

  it.each([
    ['123.40', 12340],
    ['123.4', 12340],
    ['123', 12300],
    ['0.05', 5],
    [' 99.99 ', 9999],
  ])('reads the amount %p in agorot', (raw, agorot) => {
    expect(parseDecimalAmount(raw)).toBe(agorot);
  });

  it.each(['', '12.345', '-5.00', '1e3', 'abc', '12,40', null])('refuses %p as an amount', (raw) => {
    expect(parseDecimalAmount(raw)).toBeNull();
  });
});
