import { auditRecords } from '../audit/fixtures';
import { addStaffMember, tokenOf } from '../identity/staff-fixtures';
import { anAddress } from '../promotions/fixtures';
import { bearer, startTestApp, TestApp } from '../support/test-app';
import { aCheckout, aLine, aProduct, asAdmin, placeOrder } from './fixtures';

type PlacedOrder = { id: string; order_number: string; customer_address: string; delivery_address: Record<string, unknown> | null };

/** The orders desk edits a courier order's structured address; the order keeps one address. */
describe('orders desk: the delivery address of a courier order', () => {
  let shop: TestApp;
  let product: { id: number; price: number };
  beforeAll(async () => {
    shop = await startTestApp();
    product = await aProduct(shop, { price: 120, stockQuantity: 50 });
  });
  afterAll(() => shop.close());

  const aCourierOrder = (over: Record<string, unknown> = {}): Promise<PlacedOrder> =>
    placeOrder(shop, aCheckout([aLine(product)], { delivery_method: 'courier', delivery_address: anAddress(), ...over }));
  const aPickupOrder = (): Promise<PlacedOrder> => placeOrder(shop, aCheckout([aLine(product)]));
  const put = (id: string, body: object, auth = asAdmin(shop)) => shop.http().put(`/api/orders/${id}`).set(auth).send(body);
  const opened = async (id: string) => (await shop.http().get(`/api/admin/orders/${id}`).set(asAdmin(shop)).expect(200)).body.data;

  it('changes the structured address everywhere the order is read, with customer_address following it', async () => {
    const order = await aCourierOrder();
    const moved = anAddress({ street: 'ז׳בוטינסקי', apartment: '9', zip: null, notes: 'Ring twice' });
    const res = await put(order.id, { delivery_address: moved }).expect(200);
    const expected = {
      delivery_method: 'courier',
      delivery_address: {
        city: 'ראשון לציון',
        street: 'ז׳בוטינסקי',
        house_number: '12א',
        entrance: null,
        floor: null,
        apartment: '9',
        zip: null,
        notes: 'Ring twice',
      },
      customer_address: 'ז׳בוטינסקי 12א, דירה 9, ראשון לציון',
      delivery_fee: 30,
      total_amount: 150,
    };
    expect(res.body.data).toMatchObject(expected);
    expect(await opened(order.id)).toMatchObject(expected);
    const tracked = await shop
      .http()
      .get('/api/orders/track')
      .query({ order_number: order.order_number, email: 'dana@example.com' })
      .expect(200);
    expect(tracked.body.data).toMatchObject(expected);
    const row = await shop.http().get('/api/orders').query({ search: order.order_number, lines: 'false' }).set(asAdmin(shop)).expect(200);
    expect(row.body.data[0]).toMatchObject(expected);
  });

  it("writes customer_address in the order's language (Russian)", async () => {
    const order = await aCourierOrder({ language: 'ru' });
    const res = await put(order.id, { delivery_address: anAddress({ street: 'Герцль', apartment: '5', zip: '7525101' }) }).expect(200);
    expect(res.body.data.customer_address).toBe('Герцль 12א, кв. 5, ראשון לציון 7525101');
  });

  it('records the address before and after in the audit log, with the customer_address that followed it', async () => {
    const ADDRESS_KEPT = { city: 'ראשון לציון', houseNumber: '12א', entrance: null, floor: null, zip: '7525101', notes: 'קומה 2' };
    const order = await aCourierOrder();
    await put(order.id, { delivery_address: anAddress({ street: 'ביאליק', apartment: null }) }).expect(200);
    const [record] = await auditRecords(shop, { entity_type: 'order', entity_id: order.id, action: 'update' });
    expect(record.changes).toEqual({
      deliveryAddress: {
        before: { ...ADDRESS_KEPT, street: 'הרצל', apartment: '4' },
        after: { ...ADDRESS_KEPT, street: 'ביאליק', apartment: null },
      },
      customerAddress: { before: order.customer_address, after: 'ביאליק 12א, ראשון לציון 7525101' },
    });
    expect(record.staff_email).toBeTruthy();
  });

  it.each([
    ['an empty city', { delivery_address: anAddress({ city: '' }) }, 'delivery_address.city'],
    ['a city of blanks', { delivery_address: anAddress({ city: '   ' }) }, 'delivery_address.city'],
    ['a too long street', { delivery_address: anAddress({ street: 'ש'.repeat(121) }) }, 'delivery_address.street'],
    ['a street that is a number', { delivery_address: anAddress({ street: 12 }) }, 'delivery_address.street'],
    ['a null city', { delivery_address: anAddress({ city: null }) }, 'delivery_address.city'],
    ['a missing house number', { delivery_address: anAddress({ house_number: undefined }) }, 'delivery_address.house_number'],
    ['a house number in words', { delivery_address: anAddress({ house_number: 'twelve' }) }, 'delivery_address.house_number'],
    ['a too long apartment', { delivery_address: anAddress({ apartment: '12345678901' }) }, 'delivery_address.apartment'],
    ['a six-digit zip', { delivery_address: anAddress({ zip: '123456' }) }, 'delivery_address.zip'],
    ['too long notes', { delivery_address: anAddress({ notes: 'n'.repeat(301) }) }, 'delivery_address.notes'],
    ['an unknown address field', { delivery_address: anAddress({ building: 'B' }) }, 'delivery_address.building'],
    ['a null address', { delivery_address: null }, 'delivery_address'],
    ['an address as text', { delivery_address: 'Herzl 12, Haifa' }, 'delivery_address'],
    ['an address as a list', { delivery_address: [anAddress()] }, 'delivery_address'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_, body, field) => {
    const order = await aCourierOrder();
    const res = await put(order.id, { ...body, notes: 'not saved either' }).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(await opened(order.id)).toMatchObject({
      delivery_address: order.delivery_address,
      customer_address: order.customer_address,
      notes: null,
    });
  });

  it('refuses a delivery address for a pickup order (422 naming delivery_address), and changes nothing', async () => {
    const order = await aPickupOrder();
    const res = await put(order.id, { delivery_address: anAddress(), notes: 'not saved' }).expect(422);
    expect(res.body).toMatchObject({
      code: 'PICKUP_HAS_NO_DELIVERY_ADDRESS',
      errors: [expect.objectContaining({ field: 'delivery_address' })],
    });
    expect(await opened(order.id)).toMatchObject({ delivery_method: 'pickup', delivery_address: null, notes: null });
  });

  it('keeps the free-text address of a pickup order editable', async () => {
    const order = await aPickupOrder();
    const res = await put(order.id, { customer_address: 'Herzl 1, Haifa' }).expect(200);
    expect(res.body.data).toMatchObject({ customer_address: 'Herzl 1, Haifa', delivery_address: null });
  });

  it('refuses a separate customer_address for a courier order (422 naming it), so it never shows a second address', async () => {
    const order = await aCourierOrder();
    for (const body of [{ customer_address: 'Somewhere else 1, Haifa' }, { customer_address: 'x', delivery_address: anAddress() }]) {
      const res = await put(order.id, body).expect(422);
      expect(res.body).toMatchObject({
        code: 'CUSTOMER_ADDRESS_FOLLOWS_DELIVERY_ADDRESS',
        errors: [expect.objectContaining({ field: 'customer_address' })],
      });
    }
    expect((await opened(order.id)).customer_address).toBe(order.customer_address);
    // The rest of the customer's details are edited as before.
    await put(order.id, { customer_name: 'Dana Cohen', notes: 'Call first' }).expect(200);
  });

  it('answers 404 for an unknown order', async () => {
    await put('6f1c2e3d-4b5a-4c6d-8e7f-9a0b1c2d3e4f', { delivery_address: anAddress() }).expect(404);
  });

  it('lets a member of the orders desk change it, as they change the other details; a user may not', async () => {
    const order = await aCourierOrder();
    const desk = await addStaffMember(shop, { email: 'desk-address@test.shop', role: 'orders' });
    const auth = { Authorization: bearer(await tokenOf(shop, desk)) };
    const res = await put(order.id, { delivery_address: anAddress({ street: 'רוטשילד' }) }, auth).expect(200);
    expect(res.body.data.delivery_address.street).toBe('רוטשילד');
    const [record] = await auditRecords(shop, { entity_type: 'order', entity_id: order.id, action: 'update' });
    expect(record).toMatchObject({ staff_email: 'desk-address@test.shop', staff_role: 'orders' });
    await put(order.id, { delivery_address: anAddress() }, { Authorization: bearer(shop.userToken) }).expect(403);
  });
});
