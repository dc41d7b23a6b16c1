import { aCheckout, aLine, aProduct, placeOrder } from '../ordering/fixtures';
import { bearer, startTestApp, TestApp } from '../support/test-app';
import { aDiscountCode, aDiscountCodeBody } from './fixtures';

describe('discount codes in the back office (/api/admin/discount-codes)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  const admin = () => ({ Authorization: bearer(shop.adminToken) });

  it('is for admins only', async () => {
    await shop.http().get('/api/admin/discount-codes').expect(401);
    await shop.http().get('/api/admin/discount-codes').set('Authorization', bearer(shop.userToken)).expect(403);
    await shop.http().post('/api/admin/discount-codes').set('Authorization', bearer(shop.userToken)).send(aDiscountCodeBody()).expect(403);
  });

  it('creates a code kept in upper case, reads and edits it; react-admin may send the read-only fields back', async () => {
    const created = await shop
      .http()
      .post('/api/admin/discount-codes')
      .set(admin())
      .send(aDiscountCodeBody({ code: '  welcome50 ', kind: 'fixed', value: 50, minimum_total: 300, max_uses_per_email: 1 }))
      .expect(201);
    expect(created.body.data).toMatchObject({
      code: 'WELCOME50',
      kind: 'fixed',
      value: 50,
      minimum_total: 300,
      max_uses: null,
      max_uses_per_email: 1,
      active: true,
      uses: 0,
    });
    const id = created.body.data.id;
    const one = await shop.http().get(`/api/admin/discount-codes/${id}`).set(admin()).expect(200);
    const edited = await shop
      .http()
      .put(`/api/admin/discount-codes/${id}`)
      .set(admin())
      .send({ ...one.body.data, active: false, valid_to: '2030-01-01T00:00:00.000Z' })
      .expect(200);
    expect(edited.body.data).toMatchObject({ code: 'WELCOME50', active: false, valid_to: '2030-01-01T00:00:00.000Z', uses: 0 });
    await shop.http().get('/api/admin/discount-codes/999999').set(admin()).expect(404);
  });

  it('refuses a code another one has in any case: 409 naming code', async () => {
    await aDiscountCode(shop, { code: 'SUMMER' });
    const res = await shop
      .http()
      .post('/api/admin/discount-codes')
      .set(admin())
      .send(aDiscountCodeBody({ code: 'summer' }))
      .expect(409);
    expect(res.body).toMatchObject({ code: 'DISCOUNT_CODE_TAKEN', errors: [{ field: 'code' }] });
    const other = await aDiscountCode(shop);
    await shop
      .http()
      .put(`/api/admin/discount-codes/${other.id}`)
      .set(admin())
      .send(aDiscountCodeBody({ code: 'Summer' }))
      .expect(409);
  });

  it.each([
    ['value', { kind: 'percent', value: 0 }],
    ['value', { kind: 'percent', value: 101 }],
    ['value', { kind: 'percent', value: 12.5 }],
    ['value', { kind: 'fixed', value: 0 }],
    ['value', { kind: 'fixed', value: -5 }],
    ['kind', { kind: 'free' }],
    ['valid_to', { valid_from: '2026-05-01T00:00:00.000Z', valid_to: '2026-04-01T00:00:00.000Z' }],
    ['valid_from', { valid_from: 'tomorrow' }],
    ['max_uses', { max_uses: 0 }],
    ['max_uses', { max_uses: 2.5 }],
    ['max_uses_per_email', { max_uses_per_email: -1 }],
    ['minimum_total', { minimum_total: -1 }],
    ['code', { code: 'a b' }],
    ['code', { code: 'x'.repeat(41) }],
  ])('refuses a bad %s with 400 naming the field', async (field, over) => {
    const res = await shop.http().post('/api/admin/discount-codes').set(admin()).send(aDiscountCodeBody(over)).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('lists with uses so far, filtered by q and active, sorted and ranged with Content-Range', async () => {
    const a = await aDiscountCode(shop, { code: 'LISTME-A' });
    await aDiscountCode(shop, { code: 'LISTME-B', active: false });
    const product = await aProduct(shop, { stockQuantity: 50 });
    await placeOrder(shop, aCheckout([aLine(product)], { discount_code: 'listme-a' }));
    await placeOrder(shop, aCheckout([aLine(product)], { discount_code: 'LISTME-A', customer_email: 'other@example.com' }));

    const res = await shop
      .http()
      .get('/api/admin/discount-codes')
      .query({ filter: JSON.stringify({ q: 'listme' }), sort: JSON.stringify(['code', 'ASC']), range: '[0,9]' })
      .set(admin())
      .expect(200);
    expect(res.headers['content-range']).toBe('discount-codes 0-1/2');
    expect(res.body.data.map((c: { code: string; uses: number }) => [c.code, c.uses])).toEqual([
      ['LISTME-A', 2],
      ['LISTME-B', 0],
    ]);
    const active = await shop
      .http()
      .get('/api/admin/discount-codes')
      .query({ filter: JSON.stringify({ q: 'LISTME', active: false }) })
      .set(admin())
      .expect(200);
    expect(active.body.data.map((c: { code: string }) => c.code)).toEqual(['LISTME-B']);
    const byUses = await shop
      .http()
      .get('/api/admin/discount-codes')
      .query({ sort: JSON.stringify(['uses', 'DESC']), range: '[0,0]' })
      .set(admin())
      .expect(200);
    expect(byUses.body.data[0].id).toBe(a.id);
    await shop.http().get('/api/admin/discount-codes').query({ filter: '{"colour":"red"}' }).set(admin()).expect(400);
  });

  it('deletes an unused code, and refuses once used: 409 DISCOUNT_CODE_USED (deactivate instead)', async () => {
    const unused = await aDiscountCode(shop);
    await shop.http().delete(`/api/admin/discount-codes/${unused.id}`).set(admin()).expect(200);
    await shop.http().get(`/api/admin/discount-codes/${unused.id}`).set(admin()).expect(404);

    const used = await aDiscountCode(shop);
    const product = await aProduct(shop);
    await placeOrder(shop, aCheckout([aLine(product)], { discount_code: used.code }));
    const res = await shop.http().delete(`/api/admin/discount-codes/${used.id}`).set(admin()).expect(409);
    expect(res.body.code).toBe('DISCOUNT_CODE_USED');
    await shop.http().delete('/api/admin/discount-codes/999999').set(admin()).expect(404);
  });
});
