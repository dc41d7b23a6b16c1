import { DataSource } from 'typeorm';
import { OrderPayments } from '../../src/modules/ordering/application/order-payments.port';
import { OrderSearchBackfill } from '../../src/modules/ordering/infrastructure/order-search-backfill';
import { bearer, startTestApp, TestApp } from '../support/test-app';
import { aCheckout, aLine, aProduct, asAdmin, backdate, placeOrder } from './fixtures';

type Row = { id: string; order_number: string; customer_name: string };

describe('orders back office (admin)', () => {
  let shop: TestApp;
  const o: Record<'dana' | 'boris' | 'chen' | 'gone', Row> = {} as never;

  beforeAll(async () => {
    shop = await startTestApp();
    const ball = await aProduct(shop, { price: 100, stockQuantity: 50 });
    o.dana = await placeOrder(
      shop,
      aCheckout([aLine(ball)], { customer_name: 'Dana Levi', customer_email: 'dana@example.com', customer_phone: '050-111-2222' }),
    );
    o.boris = await placeOrder(
      shop,
      aCheckout([aLine(ball, { quantity: 2 })], {
        customer_name: 'Boris Ivanov',
        customer_email: 'boris@mail.ru',
        customer_phone: '+972 54 333 4444',
        payment_method: 'credit_card',
      }),
    );
    o.chen = await placeOrder(
      shop,
      aCheckout([aLine(ball, { quantity: 3 })], {
        customer_name: 'Chen Cohen',
        customer_email: 'CHEN@Example.org',
        customer_phone: '(03) 555-6666',
      }),
    );
    o.gone = await placeOrder(shop, aCheckout([aLine(ball)], { customer_name: 'Gal Gone', customer_email: 'gal@example.com' }));
    await shop.app.get(OrderPayments).markPaid(o.boris.id, { paidWith: 'credit_card', installments: 1 });
    await shop.http().patch(`/api/orders/${o.chen.id}/status`).set(asAdmin(shop)).send({ status: 'preparing' }).expect(200);
    await shop.http().patch(`/api/orders/${o.gone.id}/status`).set(asAdmin(shop)).send({ status: 'cancelled' }).expect(200);
    await backdate(shop, o.dana.id, new Date('2025-01-10T00:00:00.000Z'));
    await backdate(shop, o.boris.id, new Date('2025-01-20T23:59:59.000Z'));
    await backdate(shop, o.chen.id, new Date('2025-02-05T12:00:00.000Z'));
    await backdate(shop, o.gone.id, new Date('2025-03-01T08:00:00.000Z'));
  });
  afterAll(() => shop.close());

  const list = (query: Record<string, string> = {}) => shop.http().get('/api/orders').query(query).set(asAdmin(shop));
  const names = (res: { body: { data: Row[] } }) => res.body.data.map((r) => r.customer_name);

  it('lists newest first with lines, a total and a Content-Range header', async () => {
    const res = await list().expect(200);
    expect(names(res)).toEqual(['Gal Gone', 'Chen Cohen', 'Boris Ivanov', 'Dana Levi']);
    expect(res.body.total).toBe(4);
    expect(res.headers['content-range']).toBe('orders 0-3/4');
    expect(res.body.data[1]).toMatchObject({
      status: 'preparing',
      total_amount: 300,
      items: [expect.objectContaining({ quantity: 3, unit_price: 100 })],
    });
  });

  it('answers the rows without their lines when asked (lines=false, also inside filter), the rest unchanged', async () => {
    const full = await list().expect(200);
    const withoutLines = (full.body.data as Array<Record<string, unknown>>).map(({ items, ...row }) => {
      expect(items).toEqual(expect.any(Array));
      return row;
    });
    const plain = await list({ lines: 'false' }).expect(200);
    expect(plain.body).toEqual({ data: withoutLines, total: 4 });
    expect(plain.headers['content-range']).toBe('orders 0-3/4');
    const inFilter = await list({ filter: JSON.stringify({ status: 'preparing', lines: false }) }).expect(200);
    expect(inFilter.body.data).toEqual([withoutLines[1]]);
    expect((await list({ lines: 'true' }).expect(200)).body).toEqual(full.body);
  });

  it('marks staff answers no-store and sends them without an ETag; public answers keep theirs', async () => {
    const staff = await list({ lines: 'false' }).set('Accept-Encoding', 'identity').expect(200);
    expect(staff.headers['cache-control']).toBe('no-store');
    expect(staff.headers.etag).toBeUndefined();
    expect(staff.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(staff.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify(staff.body)));
    const refused = await shop.http().get('/api/orders').expect(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const texts = await shop.http().get('/i18n/he.json').expect(200);
    expect(texts.headers.etag).toBeTruthy();
  });

  it('paginates and sorts in the database (react-admin range and sort)', async () => {
    const res = await list({ sort: '["created_at","ASC"]', range: '[1,2]' }).expect(200);
    expect(names(res)).toEqual(['Boris Ivanov', 'Chen Cohen']);
    expect(res.headers['content-range']).toBe('orders 1-2/4');
    const byTotal = await list({ sort: '["total_amount","DESC"]', per_page: '1', page: '1' }).expect(200);
    expect(names(byTotal)).toEqual(['Chen Cohen']);
  });

  it.each([
    [{ status: 'preparing' }, ['Chen Cohen']],
    [{ status: 'paid' }, ['Boris Ivanov']],
    [{ payment_status: 'paid' }, ['Boris Ivanov']],
    [{ payment_status: 'pending' }, ['Gal Gone', 'Chen Cohen', 'Dana Levi']],
    // Days are Israel's: 23:59:59 UTC on 20 January is 01:59 on the 21st there.
    [{ date_from: '2025-01-10', date_to: '2025-01-20' }, ['Dana Levi']],
    [{ date_from: '2025-01-21', date_to: '2025-01-21' }, ['Boris Ivanov']],
    [{ date_to: '2025-01-19' }, ['Dana Levi']],
    [{ date_from: '2025-02-01' }, ['Gal Gone', 'Chen Cohen']],
    [{ search: 'LEVI' }, ['Dana Levi']],
    [{ search: 'BORIS@mail.ru' }, ['Boris Ivanov']],
    [{ search: 'Chen@Example.org' }, ['Chen Cohen']],
    [{ search: '(03) 555-6666' }, ['Chen Cohen']],
    [{ search: '035' }, ['Chen Cohen']],
    [{ search: '%' }, []],
    // Each field on its own: no word runs from the name into the email.
    [{ search: 'levidana' }, []],
  ])('filters by %j as plain query parameters', async (filter, expected) => {
    expect(names(await list(filter).expect(200))).toEqual(expected);
  });

  it('filters inside filter={...} too, and finds by order number', async () => {
    const res = await list({ filter: JSON.stringify({ q: o.chen.order_number.toLowerCase() }) }).expect(200);
    expect(names(res)).toEqual(['Chen Cohen']);
    const combined = await list({ filter: JSON.stringify({ status: 'new', search: 'dana' }) }).expect(200);
    expect(names(combined)).toEqual(['Dana Levi']);
    expect(combined.headers['content-range']).toBe('orders 0-0/1');
  });

  it.each([
    [{ date_from: '2025-13-01' }, 'date_from'],
    [{ date_to: '2025-02-30' }, 'date_to'],
    [{ date_from: 'yesterday' }, 'date_from'],
    [{ status: 'shipped' }, 'status'],
    [{ payment_status: 'chargeback' }, 'payment_status'],
    [{ sort: '["customer_phone","ASC"]' }, 'sort'],
    [{ filter: '{oops' }, 'filter'],
    [{ lines: 'some' }, 'lines'],
    [{ filter: '{"lines":"none"}' }, 'lines'],
  ])('refuses %j naming %s', async (query, field) => {
    const res = await list(query).expect(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field })]);
  });

  it('counts orders per status with one answer', async () => {
    const res = await shop.http().get('/api/orders/stats').set(asAdmin(shop)).expect(200);
    expect(res.body.data).toEqual({ total: 4, unpaid: 0, paid: 1, new: 1, preparing: 1, ready: 0, completed: 0, cancelled: 1 });
  });

  describe('status changes', () => {
    const patch = (id: string, body: object) => shop.http().patch(`/api/orders/${id}/status`).set(asAdmin(shop)).send(body);

    it('moves an order and leaves its payment status alone', async () => {
      const res = await patch(o.boris.id, { status: 'ready' }).expect(200);
      expect(res.body.data).toMatchObject({ id: o.boris.id, status: 'ready', payment_status: 'paid' });
    });

    it('refuses to mark an order paid (422): only a verified payment does', async () => {
      const res = await patch(o.dana.id, { status: 'paid' }).expect(422);
      expect(res.body).toMatchObject({ code: 'STATUS_SET_BY_PAYMENT_ONLY', errors: [{ field: 'status' }] });
    });

    it('refuses to revive a cancelled order (409)', async () => {
      expect((await patch(o.gone.id, { status: 'new' }).expect(409)).body.code).toBe('ORDER_STATUS_FINAL');
    });

    it('refuses an unknown status, a payment_status field and a malformed id (400), an unknown order (404)', async () => {
      expect((await patch(o.dana.id, { status: 'shipped' }).expect(400)).body.errors).toEqual([
        expect.objectContaining({ field: 'status' }),
      ]);
      expect((await patch(o.dana.id, { status: 'new', payment_status: 'paid' }).expect(400)).body.errors).toEqual([
        expect.objectContaining({ field: 'payment_status' }),
      ]);
      expect((await patch('nope', { status: 'new' }).expect(400)).body.errors).toEqual([expect.objectContaining({ field: 'id' })]);
      await patch('6f1c2e3d-4b5a-4c6d-8e7f-9a0b1c2d3e4f', { status: 'new' }).expect(404);
    });

    it('accepts the current status again without changing anything', async () => {
      const res = await patch(o.dana.id, { status: 'new' }).expect(200);
      expect(res.body.data.status).toBe('new');
    });
  });

  describe('editing details', () => {
    const put = (id: string, body: object) => shop.http().put(`/api/orders/${id}`).set(asAdmin(shop)).send(body);

    it('changes customer fields and notes only', async () => {
      const res = await put(o.dana.id, { customer_phone: '050-999-8888', customer_address: 'Herzl 1, Haifa', notes: 'Call first' }).expect(
        200,
      );
      expect(res.body.data).toMatchObject({
        customer_name: 'Dana Levi',
        customer_phone: '050-999-8888',
        customer_address: 'Herzl 1, Haifa',
        notes: 'Call first',
        total_amount: 100,
      });
      const cleared = await put(o.dana.id, { notes: '' }).expect(200);
      expect(cleared.body.data.notes).toBeNull();
    });

    it.each([
      [{ total_amount: 1 }, 'total_amount'],
      [{ status: 'completed' }, 'status'],
      [{ items: [] }, 'items'],
      [{ customer_phone: '123' }, 'customer_phone'],
      [{ customer_email: 'nope' }, 'customer_email'],
      [{ customer_name: null }, 'customer_name'],
      [{ customer_name: 'D' }, 'customer_name'],
    ])('refuses %j naming %s', async (body, field) => {
      const res = await put(o.dana.id, body).expect(400);
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    });

    it('finds the order by its new details, and no longer by the old ones', async () => {
      await put(o.boris.id, { customer_name: 'Борис Иванов', customer_email: 'boris@example.net' }).expect(200);
      expect(names(await list({ search: 'БОРИС' }).expect(200))).toEqual(['Борис Иванов']);
      expect(names(await list({ search: 'boris@example.net' }).expect(200))).toEqual(['Борис Иванов']);
      expect(names(await list({ search: 'boris@mail.ru' }).expect(200))).toEqual([]);
      expect(names(await list({ search: 'ivanov' }).expect(200))).toEqual([]);
      // The phone was not changed and is still found.
      expect(names(await list({ search: '054-333-4444' }).expect(200))).toEqual(['Борис Иванов']);
      await put(o.boris.id, { customer_phone: '052-777-8888' }).expect(200);
      expect(names(await list({ search: '+972 52 777 8888' }).expect(200))).toEqual(['Борис Иванов']);
      expect(names(await list({ search: '054-333-4444' }).expect(200))).toEqual([]);
    });

    it('writes the search words and phone digits of orders that have none (rows loaded in bulk) at start', async () => {
      const dataSource = shop.app.get(DataSource);
      await dataSource.query('DELETE FROM order_search_heads WHERE order_id = ?', [o.chen.id]);
      await dataSource.query("UPDATE orders SET customer_phone_digits = '' WHERE id = ?", [o.chen.id]);
      expect(names(await list({ search: 'cohen' }).expect(200))).toEqual([]);
      expect(names(await list({ search: '03-5556666' }).expect(200))).toEqual([]);
      expect(await shop.app.get(OrderSearchBackfill).run()).toBe(1);
      expect(names(await list({ search: 'cohen' }).expect(200))).toEqual(['Chen Cohen']);
      expect(names(await list({ search: '03-5556666' }).expect(200))).toEqual(['Chen Cohen']);
    });

    it('answers 404 for an unknown order', async () => {
      await put('6f1c2e3d-4b5a-4c6d-8e7f-9a0b1c2d3e4f', { notes: 'x' }).expect(404);
    });
  });

  it.each([
    ['get', '/api/orders'],
    ['get', '/api/orders/stats'],
    ['patch', '/api/orders/6f1c2e3d-4b5a-4c6d-8e7f-9a0b1c2d3e4f/status'],
    ['put', '/api/orders/6f1c2e3d-4b5a-4c6d-8e7f-9a0b1c2d3e4f'],
    ['delete', '/api/orders/6f1c2e3d-4b5a-4c6d-8e7f-9a0b1c2d3e4f'],
    ['get', '/api/dashboard'],
  ] as const)('%s %s answers 401 without a token and 403 for a non-admin', async (method, path) => {
    await shop.http()[method](path).expect(401);
    await shop.http()[method](path).set('Authorization', bearer(shop.userToken)).expect(403);
  });
});
