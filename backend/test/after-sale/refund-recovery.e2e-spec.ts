import { randomBytes } from 'node:crypto';
import type { Connection, RowDataPacket } from 'mysql2/promise';
import { createOwner, createProductThroughApi, freshMysqlDatabase, logInAsOwner, requireMariaDb } from '../support/process-fixtures';
import { call, ShopProcess, startShopProcess } from '../support/shop-process';
import { aPaidCardOrder } from '../documents/process-fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A backend process killed between the payment provider's yes to a refund and the refund's record:
 * the next process's sweep finds the provider's answer the first one wrote down, and completes the
 * refund (order, stock, request, credit note) without asking the provider again. The process is
 * held at the right moment by a row lock the test takes on the product, which the refund's record
 * must update to put the units back on the shelf (MariaDB).
 */
describe('a refund cut off by a stopped process is completed by the next one (after-sale, processes)', () => {
  let database: { url: string; drop: () => Promise<void> };
  let env: Record<string, string>;
  let first: ShopProcess | undefined;
  let second: ShopProcess | undefined;
  let db: Connection;
  let locker: Connection;

  beforeAll(async () => {
    database = await freshMysqlDatabase(await requireMariaDb(), 'shop_refund_recovery');
    env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), PAYMENT_HMAC_SECRET: randomBytes(32).toString('hex') };
    await createOwner(env);
    first = await startShopProcess(env);
    const mysql = await import('mysql2/promise');
    db = await mysql.createConnection(database.url);
    locker = await mysql.createConnection(database.url);
  });
  afterAll(async () => {
    await first?.stop('SIGKILL');
    await second?.stop();
    await locker?.end();
    await db?.end();
    await database?.drop();
  });

  const rows = async <T>(sql: string, params: unknown[]) => (await db.query<RowDataPacket[]>(sql, params))[0] as T[];

  it('completes the refund the provider made, once, with the reference it gave', async () => {
    const token = await logInAsOwner(first!.url);
    const asStaff = { Authorization: `Bearer ${token}` };
    const product = await createProductThroughApi(first!.url, token, { price: 400, stock_quantity: 10 });
    const orderId = await aPaidCardOrder(first!.url, product.id, 'recovery@example.com');
    const order = (await call(`${first!.url}/api/orders/${orderId}`, 'GET')).body.data;
    const asked = await call(`${first!.url}/api/cancellations`, 'POST', {
      order_number: order.order_number,
      email: 'recovery@example.com',
      reason: 'changed_mind',
    });
    expect(asked.status).toBe(201);
    const requests = await call(`${first!.url}/api/admin/cancellation-requests?range=[0,9]`, 'GET', undefined, asStaff);
    const shown: { id: number; version: number } = requests.body.data.find((r: { order_id: string }) => r.order_id === orderId);
    const requestId = shown.id;
    expect(
      (await rows<{ stock_quantity: number }>('SELECT stock_quantity FROM products WHERE id = ?', [product.id]))[0].stock_quantity,
    ).toBe(9);

    // The product's row held: the approval gets the provider's yes, then waits to put the unit back.
    await locker.beginTransaction();
    await locker.query('SELECT id FROM products WHERE id = ? FOR UPDATE', [product.id]);
    const approval = call(
      `${first!.url}/api/admin/cancellation-requests/${requestId}/approve`,
      'POST',
      { note: 'Back in the box', version: shown.version },
      asStaff,
    ).catch((error: unknown) => error);
    let answered: { id: number; state: string; provider_reference: string | null } | undefined;
    for (const end = Date.now() + 20_000; Date.now() < end && !answered; await sleep(100)) {
      [answered] = await rows<{ id: number; state: string; provider_reference: string | null }>(
        'SELECT id, state, provider_reference FROM refunds WHERE order_id = ? AND provider_answered_at IS NOT NULL',
        [orderId],
      );
    }
    expect(answered).toMatchObject({ state: 'pending', provider_reference: expect.stringMatching(/^\d+$/) });
    await sleep(300);
    await first!.stop('SIGKILL');
    await approval;
    await locker.rollback();

    // What the killed process left: the money back at the provider, the shop's record not written.
    expect(await rows('SELECT order_id FROM order_refund_locks WHERE order_id = ?', [orderId])).toHaveLength(1);
    expect(
      (await rows<{ status: string; payment_status: string }>('SELECT status, payment_status FROM orders WHERE id = ?', [orderId]))[0],
    ).toEqual({
      status: 'paid',
      payment_status: 'paid',
    });
    expect((await rows<{ state: string }>('SELECT state FROM cancellation_requests WHERE id = ?', [requestId]))[0].state).toBe('deciding');

    // The next process settles it on its own.
    second = await startShopProcess({ ...env, REFUND_RECOVERY_AFTER_MS: '1000' });
    let refunds: { id: number; state: string; provider_reference: string; amount: string }[] = [];
    for (const end = Date.now() + 30_000; Date.now() < end; await sleep(200)) {
      refunds = await rows('SELECT id, state, provider_reference, amount FROM refunds WHERE order_id = ?', [orderId]);
      if (refunds[0]?.state !== 'pending') break;
    }
    expect(refunds).toEqual([{ id: answered!.id, state: 'succeeded', provider_reference: answered!.provider_reference, amount: '380.00' }]);
    expect(
      (await rows<{ status: string; payment_status: string }>('SELECT status, payment_status FROM orders WHERE id = ?', [orderId]))[0],
    ).toEqual({
      status: 'cancelled',
      payment_status: 'refunded',
    });
    expect(
      (await rows<{ stock_quantity: number }>('SELECT stock_quantity FROM products WHERE id = ?', [product.id]))[0].stock_quantity,
    ).toBe(10);
    expect((await rows('SELECT state, refund_id, staff_note FROM cancellation_requests WHERE id = ?', [requestId]))[0]).toEqual({
      state: 'approved',
      refund_id: answered!.id,
      staff_note: 'Back in the box',
    });
    expect(await rows('SELECT order_id FROM order_refund_locks WHERE order_id = ?', [orderId])).toHaveLength(0);
    expect(await rows('SELECT document_key FROM tax_documents WHERE document_key = ?', [`credit:${answered!.id}`])).toHaveLength(1);
    expect(second.lines.some((line) => line.includes(`Refund ${answered!.id} of order ${orderId}: the provider had made it`))).toBe(true);

    // The order is free for the desk again: its details list the one refund.
    const listed = await call(`${second.url}/api/admin/orders/${orderId}/refunds`, 'GET', undefined, {
      Authorization: `Bearer ${await logInAsOwner(second.url)}`,
    });
    expect(listed.body.data).toEqual([expect.objectContaining({ id: answered!.id, state: 'succeeded', amount: 380 })]);
  });
});
