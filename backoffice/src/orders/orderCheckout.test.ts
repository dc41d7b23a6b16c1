import { describe, expect, it } from 'vitest';
import { deliveryAddressPiecesOf, orderAmountLines, paymentWording, type OrderCheckoutFacts } from './orderCheckout';

const aCashOrder = (overrides: Partial<OrderCheckoutFacts> = {}): OrderCheckoutFacts => ({
  total_amount: 123.4,
  payment_method: 'cash',
  ...overrides,
});

describe('order amount lines', () => {
  it('reads items, discount, delivery and total from the order', () => {
    expect(
      orderAmountLines(
        aCashOrder({
          items_total: 200,
          discount_code: 'SPRING10',
          discount_amount: 20,
          delivery_method: 'courier',
          delivery_fee: 30,
          total_amount: 210,
        }),
      ),
    ).toEqual({ itemsTotal: 200, discount: { code: 'SPRING10', amount: 20 }, delivery: { method: 'courier', fee: 30 }, total: 210 });
  });

  it('has no discount line without a code, and free courier delivery as a fee of zero', () => {
    expect(
      orderAmountLines(
        aCashOrder({ items_total: 500, discount_amount: 0, delivery_method: 'courier', delivery_fee: 0, total_amount: 500 }),
      ),
    ).toEqual({ itemsTotal: 500, discount: null, delivery: { method: 'courier', fee: 0 }, total: 500 });
  });

  it('reads an order from before delivery and discounts as its items picked up in the store', () => {
    expect(orderAmountLines(aCashOrder())).toEqual({
      itemsTotal: 123.4,
      discount: null,
      delivery: { method: 'pickup', fee: 0 },
      total: 123.4,
    });
  });
});

describe('payment wording', () => {
  const D = 'resources.orders.details';
  it.each<[Partial<OrderCheckoutFacts>, unknown]>([
    [{ paid_with: 'cash' }, { key: 'resources.orders.paid_with.cash' }],
    [{ payment_method: 'bit', paid_with: 'bit' }, { key: 'resources.orders.paid_with.bit' }],
    [{ payment_method: 'credit_card', paid_with: 'credit_card', installments: 1 }, { key: 'resources.orders.paid_with.credit_card' }],
    [
      { payment_method: 'credit_card', paid_with: 'installments', installments: 6 },
      { key: 'resources.orders.paid_with.installments', options: { smart_count: 6 } },
    ],
    [
      { payment_method: 'credit_card', paid_with: null, installments: null },
      { key: `${D}.not_paid_yet`, options: { methodKey: 'resources.orders.payment_methods.credit_card' } },
    ],
    [
      { payment_method: 'credit_card', paid_with: null, installments: 3 },
      { key: `${D}.installments_chosen`, options: { methodKey: 'resources.orders.payment_methods.credit_card', smart_count: 3 } },
    ],
    [{ payment_method: 'bit' }, { key: `${D}.not_paid_yet`, options: { methodKey: 'resources.orders.payment_methods.bit' } }],
  ])('%o', (facts, wording) => {
    expect(paymentWording(aCashOrder(facts))).toEqual(wording);
  });
});

describe('delivery address line', () => {
  const hebrew = { entrance: 'כניסה', floor: 'קומה', apartment: 'דירה' };
  /** The line as the details show it: each piece's word and value, pieces apart by commas. */
  const deliveryAddressLine = (address: Parameters<typeof deliveryAddressPiecesOf>[0], words: typeof hebrew) =>
    deliveryAddressPiecesOf(address, words)
      .map((piece) => (piece.word ? `${piece.word} ${piece.value}` : piece.value))
      .join(', ');

  it('keeps each value apart from its word, so the desk can show it in its own direction', () => {
    expect(deliveryAddressPiecesOf({ city: 'חיפה', street: 'הרצל', house_number: '12', floor: '-1' }, hebrew)).toEqual([
      { word: null, value: 'הרצל 12' },
      { word: 'קומה', value: '-1' },
      { word: null, value: 'חיפה' },
    ]);
  });

  it('puts street and house, apartment, city and zip on one line', () => {
    expect(
      deliveryAddressLine(
        { city: 'תל אביב', street: 'הרצל', house_number: '12א', apartment: '3', zip: '6100000', notes: 'קוד 12' },
        hebrew,
      ),
    ).toBe('הרצל 12א, דירה 3, תל אביב 6100000');
  });

  it('names the entrance and the floor before the apartment, as a courier climbs', () => {
    expect(
      deliveryAddressLine(
        { city: 'חיפה', street: 'הרצל', house_number: '12', entrance: 'ב', floor: 'קרקע', apartment: '5', zip: null },
        hebrew,
      ),
    ).toBe('הרצל 12, כניסה ב, קומה קרקע, דירה 5, חיפה');
    expect(
      deliveryAddressLine(
        { city: 'Хайфа', street: 'Герцль', house_number: '7', entrance: null, floor: '-1' },
        { entrance: 'подъезд', floor: 'этаж', apartment: 'кв.' },
      ),
    ).toBe('Герцль 7, этаж -1, Хайфа');
  });

  it('leaves out what the shopper did not give (an older order has no floor or entrance at all)', () => {
    expect(deliveryAddressLine({ city: 'Haifa', street: 'Herzl', house_number: '5', apartment: ' ', zip: null }, hebrew)).toBe(
      'Herzl 5, Haifa',
    );
  });
});
