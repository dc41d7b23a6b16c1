import { orderSearchText } from './order-search';

describe('orderSearchText', () => {
  it('keeps the searched fields in lower case, one per line', () => {
    expect(
      orderSearchText({
        orderNumber: 'ORD-1700000000-7',
        customerName: 'Анна Коэн',
        customerEmail: 'Anna@Example.com',
        customerPhone: '052-111',
      }),
    ).toBe('ord-1700000000-7\nанна коэн\nanna@example.com\n052-111');
  });

  it('does not let a search run from one field into the next', () => {
    const text = orderSearchText({ orderNumber: 'ORD-1', customerName: 'Dana Levi', customerEmail: 'x@y.il', customerPhone: '050' });
    expect(text.includes('levi x@')).toBe(false);
    expect(text.includes('dana levi')).toBe(true);
  });
});
