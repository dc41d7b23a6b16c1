import { startTestApp, TestApp } from '../support/test-app';
import { aCheckout, aLine, aProduct, asAdmin, backdate, placeOrder } from './fixtures';

type Row = { id: string; order_number: string; customer_name: string };

/** The back office's order search (domain/order-search.ts): exact matches first, then words from their beginning. */
describe('order search (admin)', () => {
  let shop: TestApp;
  const o: Record<'noa' | 'noam' | 'olga' | 'dana' | 'yosef' | 'zeev' | 'alef', Row> = {} as never;

  beforeAll(async () => {
    shop = await startTestApp();
    const ball = await aProduct(shop, { price: 100, stockQuantity: 50 });
    const order = (over: Record<string, unknown>) => placeOrder(shop, aCheckout([aLine(ball)], over));
    o.noa = await order({ customer_name: 'נועה כהן', customer_email: 'Noa.Cohen@Example.com', customer_phone: '050-123-4567' });
    o.noam = await order({ customer_name: 'נועם כהנא', customer_email: 'noam@example.com', customer_phone: '+972 52 765 4321' });
    o.olga = await order({ customer_name: 'Ольга Кузнецова', customer_email: 'olga@mail.ru', customer_phone: '0541112233' });
    o.dana = await order({ customer_name: 'Dana Halevi', customer_email: 'dana@example.com', customer_phone: '(03) 555-6666' });
    o.yosef = await order({ customer_name: 'Yosef Levi', customer_email: 'yosef@example.com', customer_phone: '050-999-8888' });
    // Several words under one head (zehavi, zehavit, zehavi7) and under two (zeev, zeh...).
    o.zeev = await order({ customer_name: 'Zeev Zehavi-Zehavit', customer_email: 'zehavi7@example.com', customer_phone: '058-000-1111' });
    // Two heads a Unicode collation takes for one (אלף and אלפ: a final letter and its plain form).
    o.alef = await order({ customer_name: 'אלף אלפי', customer_email: 'alef@example.com', customer_phone: '058-000-2222' });
    await shop.http().patch(`/api/orders/${o.olga.id}/status`).set(asAdmin(shop)).send({ status: 'preparing' }).expect(200);
    await shop.http().patch(`/api/orders/${o.noam.id}/status`).set(asAdmin(shop)).send({ status: 'preparing' }).expect(200);
  });
  afterAll(() => shop.close());

  const search = async (text: string, extra: Record<string, string> = {}) => {
    const res = await shop
      .http()
      .get('/api/orders')
      .query({ filter: JSON.stringify({ q: text, ...extra }), sort: '["customer_name","ASC"]' })
      .set(asAdmin(shop))
      .expect(200);
    const names = (res.body.data as Row[]).map((row) => row.customer_name);
    // The count is exact, and Content-Range says the same.
    expect(res.body.total).toBe(names.length);
    expect(res.headers['content-range']).toBe(names.length ? `orders 0-${names.length - 1}/${names.length}` : 'orders */0');
    return names;
  };

  it('finds an order by its number, typed in any case', async () => {
    expect(await search(o.olga.order_number.toLowerCase())).toEqual(['Ольга Кузнецова']);
    // Its time part alone (13 digits, not a phone) is a word of it.
    expect(await search(o.olga.order_number.split('-')[1])).toEqual(['Ольга Кузнецова']);
  });

  it.each(['050-123-4567', '+972 50 123 4567', '0501234567', '972-50-1234567'])('finds a phone typed as %s', async (typed) => {
    expect(await search(typed)).toEqual(['נועה כהן']);
  });

  it('finds a phone stored in international form by its national form, and a landline', async () => {
    expect(await search('052-765-4321')).toEqual(['נועם כהנא']);
    expect(await search('03-5556666')).toEqual(['Dana Halevi']);
  });

  it('finds a whole email in any case, and no part of it', async () => {
    expect(await search('NOA.COHEN@example.COM')).toEqual(['נועה כהן']);
    expect(await search('olga@mail.ru')).toEqual(['Ольга Кузнецова']);
    expect(await search('cohen@example.com')).toEqual([]);
    // The provider is not a word of the order: a sixth of all orders would have it.
    expect(await search('example')).toEqual([]);
  });

  it('finds Hebrew names by a whole word and by its beginning', async () => {
    expect(await search('כהן')).toEqual(['נועה כהן']);
    expect(await search('כה')).toEqual(['נועה כהן', 'נועם כהנא']);
    expect(await search('נועה')).toEqual(['נועה כהן']);
    expect(await search('נוע')).toEqual(['נועה כהן', 'נועם כהנא']);
  });

  it('finds Russian names by a whole word and by its beginning, in any case', async () => {
    expect(await search('кузнецова')).toEqual(['Ольга Кузнецова']);
    expect(await search('КУЗН')).toEqual(['Ольга Кузнецова']);
    expect(await search('ол')).toEqual(['Ольга Кузнецова']);
  });

  it('finds a word from its beginning only: "levi" does not find Halevi', async () => {
    expect(await search('levi')).toEqual(['Yosef Levi']);
    expect(await search('halevi')).toEqual(['Dana Halevi']);
    expect(await search('evi')).toEqual([]);
  });

  it('finds by the beginning of the mailbox and of the phone digits', async () => {
    expect(await search('noa.co')).toEqual(['נועה כהן']);
    expect(await search('050')).toEqual(['Yosef Levi', 'נועה כהן']);
    expect(await search('0527')).toEqual(['נועם כהנא']);
  });

  it('needs every word, in any order, each from its beginning', async () => {
    expect(await search('כהן נוע')).toEqual(['נועה כהן']);
    expect(await search('נועם כה')).toEqual(['נועם כהנא']);
    expect(await search('Ольга Кузн')).toEqual(['Ольга Кузнецова']);
    expect(await search('Ольга Levi')).toEqual([]);
  });

  it('combines every kind of match with the status filter, the count exact', async () => {
    expect(await search('כה', { status: 'preparing' })).toEqual(['נועם כהנא']);
    expect(await search('כה', { status: 'new' })).toEqual(['נועה כהן']);
    expect(await search('0541112233', { status: 'preparing' })).toEqual(['Ольга Кузнецова']);
    expect(await search('0541112233', { status: 'new' })).toEqual([]);
    expect(await search('olga@mail.ru', { status: 'new' })).toEqual([]);
    expect(await search(o.noa.order_number, { status: 'preparing' })).toEqual([]);
    expect(await search('050', { status: 'new', payment_status: 'pending' })).toEqual(['Yosef Levi', 'נועה כהן']);
  });

  it('follows a status change and a change of the searched fields', async () => {
    await shop.http().patch(`/api/orders/${o.yosef.id}/status`).set(asAdmin(shop)).send({ status: 'preparing' }).expect(200);
    expect(await search('levi', { status: 'new' })).toEqual([]);
    expect(await search('levi', { status: 'preparing' })).toEqual(['Yosef Levi']);
    await shop.http().put(`/api/orders/${o.yosef.id}`).set(asAdmin(shop)).send({ customer_name: 'Yosef Mizrahi' }).expect(200);
    expect(await search('levi')).toEqual([]);
    expect(await search('mizr', { status: 'preparing' })).toEqual(['Yosef Mizrahi']);
  });

  it('never matches a word made of the end of one field and the beginning of the next', async () => {
    // Name "Dana Halevi", mailbox "dana", phone 035556666: on separate lines of nothing.
    expect(await search('halevidana')).toEqual([]);
    expect(await search('halevi035')).toEqual([]);
    expect(await search('כהןnoa')).toEqual([]);
  });

  it('pages through the matches with an exact total', async () => {
    const res = await shop
      .http()
      .get('/api/orders')
      .query({ filter: JSON.stringify({ q: 'נוע' }), range: '[1,1]', sort: '["customer_name","ASC"]' })
      .set(asAdmin(shop))
      .expect(200);
    expect(res.body.data.map((row: Row) => row.customer_name)).toEqual(['נועם כהנא']);
    expect(res.headers['content-range']).toBe('orders 1-1/2');
  });

  it('pages the matches newest first (the default order) and oldest first', async () => {
    // MySQL keeps whole seconds: the two orders would tie.
    await backdate(shop, o.noa.id, new Date('2025-01-10T00:00:00.000Z'));
    const page = (sort: string, range: string) =>
      shop
        .http()
        .get('/api/orders')
        .query({ filter: JSON.stringify({ q: 'נוע' }), sort, range })
        .set(asAdmin(shop))
        .expect(200);
    const newest = await page('["created_at","DESC"]', '[0,0]');
    expect(newest.body.data.map((row: Row) => row.id)).toEqual([o.noam.id]);
    expect(newest.headers['content-range']).toBe('orders 0-0/2');
    const oldest = await page('["created_at","ASC"]', '[0,1]');
    expect(oldest.body.data.map((row: Row) => row.id)).toEqual([o.noa.id, o.noam.id]);
    expect(oldest.body.total).toBe(2);
  });

  it('lists an order once when several of its words begin with the typed word, under one head or several', async () => {
    expect(await search('zehavi')).toEqual(['Zeev Zehavi-Zehavit']);
    expect(await search('zehavit')).toEqual(['Zeev Zehavi-Zehavit']);
    expect(await search('zehavi7')).toEqual(['Zeev Zehavi-Zehavit']);
    expect(await search('ze')).toEqual(['Zeev Zehavi-Zehavit']);
    expect(await search('z')).toEqual(['Zeev Zehavi-Zehavit']);
    expect(await search('zeh zee')).toEqual(['Zeev Zehavi-Zehavit']);
    expect(await search('ze zehavit')).toEqual(['Zeev Zehavi-Zehavit']);
  });

  it('keeps a final letter apart from its plain form: אלף and אלפי are two heads of one order', async () => {
    expect(await search('אלף')).toEqual(['אלף אלפי']);
    expect(await search('אלפי')).toEqual(['אלף אלפי']);
    expect(await search('אלפ')).toEqual(['אלף אלפי']);
    expect(await search('אל')).toEqual(['אלף אלפי']);
    expect(await search('אלף אלפ')).toEqual(['אלף אלפי']);
  });

  it('finds nothing for a search with nothing to search', async () => {
    expect(await search('*-+')).toEqual([]);
  });
});
