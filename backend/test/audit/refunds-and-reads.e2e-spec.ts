import { randomUUID } from 'node:crypto';
import { CancellationStore } from '../../src/modules/after-sale/application/cancellation-store.port';
import { RecoverStalledRefundsUseCase } from '../../src/modules/after-sale/application/recover-stalled-refunds.use-case';
import { aListeningShop, anOrder, payByCard } from '../after-sale/fixtures';
import { asAdmin } from '../ordering/fixtures';
import { TEST_ADMIN, TestApp } from '../support/test-app';
import { auditRecords } from './fixtures';

/** The sandbox's card whose charges are approved and whose refunds are declined. */
const REFUND_DECLINED_CARD = '4580000000009004';

describe("audit log: refunds' outcomes and staff opening an order", () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await aListeningShop();
  });
  afterAll(() => shop.close());

  const refundOrder = (orderId: string) =>
    shop.http().post(`/api/admin/orders/${orderId}/refunds`).set(asAdmin(shop)).send({ request_key: randomUUID(), charge_fee: false });

  it("records a refund's completion by the provider on the refund, under its order, by the staff member", async () => {
    const { order } = await anOrder(shop, { checkout: { payment_method: 'credit_card' } });
    await payByCard(shop, order.id);
    const refund = (await refundOrder(order.id).expect(201)).body.data;

    const [outcome] = await auditRecords(shop, { entity_type: 'refund', entity_id: String(refund.id), action: 'refund' });
    expect(outcome).toMatchObject({ parent: `order:${order.id}`, staff_email: TEST_ADMIN.email, by_shop: false });
    expect(outcome.changes).toMatchObject({
      state: { before: 'pending', after: 'succeeded' },
      amount: { before: null, after: order.total_amount },
      providerReference: { before: null, after: expect.any(String) },
    });
    const history = await auditRecords(shop, { item: `order:${order.id}` });
    expect(history.map((r) => `${r.action} ${r.entity_type}`)).toEqual(expect.arrayContaining(['refund order', 'refund refund']));
  });

  it("records a provider's refusal with its message", async () => {
    const { order } = await anOrder(shop, { checkout: { payment_method: 'credit_card' } });
    await payByCard(shop, order.id, REFUND_DECLINED_CARD);
    await refundOrder(order.id).expect(422);
    const [outcome] = await auditRecords(shop, { item: `order:${order.id}`, entity_type: 'refund', action: 'refund' });
    expect(outcome.changes).toMatchObject({
      state: { before: 'pending', after: 'failed' },
      providerMessage: { before: null, after: expect.stringContaining('004') },
    });
    expect(outcome.staff_email).toBe(TEST_ADMIN.email);
  });

  it('records a stalled refund the sweep settles as done by the shop, with no staff member', async () => {
    const { order } = await anOrder(shop, { checkout: { payment_method: 'credit_card' } });
    await payByCard(shop, order.id);
    // A refund begun by a process that stopped before asking the provider (no staff request here).
    const refund = await shop.app
      .get(CancellationStore)
      .beginRefund(order.id, { cancellationRequestId: null, requestKey: null, note: null }, () => ({
        amount: 1000,
        goodsAmount: 1000,
        deliveryAmount: 0,
        fee: 0,
        method: 'credit_card',
        lines: [],
      }));
    const report = await shop.app.get(RecoverStalledRefundsUseCase).execute({ olderThan: new Date(Date.now() + 60_000) });
    expect(report.released).toContain(refund.id);

    const [outcome] = await auditRecords(shop, { entity_type: 'refund', entity_id: String(refund.id) });
    expect(outcome).toMatchObject({
      action: 'refund',
      by_shop: true,
      staff_id: null,
      staff_email: null,
      address: null,
      parent: `order:${order.id}`,
      changes: { state: { before: 'pending', after: 'failed' } },
    });
  });

  it("records staff opening an order's details as a read, and not the list", async () => {
    const { order } = await anOrder(shop);
    await shop.http().get('/api/orders').query({ range: '[0,24]' }).set(asAdmin(shop)).expect(200);
    expect(await auditRecords(shop, { entity_type: 'order', entity_id: order.id, action: 'read' })).toEqual([]);

    const opened = await shop.http().get(`/api/admin/orders/${order.id}`).set(asAdmin(shop)).expect(200);
    expect(opened.body.data).toMatchObject({ id: order.id, order_number: order.order_number, customer_email: order.customer_email });
    const reads = await auditRecords(shop, { entity_type: 'order', entity_id: order.id, action: 'read' });
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      staff_email: TEST_ADMIN.email,
      staff_role: 'admin',
      address: expect.stringMatching(/127\.0\.0\.1|::1/),
    });
  });

  it('answers a malformed id with 400 and an unknown order with 404, recording nothing', async () => {
    const before = (await auditRecords(shop, { action: 'read' })).length;
    await shop.http().get('/api/admin/orders/12').set(asAdmin(shop)).expect(400);
    await shop.http().get(`/api/admin/orders/${randomUUID()}`).set(asAdmin(shop)).expect(404);
    await shop.http().get(`/api/admin/orders/${randomUUID()}`).expect(401);
    expect((await auditRecords(shop, { action: 'read' })).length).toBe(before);
  });
});
