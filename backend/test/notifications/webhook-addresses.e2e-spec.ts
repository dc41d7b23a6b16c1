import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { WebhookEntity } from '../../src/modules/notifications/infrastructure/webhook.entity';
import { bearer, startTestApp, TestApp } from '../support/test-app';
import { aCheckout, aLine, aProduct, eventually, placeOrder, scriptDns, sleep, startReceiver, TEST_HMAC_SECRET } from './fixtures';

/**
 * In production a webhook may reach only public addresses: every way of writing a loopback, private or
 * link-local address is refused when staff save it and again at each delivery (a webhook saved while
 * WEBHOOK_ALLOW_PRIVATE_ADDRESSES was on, or whose host resolves elsewhere since). The receiver listens
 * on every local address (`::`), so a check that let one through would show as a POST it received.
 */
describe('webhook addresses in production (notifications)', () => {
  let shop: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let port: string;
  let productId: number;
  let dns: ReturnType<typeof scriptDns> | undefined;
  const admin = () => ({ Authorization: bearer(shop.adminToken) });

  /** The brief's literal forms of loopback and metadata addresses, each as the URL parser leaves it. */
  const literalForms = () => [
    `http://[::ffff:127.0.0.1]:${port}/hooks`,
    `http://[::ffff:a9fe:a9fe]:${port}/hooks`,
    `http://[::7f00:1]:${port}/hooks`,
    `http://[64:ff9b::7f00:1]:${port}/hooks`,
    `http://127.1:${port}/hooks`,
    `http://0x7f000001:${port}/hooks`,
    `http://[::1]:${port}/hooks`,
    `http://169.254.169.254:${port}/hooks`,
  ];

  beforeAll(async () => {
    receiver = await startReceiver('::');
    port = new URL(receiver.url).port;
    shop = await startTestApp({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: randomBytes(32).toString('hex'),
        STAFF_TWO_FACTOR: 'optional',
        PAYMENT_PROVIDER: 'sandbox',
        PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
        PAYMENT_HMAC_SECRET: TEST_HMAC_SECRET,
        NOTIFICATIONS_POLL_MS: '100',
        SHOP_SETTINGS_CACHE_MS: '0',
        WEBHOOK_RETRY_BASE_MS: '100',
        WEBHOOK_TIMEOUT_MS: '500',
        WEBHOOK_MAX_ATTEMPTS: '2',
      },
    });
    productId = (await aProduct(shop, { name: 'Climbing Rope', price: 180, stockQuantity: 100 })).id;
  });
  afterEach(async () => {
    dns?.restore();
    dns = undefined;
    // Each test registers its own webhooks; none carries over to the next.
    const hooks = (await shop.http().get('/api/admin/webhooks').set(admin()).expect(200)).body.data as Array<{ id: number }>;
    for (const hook of hooks) await shop.http().delete(`/api/admin/webhooks/${hook.id}`).set(admin()).expect(200);
  });
  afterAll(async () => {
    await shop?.close();
    await receiver?.close();
  });

  const save = (url: string) =>
    shop
      .http()
      .post('/api/admin/webhooks')
      .set(admin())
      .send({ url, events: ['order.placed'] });

  /** A webhook row as one saved before this check, or while private addresses were allowed, would be. */
  const savedEarlier = (url: string) =>
    shop.app
      .get(DataSource)
      .getRepository(WebhookEntity)
      .save({ url, events: 'order.placed', description: null, isActive: true, secret: 'whsec_test' });

  /** The delivery log of these webhooks. */
  const deliveries = async (hookIds: number[]) =>
    (
      (await shop.http().get('/api/admin/webhook-deliveries').query({ range: '[0,99]' }).set(admin()).expect(200)).body.data as Array<{
        webhook_id: number;
        state: string;
        attempts: number;
        last_error: string | null;
      }>
    ).filter((row) => hookIds.includes(row.webhook_id));

  it('refuses every written form of a loopback or link-local address when staff save it, naming the field', async () => {
    dns = scriptDns(shop, { 'hooks.partner.test': [['127.0.0.1']], 'mixed.partner.test': [['93.184.215.14', '10.0.0.7']] });
    const urls = [
      ...literalForms(),
      `http://localhost:${port}/hooks`,
      `http://hooks.partner.test:${port}/hooks`,
      'https://mixed.partner.test/',
    ];
    for (const url of urls) {
      const answer = await save(url);
      expect({ url, status: answer.status }).toEqual({ url, status: 400 });
      expect(answer.body.code).toBe('INVALID_WEBHOOK_URL');
      expect(answer.body.errors.map((e: { field: string }) => e.field)).toEqual(['url']);
    }
    const mapped = await save(`http://[::ffff:127.0.0.1]:${port}/hooks`);
    expect(mapped.body.message).toContain('[::ffff:7f00:1]: loopback (ipv4Mapped of 127.0.0.1)');
    const resolved = await save('https://mixed.partner.test/');
    expect(resolved.body.message).toContain('mixed.partner.test resolves to 10.0.0.7: private');
    expect((await shop.http().get('/api/admin/webhooks').set(admin()).expect(200)).body.data).toEqual([]);
  });

  it('refuses them when staff change a webhook to one', async () => {
    dns = scriptDns(shop, { 'hooks.partner.test': [['93.184.215.14'], ['169.254.169.254']] });
    const saved = (await save('https://hooks.partner.test/shop').expect(201)).body.data;
    for (const url of ['http://[::ffff:a9fe:a9fe]/latest/meta-data/', 'https://hooks.partner.test/shop']) {
      const answer = await shop
        .http()
        .put(`/api/admin/webhooks/${saved.id}`)
        .set(admin())
        .send({ url, events: ['order.placed'] });
      expect({ url, status: answer.status, fields: answer.body.errors?.map((e: { field: string }) => e.field) }).toEqual({
        url,
        status: 400,
        fields: ['url'],
      });
    }
  });

  it('lets public addresses and host names resolving to them through', async () => {
    dns = scriptDns(shop, { 'hooks.partner.test': [['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']] });
    for (const url of [
      'https://hooks.partner.test/shop',
      'http://93.184.215.14/hooks',
      'https://[2606:4700:4700::1111]/hooks',
      'http://[::ffff:808:808]/',
    ]) {
      const answer = await save(url);
      expect({ url, status: answer.status }).toEqual({ url, status: 201 });
    }
  });

  it('refuses each of them again at delivery, sending nothing', async () => {
    const urls = [...literalForms(), `http://localhost:${port}/hooks`];
    const hooks = await Promise.all(urls.map(savedEarlier));
    const before = receiver.posts.length;
    await placeOrder(shop, aCheckout([aLine({ id: productId })]));
    const log = await eventually(
      () => deliveries(hooks.map((hook) => hook.id)),
      (rows) => rows.length === urls.length && rows.every((row) => row.state !== 'pending'),
    );
    for (const hook of hooks) {
      const row = log.find((delivery) => delivery.webhook_id === hook.id)!;
      expect({ url: hook.url, error: row.last_error }).toEqual({
        url: hook.url,
        error: expect.stringMatching(/^Refused: the address \S+ is /),
      });
    }
    // localhost went through the real resolver: whichever address it answered first was refused.
    expect(log.find((row) => row.webhook_id === hooks[hooks.length - 1].id)!.last_error).toMatch(
      /^Refused: the address (127\.0\.0\.1|::1) is loopback$/,
    );
    expect(receiver.posts.length).toBe(before);
  });

  it('connects to the address it vetted: a host that resolves elsewhere on a second lookup is never reached there', async () => {
    dns = scriptDns(shop, { 'rebind.partner.test': [['93.184.215.14']] });
    const hook = (await save(`http://rebind.partner.test:${port}/hooks`).expect(201)).body.data;
    // After saving, the host answers a public address once, then the shop's own loopback for every later lookup.
    // 2606:4700:4700::1111 is public; the attempt there fails (no route, or nothing on that port) without reaching anything of ours.
    dns.restore();
    dns = scriptDns(shop, { 'rebind.partner.test': [['2606:4700:4700::1111'], ['127.0.0.1']] });
    const before = receiver.posts.length;
    await placeOrder(shop, aCheckout([aLine({ id: productId })]));
    const [delivery] = await eventually(
      () => deliveries([hook.id]),
      (rows) => rows.length === 1 && rows[0].state === 'failed',
    );
    await sleep(200);
    // One lookup per attempt: the first attempt connected to the public address it resolved, not to
    // 127.0.0.1 (a second lookup would have answered it, and the receiver would have the POST); the
    // second attempt resolved afresh, was answered 127.0.0.1 and refused it.
    expect(delivery).toMatchObject({ attempts: 2, last_error: 'Refused: the address 127.0.0.1 is loopback' });
    expect(dns.asked).toEqual(['rebind.partner.test', 'rebind.partner.test']);
    expect(receiver.posts.length).toBe(before);
  });
});
