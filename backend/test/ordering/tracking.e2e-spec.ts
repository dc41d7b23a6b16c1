import { DataSource } from 'typeorm';
import { ProductEntity } from '../../src/modules/catalog/infrastructure/product.entity';
import { startTestApp, TestApp } from '../support/test-app';
import { aCheckout, aLine, aProduct, asAdmin, placeOrder } from './fixtures';

describe('order tracking and public order reads', () => {
  let shop: TestApp;
  let order: { id: string; order_number: string };
  let ballId: number;

  beforeAll(async () => {
    shop = await startTestApp({ env: { TRACKING_LOOKUPS_PER_MINUTE: '100' } });
    const ball = await aProduct(shop, { price: 50 });
    const gone = await aProduct(shop, { price: 20 });
    ballId = ball.id;
    order = await placeOrder(
      shop,
      aCheckout([aLine(ball, { quantity: 2 }), aLine(gone)], { customer_email: 'Shopper@Example.com', notes: 'Ring twice' }),
    );
    await shop.app.get(DataSource).getRepository(ProductEntity).delete({ id: gone.id });
  });
  afterAll(() => shop.close());

  const track = (query: Record<string, string>) => shop.http().get('/api/orders/track').query(query);

  it('answers the order for its number and email, with the displayed status and the timeline', async () => {
    const res = await track({ order_number: order.order_number, email: 'shopper@example.com' }).expect(200);
    expect(res.body.data).toMatchObject({
      id: order.id,
      order_number: order.order_number,
      status: 'new',
      payment_status: 'pending',
      total_amount: 120,
      customer_name: 'Dana Levi',
      customer_email: 'Shopper@Example.com',
      customer_phone: '050-123-4567',
      notes: 'Ring twice',
      display_status: { code: 'pay_at_store', paid: false },
      timeline: [
        { step: 'ordered', active: true },
        { step: 'preparing', active: false },
        { step: 'ready', active: false },
        { step: 'completed', active: false },
      ],
    });
    expect(res.body.data.items).toEqual([
      expect.objectContaining({ quantity: 2, unit_price: 50, total_price: 100, product: { id: ballId, image_url: expect.any(String) } }),
      // The product was deleted since: the line stays as sold, without a product.
      expect.objectContaining({ quantity: 1, unit_price: 20, total_price: 20, product: null }),
    ]);
  });

  it('compares the email without case or surrounding spaces, and the number without case', async () => {
    await track({ order_number: order.order_number, email: 'SHOPPER@EXAMPLE.COM' }).expect(200);
    await track({ order_number: ` ${order.order_number.toLowerCase()} `, email: '  shopper@example.com ' }).expect(200);
  });

  it('follows the order as staff move it along', async () => {
    await shop.http().patch(`/api/orders/${order.id}/status`).set(asAdmin(shop)).send({ status: 'ready' }).expect(200);
    const res = await track({ order_number: order.order_number, email: 'shopper@example.com' }).expect(200);
    expect(res.body.data.display_status).toEqual({ code: 'ready', paid: false });
    expect(res.body.data.timeline.filter((s: { active: boolean }) => s.active).map((s: { step: string }) => s.step)).toEqual([
      'ordered',
      'preparing',
      'ready',
    ]);
  });

  it('answers 403 for another email', async () => {
    const res = await track({ order_number: order.order_number, email: 'someone@example.com' }).expect(403);
    expect(res.body).toMatchObject({ code: 'EMAIL_MISMATCH', message: 'Email не соответствует заказу' });
    expect(res.body.data).toBeUndefined();
  });

  it('answers 404 for an unknown number', async () => {
    const res = await track({ order_number: 'ORD-1-1', email: 'shopper@example.com' }).expect(404);
    expect(res.body).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Заказ не найден или произошла ошибка' });
  });

  it.each([
    [{ email: 'shopper@example.com' }, ['order_number']],
    [{ order_number: 'ORD-1-1' }, ['email']],
    [{ order_number: ' ', email: '' }, ['order_number', 'email']],
  ])('answers 400 when a field is missing (%j)', async (query, fields) => {
    const res = await track(query as Record<string, string>).expect(400);
    expect(res.body.message).toBe('Необходимо указать номер заказа и email');
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(fields);
  });

  it('reads an order by its id for the payment page', async () => {
    const res = await shop.http().get(`/api/orders/${order.id}`).expect(200);
    expect(res.body.data).toMatchObject({
      id: order.id,
      order_number: order.order_number,
      created_at: expect.any(String),
      total_amount: 120,
      status: 'ready',
      payment_status: 'pending',
      customer_name: 'Dana Levi',
      customer_email: 'Shopper@Example.com',
      display_status: { code: 'ready', paid: false },
    });
    expect(res.body.data.items).toHaveLength(2);
  });

  it('answers 400 naming id for a malformed id and 404 for an unknown one', async () => {
    const bad = await shop.http().get('/api/orders/12345').expect(400);
    expect(bad.body).toMatchObject({ code: 'INVALID_ORDER_ID', errors: [{ field: 'id' }] });
    const unknown = await shop.http().get('/api/orders/6f1c2e3d-4b5a-4c6d-8e7f-9a0b1c2d3e4f').expect(404);
    expect(unknown.body.code).toBe('ORDER_NOT_FOUND');
  });
});

describe('order tracking rate limit', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { TRACKING_LOOKUPS_PER_MINUTE: '3' } });
  });
  afterAll(() => shop.close());

  it('answers 429 once a client has used up its lookups', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (
          await shop
            .http()
            .get('/api/orders/track')
            .query({ order_number: `ORD-1-${i}`, email: 'a@b.co' })
        ).status,
      );
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  });

  it('does not limit checkout or order reads', async () => {
    await shop.http().get('/api/orders/6f1c2e3d-4b5a-4c6d-8e7f-9a0b1c2d3e4f').expect(404);
    await shop.http().post('/api/orders').send(aCheckout([])).expect(400);
  });
});
