import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { OrderEntity } from '../../src/modules/ordering/infrastructure/order.entity';
import { bearer, startTestApp, TestApp } from '../support/test-app';
import {
  aCheckout,
  aLine,
  aProduct,
  eventually,
  notifyPath,
  placeOrder,
  providerResult,
  ReceivedPost,
  scriptDns,
  startSelfSignedReceiver,
  sleep,
  startReceiver,
  TEST_HMAC_SECRET,
} from './fixtures';

/** What an integrator does with each POST: check the signature over timestamp and raw body, then read it. */
function verified(
  post: ReceivedPost,
  secret: string,
): { id: string; event: string; data: { order: Record<string, unknown>; previous_status?: string } } {
  const timestamp = String(post.headers['x-shop-timestamp']);
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${post.body}`).digest('hex')}`;
  if (post.headers['x-shop-signature'] !== expected) throw new Error(`bad signature: ${post.headers['x-shop-signature']}`);
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) throw new Error('stale timestamp');
  return JSON.parse(post.body);
}

/**
 * Webhooks against a real HTTP receiver on this machine: staff register one (the secret shown once),
 * order events arrive signed, a receiver that fails or does not answer gets the delivery again with
 * backoff, the log shows each delivery, "send again" posts it once more.
 */
describe('webhooks for integrators (notifications)', () => {
  let shop: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let productId: number;
  const admin = () => ({ Authorization: bearer(shop.adminToken) });

  beforeAll(async () => {
    receiver = await startReceiver();
    shop = await startTestApp({
      env: {
        NOTIFICATIONS_POLL_MS: '100',
        WEBHOOK_RETRY_BASE_MS: '100',
        WEBHOOK_TIMEOUT_MS: '500',
        WEBHOOK_MAX_ATTEMPTS: '3',
        PAYMENT_HMAC_SECRET: TEST_HMAC_SECRET,
      },
    });
    productId = (await aProduct(shop, { name: 'Tennis Racket', price: 250, stockQuantity: 100 })).id;
  });
  afterEach(async () => {
    // Each test registers its own webhooks; none carries over to the next.
    const hooks = (await shop.http().get('/api/admin/webhooks').set(admin()).expect(200)).body.data as Array<{ id: number }>;
    for (const hook of hooks) await shop.http().delete(`/api/admin/webhooks/${hook.id}`).set(admin()).expect(200);
    receiver.plan.length = 0;
  });
  afterAll(async () => {
    await shop?.close();
    await receiver?.close();
  });

  async function register(events: string[], url = receiver.url): Promise<{ id: number; secret: string }> {
    const created = await shop.http().post('/api/admin/webhooks').set(admin()).send({ url, events, description: 'ERP' }).expect(201);
    return created.body.data;
  }

  const deliveries = async (webhookId: number) =>
    (
      await shop
        .http()
        .get('/api/admin/webhook-deliveries')
        .query({ filter: JSON.stringify({ webhook_id: webhookId }) })
        .set(admin())
        .expect(200)
    ).body.data as Array<{
      id: number;
      event: string;
      state: string;
      attempts: number;
      last_status_code: number | null;
      last_error: string | null;
      event_id: string;
    }>;

  it('refuses an address that is not http(s), naming the field', async () => {
    for (const url of ['ftp://hooks.example.com/x', 'not a url', 'https://user:pw@hooks.example.com/']) {
      const answer = await shop
        .http()
        .post('/api/admin/webhooks')
        .set(admin())
        .send({ url, events: ['order.placed'] })
        .expect(400);
      expect(answer.body.errors.map((e: { field: string }) => e.field)).toEqual(['url']);
    }
    const noEvent = await shop
      .http()
      .post('/api/admin/webhooks')
      .set(admin())
      .send({ url: receiver.url, events: ['order.shipped'] })
      .expect(400);
    expect(JSON.stringify(noEvent.body)).toContain('events');
  });

  it('shows the secret once, signs every delivery with it, and posts order events as they happen', async () => {
    const hook = await register(['order.placed', 'order.paid', 'order.status_changed', 'order.cancelled']);
    expect(hook.secret).toMatch(/^whsec_/);
    const read = await shop.http().get(`/api/admin/webhooks/${hook.id}`).set(admin()).expect(200);
    expect(read.body.data.secret).toBeUndefined();
    expect(read.body.data.secret_hint).toBe(`…${hook.secret.slice(-4)}`);

    const order = await placeOrder(shop, aCheckout([aLine({ id: productId }, { quantity: 2 })], { payment_method: 'credit_card' }));
    const row = await shop.app.get(DataSource).getRepository(OrderEntity).findOneByOrFail({ id: order.id });
    await shop.http().post(notifyPath(row)).type('form').send(providerResult(row)).expect(200);
    await shop.http().patch(`/api/orders/${order.id}/status`).set(admin()).send({ status: 'preparing' }).expect(200);
    await shop.http().patch(`/api/orders/${order.id}/status`).set(admin()).send({ status: 'cancelled' }).expect(200);

    const posts = await eventually(
      () => receiver.posts.filter((post) => post.body.includes(order.id)),
      (found) => found.length === 5,
    );
    const bodies = posts.map((post) => verified(post, hook.secret));
    expect(bodies.map((body) => body.event).sort()).toEqual(
      ['order.cancelled', 'order.paid', 'order.placed', 'order.status_changed', 'order.status_changed'].sort(),
    );
    posts.forEach((post, i) => {
      expect(post.headers['x-shop-event']).toBe(bodies[i].event);
      expect(post.headers['x-shop-delivery']).toBe(bodies[i].id);
      expect(post.headers['content-type']).toBe('application/json');
    });
    const placed = bodies.find((body) => body.event === 'order.placed')!;
    expect(placed.data.order).toMatchObject({
      id: order.id,
      order_number: order.order_number,
      payment_method: 'credit_card',
      total_amount: order.total_amount,
      items: [
        expect.objectContaining({ product_id: productId, product_name: 'Tennis Racket', quantity: 2, unit_price: 250, total_price: 500 }),
      ],
    });
    expect(bodies.find((body) => body.event === 'order.paid')!.data.order).toMatchObject({
      payment_status: 'paid',
      paid_with: 'credit_card',
    });
    const cancelled = bodies.find((body) => body.event === 'order.cancelled')!;
    expect(cancelled.data).toMatchObject({ previous_status: 'preparing', order: { status: 'cancelled' } });
    // A signature under another secret, or over a changed body, does not pass.
    expect(() => verified(posts[0], 'whsec_wrong')).toThrow('bad signature');
    expect(() => verified({ ...posts[0], body: posts[0].body.replace('Tennis', 'Tennia') }, hook.secret)).toThrow('bad signature');
  });

  it('tries again with backoff after an error status or no answer, then delivers; the log tells each step', async () => {
    const hook = await register(['order.placed']);
    receiver.plan.push(500, 'hang');
    const order = await placeOrder(shop, aCheckout([aLine({ id: productId })]));
    const log = await eventually(
      () => deliveries(hook.id),
      (rows) => rows.length === 1 && rows[0].state === 'delivered',
    );
    expect(log[0]).toMatchObject({ event: 'order.placed', attempts: 3, last_status_code: 200, last_error: null });
    const posts = receiver.posts.filter((post) => post.body.includes(order.id));
    expect(posts.map((post) => post.answered)).toEqual([500, 'no answer', 200]);
    // The same event (same id) each time, each attempt signed afresh.
    const ids = posts.map((post) => verified(post, hook.secret).id);
    expect(new Set(ids)).toEqual(new Set([log[0].event_id]));
  });

  it('gives up after the last attempt, and "send again" posts it once more', async () => {
    const hook = await register(['order.placed']);
    receiver.plan.push(503, 503, 503);
    const order = await placeOrder(shop, aCheckout([aLine({ id: productId })]));
    const [failed] = await eventually(
      () => deliveries(hook.id),
      (rows) => rows.length === 1 && rows[0].state === 'failed',
    );
    expect(failed).toMatchObject({ attempts: 3, last_status_code: 503, last_error: 'The receiver answered 503' });
    await sleep(400);
    expect(receiver.posts.filter((post) => post.body.includes(order.id))).toHaveLength(3);

    const resent = await shop.http().post(`/api/admin/webhook-deliveries/${failed.id}/resend`).set(admin()).expect(200);
    expect(resent.body.data.payload).toContain(order.id);
    const [delivered] = await eventually(
      () => deliveries(hook.id),
      (rows) => rows[0]?.state === 'delivered',
    );
    expect(delivered).toMatchObject({ id: failed.id, attempts: 1, last_status_code: 200 });
    const posts = receiver.posts.filter((post) => post.body.includes(order.id));
    expect(posts).toHaveLength(4);
    verified(posts[3], hook.secret);
    await shop.http().post('/api/admin/webhook-deliveries/999999/resend').set(admin()).expect(404);
  });

  it('posts nothing to a webhook switched off, nor for events it did not choose', async () => {
    const off = await register(['order.placed']);
    await shop
      .http()
      .put(`/api/admin/webhooks/${off.id}`)
      .set(admin())
      .send({ url: receiver.url, events: ['order.placed'], is_active: false })
      .expect(200);
    const paidOnly = await register(['order.paid']);
    const before = receiver.posts.length;
    await placeOrder(shop, aCheckout([aLine({ id: productId })]));
    await sleep(600);
    expect(receiver.posts.length).toBe(before);
    expect(await deliveries(off.id)).toEqual([]);
    expect(await deliveries(paidOnly.id)).toEqual([]);
  });

  it('resolves the host once per delivery and posts to that address, under the host name of the URL', async () => {
    const port = new URL(receiver.url).port;
    const hook = await register(['order.placed'], `http://hooks.partner.test:${port}/hooks/shop`);
    // The receiver listens on 127.0.0.1 only: a second lookup (127.0.0.2) would find nobody there.
    const dns = scriptDns(shop, { 'hooks.partner.test': [['127.0.0.1'], ['127.0.0.2']] });
    try {
      const order = await placeOrder(shop, aCheckout([aLine({ id: productId })]));
      const [delivered] = await eventually(
        () => deliveries(hook.id),
        (rows) => rows[0]?.state === 'delivered',
      );
      expect(delivered).toMatchObject({ attempts: 1, last_status_code: 200 });
      const [post] = receiver.posts.filter((received) => received.body.includes(order.id));
      expect(post.headers.host).toBe(`hooks.partner.test:${port}`);
      verified(post, hook.secret);
      expect(dns.asked).toEqual(['hooks.partner.test']);
    } finally {
      dns.restore();
    }
  });

  it('speaks TLS to the vetted address under the host name of the URL, and still checks its certificate', async () => {
    const tls = await startSelfSignedReceiver('secure.partner.test');
    const hook = await register(['order.placed'], tls.url);
    const dns = scriptDns(shop, { 'secure.partner.test': [['127.0.0.1']] });
    try {
      await placeOrder(shop, aCheckout([aLine({ id: productId })]));
      // The attempt is counted when it is claimed and its outcome written when it ends: wait for the outcome.
      const [first] = await eventually(
        () => deliveries(hook.id),
        (rows) => rows[0]?.attempts >= 1 && rows[0]?.last_error != null,
      );
      // The server was asked for its certificate by name, and the shop did not trust a self-signed one.
      expect(first.last_error).toMatch(/^Could not be reached: self[- ]signed certificate/);
      expect(first.last_status_code).toBeNull();
      expect(tls.serverNames[0]).toBe('secure.partner.test');
    } finally {
      dns.restore();
      await tls.close();
    }
  });
});
