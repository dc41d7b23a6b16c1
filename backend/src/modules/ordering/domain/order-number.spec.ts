import { newOrderNumber, normalizeOrderNumber, ORDER_NUMBER_PATTERN } from './order-number';

describe('order number', () => {
  const at = new Date('2026-03-01T10:00:00.000Z');

  it('has the shape ORD-{timestamp}-{0..999}', () => {
    expect(newOrderNumber(at, () => 7)).toBe(`ORD-${at.getTime()}-7`);
    expect(newOrderNumber(at, () => 999)).toBe(`ORD-${at.getTime()}-999`);
    expect(newOrderNumber(at, () => 0)).toMatch(ORDER_NUMBER_PATTERN);
  });

  it('asks for a random number below 1000', () => {
    const limits: number[] = [];
    newOrderNumber(at, (limit) => (limits.push(limit), 1));
    expect(limits).toEqual([1000]);
  });

  it.each(['ORD-1-1000', 'ORD--1', 'XORD-1-1', 'ORD-1-'])('%s does not match the pattern', (value) => {
    expect(value).not.toMatch(ORDER_NUMBER_PATTERN);
  });

  it('ignores spaces and case typed by a shopper', () => {
    expect(normalizeOrderNumber('  ord-1767000000000-12 ')).toBe('ORD-1767000000000-12');
  });
});
