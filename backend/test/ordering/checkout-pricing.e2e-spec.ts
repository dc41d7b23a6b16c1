import { aCheckout, aLine, aProduct, asAdmin, outboxMessage, placeOrder, readEml } from './fixtures';
import { aDiscountCode, anAddress, withShopSettings } from '../promotions/fixtures';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Delivery and discount codes priced by the server, the same through the quote and the placed
 * order. Default settings: courier ₪30, free from ₪400 of items after the discount.
 */
describe('checkout pricing: items, discount, delivery (POST /api/orders/quote and POST /api/orders)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  const quote = async (body: object) => (await shop.http().post('/api/orders/quote').send(body).expect(200)).body.data;

  // [case, unit price, quantity, delivery, code terms (null: none), expected items, discount, fee, total]
  const TABLE: Array<[string, number, number, 'pickup' | 'courier', Record<string, unknown> | null, number, number, number, number]> = [
    ['pickup, no code', 120, 2, 'pickup', null, 240, 0, 0, 240],
    ['courier below the threshold', 120, 2, 'courier', null, 240, 0, 30, 270],
    ['courier at the threshold exactly', 200, 2, 'courier', null, 400, 0, 0, 400],
    ['courier above the threshold', 250, 2, 'courier', null, 500, 0, 0, 500],
    ['10% off, still above the threshold after it', 250, 2, 'courier', { kind: 'percent', value: 10 }, 500, 50, 0, 450],
    [
      '10% off takes the items under the threshold: delivery is charged',
      210,
      2,
      'courier',
      { kind: 'percent', value: 10 },
      420,
      42,
      30,
      408,
    ],
    ['₪50 off from ₪300, pickup', 160, 2, 'pickup', { kind: 'fixed', value: 50, minimum_total: 300 }, 320, 50, 0, 270],
    ['percent rounded half-up to the agora', 33.35, 1, 'pickup', { kind: 'percent', value: 15 }, 33.35, 5, 0, 28.35],
    ['a fixed amount never above the items', 20, 1, 'courier', { kind: 'fixed', value: 50 }, 20, 20, 30, 30],
    ['100% off, courier still paid', 99.9, 1, 'courier', { kind: 'percent', value: 100 }, 99.9, 99.9, 30, 30],
  ];

  it.each(TABLE)('%s', async (_, price, quantity, method, terms, items, discount, fee, total) => {
    const product = await aProduct(shop, { price, stockQuantity: 50 });
    const code = terms ? (await aDiscountCode(shop, terms)).code : null;
    const body = {
      items: [aLine(product, { quantity })],
      delivery_method: method,
      ...(method === 'courier' ? { delivery_address: anAddress() } : {}),
      ...(code ? { discount_code: code.toLowerCase() } : {}),
    };
    const quoted = await quote(body);
    expect(quoted).toMatchObject({
      items_total: items,
      discount: code ? { code, amount: discount } : null,
      discount_error: null,
      delivery_method: method,
      delivery_fee: fee,
      total,
      total_amount: total,
    });
    const order = await placeOrder(shop, aCheckout(body.items, body));
    expect(order).toMatchObject({
      items_total: items,
      discount_code: code,
      discount_amount: discount,
      delivery_method: method,
      delivery_fee: fee,
      total_amount: total,
    });
    // Every later read of the order answers the same money.
    const stored = (await shop.http().get(`/api/orders/${order.id}`).expect(200)).body.data;
    expect(stored).toMatchObject({ items_total: items, discount_amount: discount, delivery_fee: fee, total_amount: total });
  });

  it('says how much more gives free delivery, measured after the discount, and the most payments for the total', async () => {
    const product = await aProduct(shop, { price: 150, stockQuantity: 50 });
    const code = await aDiscountCode(shop, { kind: 'fixed', value: 20 });
    expect(await quote({ items: [aLine(product, { quantity: 2 })], delivery_method: 'courier' })).toMatchObject({
      free_delivery_from: 400,
      amount_to_free_delivery: 100,
      max_installments: 3,
      courier_available: true,
    });
    expect(await quote({ items: [aLine(product, { quantity: 2 })], delivery_method: 'courier', discount_code: code.code })).toMatchObject({
      amount_to_free_delivery: 120,
      total: 310,
      max_installments: 3,
    });
    expect(await quote({ items: [aLine(product, { quantity: 3 })] })).toMatchObject({ amount_to_free_delivery: 0 });
  });

  it('keeps customer_address filled for the spec: the store for pickup, the formatted address for a courier', async () => {
    const product = await aProduct(shop, { stockQuantity: 50 });
    const pickup = await placeOrder(shop, aCheckout([aLine(product)], { language: 'ru', customer_address: 'anything' }));
    expect(pickup.customer_address).toBe('Самовывоз из магазина: ул. Герцль 120, Ришон-ле-Цион');
    expect(pickup.delivery_address).toBeNull();
    const courier = await placeOrder(shop, aCheckout([aLine(product)], { delivery_method: 'courier', delivery_address: anAddress() }));
    expect(courier.customer_address).toBe('הרצל 12א, דירה 4, ראשון לציון 7525101');
    expect(courier.delivery_address).toEqual({
      city: 'ראשון לציון',
      street: 'הרצל',
      house_number: '12א',
      entrance: null,
      floor: null,
      apartment: '4',
      zip: '7525101',
      notes: 'קומה 2',
    });
    const tracked = await shop
      .http()
      .get('/api/orders/track')
      .query({ order_number: courier.order_number, email: 'DANA@example.com' })
      .expect(200);
    expect(tracked.body.data).toMatchObject({ delivery_method: 'courier', delivery_fee: 30, delivery_address: { house_number: '12א' } });
  });

  it('writes the discount, the delivery and the address into the confirmation email', async () => {
    const product = await aProduct(shop, { price: 100, stockQuantity: 50 });
    const code = await aDiscountCode(shop, { kind: 'percent', value: 10 });
    const order = await placeOrder(
      shop,
      aCheckout([aLine(product)], { delivery_method: 'courier', delivery_address: anAddress(), discount_code: code.code }),
    );
    const { text } = readEml(await outboxMessage(shop, order.order_number));
    expect(text).toContain('מוצרים: ₪100.00');
    expect(text).toContain(`הנחה (${code.code}): −₪10.00`);
    expect(text).toContain('משלוח עם שליח: ₪30.00');
    expect(text).toContain('₪120.00');
    expect(text).toContain('כתובת למשלוח: הרצל 12א, דירה 4, ראשון לציון 7525101; הערות לשליח: קומה 2');
  });

  it('shows the money lines in the orders desk, and staff correcting the details never change them', async () => {
    const product = await aProduct(shop, { price: 100, stockQuantity: 50 });
    const code = await aDiscountCode(shop, { kind: 'fixed', value: 15 });
    const order = await placeOrder(
      shop,
      aCheckout([aLine(product)], { delivery_method: 'courier', delivery_address: anAddress(), discount_code: code.code }),
    );
    const money = { items_total: 100, discount_code: code.code, discount_amount: 15, delivery_fee: 30, total_amount: 115 };
    const list = await shop.http().get('/api/orders').query({ search: order.order_number }).set(asAdmin(shop)).expect(200);
    expect(list.body.data[0]).toMatchObject({ ...money, delivery_method: 'courier', delivery_address: { city: 'ראשון לציון' } });
    const edited = await shop
      .http()
      .put(`/api/orders/${order.id}`)
      .set(asAdmin(shop))
      .send({ delivery_address: anAddress({ house_number: '14' }) })
      .expect(200);
    expect(edited.body.data).toMatchObject({ ...money, customer_address: 'הרצל 14, דירה 4, ראשון לציון 7525101' });
    await shop.http().put(`/api/orders/${order.id}`).set(asAdmin(shop)).send({ total_amount: 1 }).expect(400);
  });

  it.each([
    ['delivery_address', { delivery_method: 'courier' }],
    ['delivery_address.city', { delivery_method: 'courier', delivery_address: anAddress({ city: 'X' }) }],
    ['delivery_address.street', { delivery_method: 'courier', delivery_address: anAddress({ street: '' }) }],
    ['delivery_address.house_number', { delivery_method: 'courier', delivery_address: anAddress({ house_number: 'twelve' }) }],
    ['delivery_address.house_number', { delivery_method: 'courier', delivery_address: anAddress({ house_number: '12345678901' }) }],
    ['delivery_address.zip', { delivery_method: 'courier', delivery_address: anAddress({ zip: '12345' }) }],
    ['delivery_address.apartment', { delivery_method: 'courier', delivery_address: anAddress({ apartment: '12345678901' }) }],
    ['delivery_address.notes', { delivery_method: 'courier', delivery_address: anAddress({ notes: 'x'.repeat(301) }) }],
    ['delivery_method', { delivery_method: 'drone' }],
  ])('refuses a bad %s with 400 naming the field', async (field, over) => {
    const product = await aProduct(shop);
    const res = await shop
      .http()
      .post('/api/orders')
      .send(aCheckout([aLine(product)], over))
      .expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('accepts house numbers as Israelis write them and ignores an address sent with pickup', async () => {
    const product = await aProduct(shop, { stockQuantity: 50 });
    for (const house_number of ['7', '12/3', '40B']) {
      const order = await placeOrder(
        shop,
        aCheckout([aLine(product)], { delivery_method: 'courier', delivery_address: anAddress({ house_number, zip: '' }) }),
      );
      expect(order.delivery_address).toMatchObject({ house_number, zip: null });
    }
    const pickup = await placeOrder(shop, aCheckout([aLine(product)], { delivery_method: 'pickup', delivery_address: anAddress() }));
    expect(pickup).toMatchObject({ delivery_method: 'pickup', delivery_address: null, delivery_fee: 0 });
  });

  it('refuses a courier while staff switched it off (422 COURIER_UNAVAILABLE); the quote prices pickup and says so', async () => {
    const product = await aProduct(shop, { price: 100, stockQuantity: 50 });
    await withShopSettings(shop, { courier_enabled: false });
    try {
      const body = { delivery_method: 'courier', delivery_address: anAddress() };
      const res = await shop
        .http()
        .post('/api/orders')
        .send(aCheckout([aLine(product)], body))
        .expect(422);
      expect(res.body).toMatchObject({ code: 'COURIER_UNAVAILABLE', errors: [{ field: 'delivery_method' }] });
      expect(await quote({ items: [aLine(product)], ...body })).toMatchObject({
        courier_available: false,
        delivery_method: 'pickup',
        delivery_fee: 0,
        free_delivery_from: null,
        amount_to_free_delivery: null,
        total: 100,
      });
    } finally {
      await withShopSettings(shop);
    }
  });

  it('prices with the settings staff save, at once: another fee, no threshold', async () => {
    const product = await aProduct(shop, { price: 500, stockQuantity: 50 });
    await withShopSettings(shop, { courier_fee: 45.5, free_delivery_from: null });
    try {
      const order = await placeOrder(shop, aCheckout([aLine(product)], { delivery_method: 'courier', delivery_address: anAddress() }));
      expect(order).toMatchObject({ delivery_fee: 45.5, total_amount: 545.5 });
    } finally {
      await withShopSettings(shop);
    }
  });
});
