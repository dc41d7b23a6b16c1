import type { Order } from '../domain/order';
import { composeConfirmation, trackingLink } from './order-confirmation.messages';

function anOrder(over: Partial<Order> = {}): Order {
  const at = new Date('2026-01-05T10:00:00.000Z');
  return {
    id: '4b8f0c1e-2a55-4e8e-9a43-5d9b0d1b2c3d',
    orderNumber: 'ORD-1767607200000-42',
    status: 'new',
    paymentStatus: 'pending',
    paymentMethod: 'cash',
    paymentErrorCode: null,
    language: 'he',
    customerName: 'Dana <Levi>',
    customerEmail: 'dana+shop@example.com',
    customerPhone: '0501234567',
    customerAddress: null,
    companyName: null,
    notes: null,
    itemsTotal: 25_980,
    discountCode: null,
    discountAmount: 0,
    deliveryMethod: 'pickup',
    deliveryAddress: null,
    deliveryFee: 0,
    totalAmount: 25_980,
    stockReleased: false,
    paidAt: null,
    paidWith: null,
    installments: null,
    completedAt: null,
    refundedAmount: 0,
    cancellationRequested: false,
    paidAfterCancellationAt: null,
    createdAt: at,
    updatedAt: at,
    items: [
      {
        id: 7,
        productId: 1,
        cancelledQuantity: 0,
        variantId: 2,
        productName: 'נעלי ריצה',
        variantName: '42 / Red',
        quantity: 2,
        unitPrice: 12_990,
        totalPrice: 25_980,
        product: null,
      },
    ],
    ...over,
  };
}

describe('order confirmation email', () => {
  it('is written in Hebrew for a Hebrew order, with number, lines, total and tracking link', () => {
    const message = composeConfirmation(anOrder(), 'https://shop.example');
    expect(message.subject).toBe('אישור הזמנה ORD-1767607200000-42');
    // The line's colour in Hebrew; the order keeps the English key.
    expect(message.text).toContain('נעלי ריצה (42 / אדום) × 2: ₪259.80');
    expect(message.html).toContain('42 / אדום');
    expect(message.text).toContain('סה״כ לתשלום: ₪259.80 (תשלום בחנות)');
    expect(message.text).toContain(
      'https://shop.example/order-tracking?orderNumber=ORD-1767607200000-42&customerEmail=dana%2Bshop%40example.com',
    );
    expect(message.html).toContain('dir="rtl"');
    expect(message.html).toContain('Dana &lt;Levi&gt;');
    expect(message.text).toContain('ביטול עסקה: https://shop.example/cancel');
    expect(message.html).toContain('<a href="https://shop.example/cancel">ביטול עסקה</a>');
  });

  it('is written in Russian for a Russian order', () => {
    const message = composeConfirmation(anOrder({ language: 'ru', paymentMethod: 'credit_card' }), 'https://shop.example');
    expect(message.subject).toBe('Подтверждение заказа ORD-1767607200000-42');
    expect(message.text).toContain('Итого к оплате: ₪259.80 (Кредитная карта)');
    expect(message.text).toContain('(42 / Красный) × 2');
    expect(message.html).toContain('dir="ltr"');
    expect(message.text).toContain('Отмена заказа: https://shop.example/ru/cancel');
    // The Russian tracking page, not the Hebrew one.
    expect(message.text).toContain(
      'https://shop.example/ru/order-tracking?orderNumber=ORD-1767607200000-42&customerEmail=dana%2Bshop%40example.com',
    );
    expect(message.html).toContain('href="https://shop.example/ru/order-tracking?');
    expect(message.text).not.toContain('https://shop.example/order-tracking');
  });

  it("links to the tracking page with both query values encoded, in the order's language", () => {
    expect(trackingLink('http://shop.test', { orderNumber: 'ORD-1-2', customerEmail: 'a b@x.io', language: 'he' })).toBe(
      'http://shop.test/order-tracking?orderNumber=ORD-1-2&customerEmail=a+b%40x.io',
    );
    expect(trackingLink('http://shop.test', { orderNumber: 'ORD-1-2', customerEmail: 'a b@x.io', language: 'ru' })).toBe(
      'http://shop.test/ru/order-tracking?orderNumber=ORD-1-2&customerEmail=a+b%40x.io',
    );
  });
});
