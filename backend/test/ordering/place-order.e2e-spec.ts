import { DataSource } from 'typeorm';
import { IdempotencyKeyEntity } from '../../src/modules/ordering/infrastructure/idempotency-key.entity';
import { startTestApp, TestApp } from '../support/test-app';
import {
  aCheckout,
  aGalleryImage,
  aLine,
  aProduct,
  orderCount,
  outboxMessage,
  placeOrder,
  readEml,
  stockOf,
  variantStockOf,
} from './fixtures';

describe('placing an order (POST /api/orders)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('creates a cash order priced by the server and answers 201 with the order', async () => {
    const ball = await aProduct(shop, {
      name: 'Ball',
      price: 120,
      hasDiscount: true,
      discountPrice: 99.9,
      stockQuantity: 5,
      translations: [{ language: 'he', name: 'כדור' }],
    });
    const res = await shop
      .http()
      .post('/api/orders')
      .send(aCheckout([aLine(ball, { quantity: 3 })]))
      .expect(201);
    const order = res.body.data;
    expect(order).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      order_number: expect.stringMatching(/^ORD-\d+-\d{1,3}$/),
      status: 'new',
      payment_status: 'pending',
      payment_method: 'cash',
      language: 'he',
      items_total: 299.7,
      discount_code: null,
      discount_amount: 0,
      delivery_method: 'pickup',
      delivery_address: null,
      delivery_fee: 0,
      total_amount: 299.7,
      customer_name: 'Dana Levi',
      customer_email: 'dana@example.com',
      customer_phone: '050-123-4567',
      // What the client sent is replaced by the store's address (the spec's clients read this field).
      customer_address: 'איסוף עצמי מהחנות: רחוב הרצל 120, ראשון לציון',
      items: [
        {
          product_id: ball.id,
          variant_id: null,
          product_name: 'כדור',
          variant_name: '',
          quantity: 3,
          unit_price: 99.9,
          total_price: 299.7,
          product: { id: ball.id, image_url: ball.imageUrl },
        },
      ],
    });
    expect(await stockOf(shop, ball)).toBe(2);
    const stored = await shop.http().get(`/api/orders/${order.id}`).expect(200);
    expect(stored.body.data).toMatchObject({ order_number: order.order_number, total_amount: 299.7, created_at: order.created_at });
  });

  it('starts a card order as unpaid with payment pending', async () => {
    const ball = await aProduct(shop);
    const order = await placeOrder(shop, aCheckout([aLine(ball)], { payment_method: 'credit_card' }));
    expect(order).toMatchObject({ status: 'unpaid', payment_status: 'pending', payment_method: 'credit_card' });
  });

  it('ignores the prices a browser sends (tampering) and keeps the server price', async () => {
    const ball = await aProduct(shop, { price: 250 });
    const order = await placeOrder(shop, aCheckout([aLine(ball, { quantity: 2, unit_price: 0.01, total_price: 0.02 })]));
    expect(order.items[0]).toMatchObject({ unit_price: 250, total_price: 500 });
    expect(order.total_amount).toBe(500);
    const stored = await shop.http().get(`/api/orders/${order.id}`).expect(200);
    expect(stored.body.data.items[0].unit_price).toBe(250);
    expect(stored.body.data.total_amount).toBe(500);
  });

  it('adds variant modifiers, names the variant from the catalog and takes the variant stock', async () => {
    const shoe = await aProduct(shop, {
      name: 'Shoe',
      price: 300,
      hasDiscount: true,
      discountPrice: 250,
      stockQuantity: 0,
      translations: [{ language: 'ru', name: 'Кроссовки' }],
      variants: [
        { size: '42', color: 'Red', priceModifier: 15.5, stockQuantity: 4 },
        { size: '43', priceModifier: -20, stockQuantity: 4 },
      ],
    });
    const [v42, v43] = shoe.variants;
    const order = await placeOrder(
      shop,
      aCheckout([aLine(shoe, { variant_id: v42.id, quantity: 2, variant_name: 'fake' }), aLine(shoe, { variant_id: v43.id })], {
        language: 'ru',
      }),
    );
    expect(order.items).toEqual([
      expect.objectContaining({
        product_name: 'Кроссовки',
        variant_id: v42.id,
        variant_name: '42 / Red',
        unit_price: 265.5,
        total_price: 531,
      }),
      expect.objectContaining({ product_name: 'Кроссовки', variant_id: v43.id, variant_name: '43', unit_price: 230, total_price: 230 }),
    ]);
    expect(order.total_amount).toBe(761);
    expect(await variantStockOf(shop, v42)).toBe(2);
    expect(await variantStockOf(shop, v43)).toBe(3);
  });

  it('falls back to the base name when the order language has no translation, and to the gallery picture', async () => {
    const ball = await aProduct(shop, { name: 'Plain ball', imageUrl: null, translations: [{ language: 'ru', name: 'Мяч' }] });
    await aGalleryImage(shop, ball.id, '/uploads/gallery.jpg');
    const order = await placeOrder(shop, aCheckout([aLine(ball)]));
    expect(order.items[0]).toMatchObject({ product_name: 'Plain ball', product: { id: ball.id, image_url: '/uploads/gallery.jpg' } });
  });

  it('accepts companyName or company_name', async () => {
    const ball = await aProduct(shop);
    expect((await placeOrder(shop, aCheckout([aLine(ball)], { companyName: 'Levi Sport' }))).company_name).toBe('Levi Sport');
    expect((await placeOrder(shop, aCheckout([aLine(ball)], { company_name: 'Cohen Ltd' }))).company_name).toBe('Cohen Ltd');
    expect((await placeOrder(shop, aCheckout([aLine(ball)], { companyName: '' }))).company_name).toBeNull();
  });

  it.each([
    ['0', 0],
    ['100', 100],
    ['1.5', 1.5],
    ['the text "2"', '2'],
    ['null', null],
  ])('refuses a quantity of %s naming the line', async (_, quantity) => {
    const ball = await aProduct(shop);
    const before = await stockOf(shop, ball);
    const res = await shop
      .http()
      .post('/api/orders')
      .send(aCheckout([aLine(ball), aLine(ball, { quantity: quantity as number })]))
      .expect(400);
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'items.1.quantity' })]));
    expect(await stockOf(shop, ball)).toBe(before);
  });

  it('refuses an empty cart', async () => {
    const res = await shop.http().post('/api/orders').send(aCheckout([])).expect(400);
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'items' })]));
  });

  it.each([
    ['customer_name', { customer_name: 'D' }],
    ['customer_name', { customer_name: '   ' }],
    ['customer_email', { customer_email: 'not-an-email' }],
    ['customer_phone', { customer_phone: '12345' }],
    ['customer_phone', { customer_phone: '050-123-456x' }],
    ['companyName', { companyName: 'X' }],
    ['company_name', { company_name: 'X' }],
    ['payment_method', { payment_method: 'bitcoin' }],
    ['language', { language: 'en' }],
    ['total_amount', { total_amount: 1 }],
  ])('refuses an invalid %s', async (field, over) => {
    const ball = await aProduct(shop);
    const res = await shop
      .http()
      .post('/api/orders')
      .send(aCheckout([aLine(ball)], over))
      .expect(400);
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('refuses unknown, inactive and hidden products, naming each line, and creates nothing', async () => {
    const ok = await aProduct(shop);
    const inactive = await aProduct(shop, { isActive: false });
    const hidden = await aProduct(shop, { isVisible: false });
    const before = await orderCount(shop);
    const res = await shop
      .http()
      .post('/api/orders')
      .send(aCheckout([aLine(ok), aLine({ id: 999_999 }), aLine(inactive), aLine(hidden)]))
      .expect(422);
    expect(res.body.code).toBe('PRODUCT_NOT_FOUND');
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'items.1.product_id',
      'items.2.product_id',
      'items.3.product_id',
    ]);
    expect(await orderCount(shop)).toBe(before);
    expect(await stockOf(shop, ok)).toBe(10);
  });

  it('refuses a variant of another product, an inactive variant and a missing variant', async () => {
    const shoe = await aProduct(shop, { variants: [{}, { isActive: false }] });
    const other = await aProduct(shop, { variants: [{}] });
    const foreign = await shop
      .http()
      .post('/api/orders')
      .send(aCheckout([aLine(shoe, { variant_id: other.variants[0].id })]))
      .expect(422);
    expect(foreign.body).toMatchObject({ code: 'VARIANT_NOT_FOUND', errors: [{ field: 'items.0.variant_id' }] });
    const inactive = await shop
      .http()
      .post('/api/orders')
      .send(aCheckout([aLine(shoe, { variant_id: shoe.variants[1].id })]))
      .expect(422);
    expect(inactive.body).toMatchObject({ code: 'VARIANT_NOT_AVAILABLE', errors: [{ field: 'items.0.variant_id' }] });
    const missing = await shop
      .http()
      .post('/api/orders')
      .send(aCheckout([aLine(shoe)]))
      .expect(422);
    expect(missing.body).toMatchObject({ code: 'VARIANT_REQUIRED', errors: [{ field: 'items.0.variant_id' }] });
  });

  it('refuses a line asking for more than is in stock with 409 OUT_OF_STOCK', async () => {
    const ball = await aProduct(shop, { stockQuantity: 2 });
    const res = await shop
      .http()
      .post('/api/orders')
      .send(aCheckout([aLine(ball, { quantity: 3 })]))
      .expect(409);
    expect(res.body).toMatchObject({ code: 'OUT_OF_STOCK', errors: [{ field: 'items.0.quantity' }] });
    expect(await stockOf(shop, ball)).toBe(2);
  });

  it('writes a Hebrew confirmation email to the outbox for a Hebrew order', async () => {
    const ball = await aProduct(shop, { price: 80, translations: [{ language: 'he', name: 'כדורגל' }] });
    const order = await placeOrder(shop, aCheckout([aLine(ball, { quantity: 2 })], { customer_email: 'Dana+He@Example.com' }));
    const eml = readEml(await outboxMessage(shop, order.order_number));
    expect(eml.headers).toMatch(/^To: Dana\+He@example\.com$/im);
    expect(eml.headers).toMatch(/^Content-Language: he$/m);
    expect(eml.subject).toBe(`אישור הזמנה ${order.order_number}`);
    expect(eml.text).toContain('כדורגל × 2: ₪160.00');
    expect(eml.text).toContain('סה״כ לתשלום: ₪160.00');
    expect(eml.text).toContain(`http://shop.test/order-tracking?orderNumber=${order.order_number}&customerEmail=Dana%2BHe%40Example.com`);
  });

  it('writes a Russian confirmation for a Russian order, linking the Russian tracking page', async () => {
    const ball = await aProduct(shop);
    const order = await placeOrder(shop, aCheckout([aLine(ball)], { language: 'ru' }));
    const eml = readEml(await outboxMessage(shop, order.order_number));
    expect(eml.subject).toBe(`Подтверждение заказа ${order.order_number}`);
    expect(eml.text).toContain(`http://shop.test/ru/order-tracking?orderNumber=${order.order_number}&`);
    expect(eml.text).not.toContain('http://shop.test/order-tracking');
  });
});

