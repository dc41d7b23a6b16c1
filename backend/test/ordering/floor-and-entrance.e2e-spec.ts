import { parse } from 'csv-parse/sync';
import { DataSource } from 'typeorm';
import { OrderEntity } from '../../src/modules/ordering/infrastructure/order.entity';
import { anAddress } from '../promotions/fixtures';
import { startTestApp, TestApp } from '../support/test-app';
import { aCheckout, aLine, aProduct, asAdmin, outboxMessage, placeOrder, readEml } from './fixtures';

type PlacedOrder = { id: string; order_number: string; customer_address: string; delivery_address: Record<string, unknown> | null };

/** A courier's address with the building's entrance and the floor, as Israeli couriers need them. */
const upTheStairs = (over: Record<string, unknown> = {}) => anAddress({ entrance: 'ב', floor: '3', apartment: '5', ...over });

/**
 * The courier address's floor and entrance: optional, kept with the order, written into its one-line
 * customer_address and emails in the order's language, read back everywhere the order is, edited by the
 * desk; orders placed before they were asked read them as null.
 */
describe('delivery address: floor and entrance', () => {
  let shop: TestApp;
  let product: { id: number; price: number };
  beforeAll(async () => {
    shop = await startTestApp();
    product = await aProduct(shop, { price: 120, stockQuantity: 80 });
  });
  afterAll(() => shop.close());

  const aCourierOrder = (address: object, over: Record<string, unknown> = {}): Promise<PlacedOrder> =>
    placeOrder(shop, aCheckout([aLine(product)], { delivery_method: 'courier', delivery_address: address, ...over }));
  const opened = async (id: string) => (await shop.http().get(`/api/admin/orders/${id}`).set(asAdmin(shop)).expect(200)).body.data;
  const tracked = async (order: PlacedOrder) =>
    (await shop.http().get('/api/orders/track').query({ order_number: order.order_number, email: 'dana@example.com' }).expect(200)).body
      .data;
  const put = (id: string, body: object) => shop.http().put(`/api/orders/${id}`).set(asAdmin(shop)).send(body);

  it('keeps them from checkout (trimmed) and answers them on the order, its tracking, the desk and its list', async () => {
    const order = await aCourierOrder(upTheStairs({ entrance: ' ב ', floor: ' קרקע ' }));
    const address = {
      city: 'ראשון לציון',
      street: 'הרצל',
      house_number: '12א',
      entrance: 'ב',
      floor: 'קרקע',
      apartment: '5',
      zip: '7525101',
      notes: 'קומה 2',
    };
    const expected = { delivery_address: address, customer_address: 'הרצל 12א, כניסה ב, קומה קרקע, דירה 5, ראשון לציון 7525101' };
    expect(order).toMatchObject(expected);
    expect(await tracked(order)).toMatchObject(expected);
    expect(await opened(order.id)).toMatchObject(expected);
    const row = await shop.http().get('/api/orders').query({ search: order.order_number, lines: 'false' }).set(asAdmin(shop)).expect(200);
    expect(row.body.data[0]).toMatchObject(expected);
  });

  it("writes them in the order's language: customer_address and the confirmation email", async () => {
    const order = await aCourierOrder(upTheStairs({ floor: '-1', notes: null }), { language: 'ru' });
    expect(order.customer_address).toBe('הרצל 12א, подъезд ב, этаж -1, кв. 5, ראשון לציון 7525101');
    const { text } = readEml(await outboxMessage(shop, order.order_number));
    expect(text).toContain('Адрес доставки: הרצל 12א, подъезд ב, этаж -1, кв. 5, ראשון לציון 7525101');
  });

  it('leaves them out, as null, when the shopper gives none (blank counts as none)', async () => {
    const order = await aCourierOrder(anAddress({ entrance: '  ', floor: '' }));
    expect(order.delivery_address).toMatchObject({ entrance: null, floor: null });
    expect(order.customer_address).toBe('הרצל 12א, דירה 4, ראשון לציון 7525101');
  });

  it('writes them into the export, each in its own column', async () => {
    const order = await aCourierOrder(upTheStairs());
    const res = await shop.http().get('/api/orders/export').set(asAdmin(shop)).buffer(true).expect(200);
    const rows = parse(res.text, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows.find((r) => r.order_number === order.order_number)).toMatchObject({
      delivery_house_number: '12א',
      delivery_entrance: 'ב',
      delivery_floor: '3',
      delivery_apartment: '5',
    });
  });

  it('lets the desk change and clear them, customer_address following', async () => {
    const order = await aCourierOrder(upTheStairs());
    const moved = await put(order.id, { delivery_address: upTheStairs({ entrance: 'א', floor: '7' }) }).expect(200);
    expect(moved.body.data).toMatchObject({
      delivery_address: { entrance: 'א', floor: '7', apartment: '5' },
      customer_address: 'הרצל 12א, כניסה א, קומה 7, דירה 5, ראשון לציון 7525101',
    });
    expect((await tracked(order)).delivery_address).toMatchObject({ entrance: 'א', floor: '7' });
    const cleared = await put(order.id, { delivery_address: upTheStairs({ entrance: null, floor: '' }) }).expect(200);
    expect(cleared.body.data).toMatchObject({
      delivery_address: { entrance: null, floor: null },
      customer_address: 'הרצל 12א, דירה 5, ראשון לציון 7525101',
    });
  });

  it('reads an order placed before they were asked as null, and the desk still edits it', async () => {
    const order = await aCourierOrder(anAddress());
    // The column as orders kept it before: no entrance or floor keys at all.
    const oldShape = { city: 'ראשון לציון', street: 'הרצל', houseNumber: '12א', apartment: '4', zip: '7525101', notes: 'קומה 2' };
    await shop.app
      .get(DataSource)
      .getRepository(OrderEntity)
      .update(order.id, { deliveryAddress: JSON.stringify(oldShape) });
    expect((await opened(order.id)).delivery_address).toMatchObject({ house_number: '12א', entrance: null, floor: null, apartment: '4' });
    expect((await tracked(order)).delivery_address).toMatchObject({ entrance: null, floor: null });
    const res = await put(order.id, { delivery_address: anAddress({ floor: '2' }) }).expect(200);
    expect(res.body.data.customer_address).toBe('הרצל 12א, קומה 2, דירה 4, ראשון לציון 7525101');
  });

  // [case, address parts, field named, what its message says]
  const REFUSALS: Array<[string, Record<string, unknown>, string, string]> = [
    ['a floor of 11 characters', { floor: 'קומה שלישית' }, 'delivery_address.floor', 'must be at most 10 characters'],
    ['a floor as a number', { floor: 3 }, 'delivery_address.floor', 'must be text'],
    ['a floor as a list', { floor: ['3'] }, 'delivery_address.floor', 'must be text'],
    ['an entrance of 11 characters', { entrance: 'כניסה אחורי' }, 'delivery_address.entrance', 'must be at most 10 characters'],
    ['an entrance as an object', { entrance: { name: 'ב' } }, 'delivery_address.entrance', 'must be text'],
    ['an entrance as true', { entrance: true }, 'delivery_address.entrance', 'must be text'],
  ];

  it.each(REFUSALS)('refuses at checkout %s with a 400 naming the field', async (_, over, field, says) => {
    const res = await shop
      .http()
      .post('/api/orders')
      .send(aCheckout([aLine(product)], { delivery_method: 'courier', delivery_address: upTheStairs(over) }))
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors).toEqual(expect.arrayContaining([{ field, message: `${field} ${says}` }]));
  });

  it.each(REFUSALS)('refuses at the desk %s with a 400 naming the field, and changes nothing', async (_, over, field, says) => {
    const order = await aCourierOrder(upTheStairs());
    const res = await put(order.id, { delivery_address: upTheStairs(over) }).expect(400);
    expect(res.body.errors).toEqual(expect.arrayContaining([{ field, message: `${field} ${says}` }]));
    expect(await opened(order.id)).toMatchObject({ delivery_address: order.delivery_address, customer_address: order.customer_address });
  });
});
