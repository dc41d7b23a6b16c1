import { randomUUID } from 'node:crypto';
import { aListeningShop, anOrder, payByCard } from '../after-sale/fixtures';
import { asAdmin } from '../ordering/fixtures';
import { TestApp } from '../support/test-app';
import { auditRecords } from './fixtures';

describe('audit log: orders', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await aListeningShop();
  });
  afterAll(() => shop.close());

  it("places a shopper's order without any record, then records staff's status change and deletion", async () => {
    const before = (await auditRecords(shop)).length;
    const { order } = await anOrder(shop);
    expect((await auditRecords(shop)).length).toBe(before);

    await shop.http().patch(`/api/orders/${order.id}/status`).set(asAdmin(shop)).send({ status: 'preparing' }).expect(200);
    await shop
      .http()
      .delete(`/api/orders/${order.id}`)
      .set(asAdmin(shop))
      .expect((res) => expect(res.status).toBeLessThan(300));
    const records = await auditRecords(shop, { entity_type: 'order', entity_id: order.id });
    expect(records.map((r) => r.action)).toEqual(['delete', 'status']);
    expect(records[1].changes).toEqual({ status: { before: 'new', after: 'preparing' } });
    expect(records[0].changes).toMatchObject({
      orderNumber: { before: order.order_number, after: null },
      status: { before: 'preparing', after: null },
    });
  });

  it("records a staff refund on the order's history with its amount", async () => {
    const { order } = await anOrder(shop, { checkout: { payment_method: 'credit_card' } });
    await payByCard(shop, order.id);
    const refund = await shop
      .http()
      .post(`/api/admin/orders/${order.id}/refunds`)
      .set(asAdmin(shop))
      .send({ request_key: randomUUID(), charge_fee: false, note: 'Goodwill' })
      .expect(201);
    const [record] = await auditRecords(shop, { entity_type: 'order', entity_id: order.id, action: 'refund' });
    expect(record.changes).toMatchObject({
      refundId: { before: null, after: refund.body.data.id },
      amount: { before: null, after: order.total_amount },
    });
    const [own] = await auditRecords(shop, { entity_type: 'refund', entity_id: String(refund.body.data.id), action: 'create' });
    expect(own.changes.orderId).toEqual({ before: null, after: order.id });
  });

  it('records each CSV export (orders with the filters and layout, the catalog) as a read by the staff member', async () => {
    await shop.http().get('/api/orders/export').query({ status: 'new', layout: 'lines' }).set(asAdmin(shop)).expect(200);
    await shop.http().get('/api/products/export').set(asAdmin(shop)).expect(200);
    const [orders] = await auditRecords(shop, { entity_type: 'order', action: 'export' });
    expect(orders.staff_email).toBeTruthy();
    expect(orders.changes.layout).toEqual({ before: null, after: 'lines' });
    expect(orders.changes.filters.after).toMatchObject({ status: 'new' });
    const [products] = await auditRecords(shop, { entity_type: 'product', action: 'export' });
    expect(products.staff_email).toBe(orders.staff_email);
  });
});