describe('idempotent checkout (Idempotency-Key)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('answers a retry with the first answer and creates one order', async () => {
    const ball = await aProduct(shop, { stockQuantity: 10 });
    const body = aCheckout([aLine(ball, { quantity: 2 })]);
    const first = await shop.http().post('/api/orders').set('Idempotency-Key', 'checkout-1').send(body).expect(201);
    const again = await shop.http().post('/api/orders').set('Idempotency-Key', 'checkout-1').send(body).expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await orderCount(shop)).toBe(1);
    expect(await stockOf(shop, ball)).toBe(8);
  });

  it('creates one order for concurrent requests with one key', async () => {
    const ball = await aProduct(shop, { stockQuantity: 10 });
    const body = aCheckout([aLine(ball)]);
    const before = await orderCount(shop);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => shop.http().post('/api/orders').set('Idempotency-Key', 'checkout-twins').send(body)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await orderCount(shop)).toBe(before + 1);
    expect(await stockOf(shop, ball)).toBe(9);
  });

  it('refuses the same key with another body (422)', async () => {
    const ball = await aProduct(shop);
    await shop
      .http()
      .post('/api/orders')
      .set('Idempotency-Key', 'checkout-2')
      .send(aCheckout([aLine(ball)]))
      .expect(201);
    const res = await shop
      .http()
      .post('/api/orders')
      .set('Idempotency-Key', 'checkout-2')
      .send(aCheckout([aLine(ball, { quantity: 2 })]))
      .expect(422);
    expect(res.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('keeps a refusal as the key’s answer: the same request again is refused alike, another body under the key is 422', async () => {
    const ball = await aProduct(shop, { stockQuantity: 1 });
    const body = aCheckout([aLine(ball, { quantity: 2 })]);
    const before = await orderCount(shop);
    const refused = await shop.http().post('/api/orders').set('Idempotency-Key', 'checkout-3').send(body).expect(409);
    expect(refused.body.code).toBe('OUT_OF_STOCK');
    // Stock arrives meanwhile, yet the retry gets the first answer, naming the same line.
    await shop.app.get(DataSource).query('UPDATE products SET stock_quantity = 5 WHERE id = ?', [ball.id]);
    const again = await shop.http().post('/api/orders').set('Idempotency-Key', 'checkout-3').send(body).expect(409);
    expect({ ...again.body, requestId: undefined }).toEqual({ ...refused.body, requestId: undefined });
    const other = await shop
      .http()
      .post('/api/orders')
      .set('Idempotency-Key', 'checkout-3')
      .send(aCheckout([aLine(ball)]))
      .expect(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await orderCount(shop)).toBe(before);
  });

  it('forgets a key after 24 hours', async () => {
    const ball = await aProduct(shop);
    const body = aCheckout([aLine(ball)]);
    const first = await shop.http().post('/api/orders').set('Idempotency-Key', 'checkout-old').send(body).expect(201);
    const keys = shop.app.get(DataSource).getRepository(IdempotencyKeyEntity);
    await keys.update({ key: 'checkout-old' }, { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    const later = await shop.http().post('/api/orders').set('Idempotency-Key', 'checkout-old').send(body).expect(201);
    expect(later.body.data.id).not.toBe(first.body.data.id);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await keys.countBy({ key: 'checkout-old' })).toBe(1);
  });

  it('refuses a malformed key', async () => {
    const ball = await aProduct(shop);
    const res = await shop
      .http()
      .post('/api/orders')
      .set('Idempotency-Key', 'x'.repeat(201))
      .send(aCheckout([aLine(ball)]))
      .expect(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'Idempotency-Key' })]);
  });
});

describe('confirmation email through SMTP', () => {
  let shop: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9: the send fails after the order is stored.
    shop = await startTestApp({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: '9', MAIL_FROM: 'shop@test.shop' } });
  });
  afterAll(() => shop.close());

  it('never fails or delays the order when the mail server is unreachable, and writes no outbox file', async () => {
    const ball = await aProduct(shop);
    const order = await placeOrder(shop, aCheckout([aLine(ball)]));
    expect(order.status).toBe('new');
    await expect(outboxMessage(shop, order.order_number, 500)).rejects.toThrow('no outbox message');
  });
});
