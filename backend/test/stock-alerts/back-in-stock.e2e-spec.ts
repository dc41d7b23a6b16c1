import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SendBackInStockAlertsUseCase } from '../../src/modules/stock-alerts/application/send-back-in-stock-alerts.use-case';
import { aProduct as aProductPayload, aVariant, asAdmin, createProduct } from '../catalog/fixtures';
import { aCheckout, aLine, aProduct, placeOrder, readEml } from '../ordering/fixtures';
import { bearer, startTestApp, TestApp } from '../support/test-app';

/** The back-in-stock emails in the outbox, read, oldest first. */
async function alertsIn(shop: TestApp): Promise<Array<ReturnType<typeof readEml> & { to: string }>> {
  const dir = join(shop.dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[]))
    // Only delivered emails: the transport writes `.<name>.partial` first and renames it when whole.
    .filter((n) => !n.startsWith('.') && n.includes('-back-in-stock-'))
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const eml = readEml(await readFile(join(dir, name), 'utf8'));
      return { ...eml, to: /^To: (.*)$/m.exec(eml.headers)?.[1] ?? '' };
    }),
  );
}

const alertsTo = async (shop: TestApp, email: string) => (await alertsIn(shop)).filter((a) => a.to === email);

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('back-in-stock alerts', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { BACK_IN_STOCK_REQUESTS_PER_MINUTE: '1000', BACK_IN_STOCK_CHECK_SECONDS: '0.2' } });
  });
  afterAll(() => shop.close());

  const ask = (productId: number, body: object) => shop.http().post(`/api/products/${productId}/back-in-stock`).send(body);

  it('tells each waiting shopper once, in their language, when staff put a sold-out size back on the shelf', async () => {
    const boots = await createProduct(shop, {
      name: 'Trail boots',
      has_variants: true,
      translations: [{ language: 'ru', name: 'Ботинки для трейла', description: null }],
      variants: [aVariant({ sku: 'BOOT-42', size: '42', stock_quantity: 0 }), aVariant({ sku: 'BOOT-43', size: '43', stock_quantity: 2 })],
    });
    const [size42, size43] = boots.variants as Array<{ id: number; sku: string }>;
    await ask(boots.id, { email: 'Dana@Example.com', variant_id: size42.id, language: 'he' }).expect(202);
    // Asking twice is harmless: still one request.
    await ask(boots.id, { email: 'dana@example.com ', variant_id: size42.id, language: 'he' }).expect(202);
    await ask(boots.id, { email: 'ivan@example.com', variant_id: size42.id, language: 'ru' }).expect(202);
    expect((await ask(boots.id, { email: 'ivan@example.com', variant_id: size43.id }).expect(409)).body.code).toBe('IN_STOCK');

    const waiting = await asAdmin(shop).get(`/api/back-in-stock/waiting?product_ids=${boots.id}`).expect(200);
    expect(waiting.body.data).toEqual([{ product_id: boots.id, product_name: 'Trail boots', waiting: 2 }]);

    await pause(500);
    expect(await alertsIn(shop)).toHaveLength(0);
    const restocked = aProductPayload({
      name: 'Trail boots',
      has_variants: true,
      translations: [{ language: 'ru', name: 'Ботинки для трейла', description: null }],
      variants: [
        aVariant({ id: size42.id, sku: 'BOOT-42', size: '42', stock_quantity: 3 }),
        aVariant({ id: size43.id, sku: 'BOOT-43', size: '43', stock_quantity: 2 }),
      ],
    });
    await asAdmin(shop).put(`/api/products/${boots.id}`, restocked).expect(200);

    const sent = await until(
      'two emails',
      () => alertsIn(shop),
      (all) => all.length >= 2,
    );
    const dana = sent.find((a) => a.to === 'dana@example.com')!;
    expect(dana.subject).toBe('Trail boots (42) חזר למלאי');
    expect(dana.headers).toMatch(/^Content-Language: he$/m);
    expect(dana.text).toContain(`http://shop.test/product/${boots.id}`);
    expect(dana.text).toMatch(/http:\/\/shop\.test\/back-in-stock\/stop\?token=[\w-]+/);
    const ivan = sent.find((a) => a.to === 'ivan@example.com')!;
    expect(ivan.subject).toBe('Ботинки для трейла (42) снова в продаже');
    expect(ivan.text).toContain(`http://shop.test/ru/product/${boots.id}`);

    // Several more checks ran: nobody hears twice, and the requests are closed.
    await pause(800);
    expect(await alertsIn(shop)).toHaveLength(2);
    expect((await asAdmin(shop).get(`/api/back-in-stock/waiting?product_ids=${boots.id}`).expect(200)).body.data).toEqual([]);
  });

  it('sends once when the stock returns through a cancellation, even with two senders at the same moment', async () => {
    const ball = await aProduct(shop, { stockQuantity: 1 });
    const order = await placeOrder(shop, aCheckout([aLine(ball)]));
    for (const n of [1, 2, 3]) await ask(ball.id, { email: `fan${n}@example.com` }).expect(202);
    const alerts = shop.app.get(SendBackInStockAlertsUseCase);
    await shop
      .http()
      .patch(`/api/orders/${order.id}/status`)
      .set({ Authorization: bearer(shop.adminToken) })
      .send({ status: 'cancelled' })
      .expect(200);
    // Two more senders race the periodic check for the same requests.
    const counts = await Promise.all([
      alerts.execute({ publicUrl: 'http://shop.test' }),
      alerts.execute({ publicUrl: 'http://shop.test', productIds: [ball.id] }),
    ]);
    await until(
      'three emails',
      async () => (await alertsIn(shop)).filter((a) => a.to.startsWith('fan')),
      (all) => all.length >= 3,
    );
    await pause(600);
    for (const n of [1, 2, 3]) expect(await alertsTo(shop, `fan${n}@example.com`)).toHaveLength(1);
    expect(counts[0] + counts[1]).toBeLessThanOrEqual(3);
  });

  it('stops the waiting requests of an address through the unsubscribe link, without login', async () => {
    const first = await aProduct(shop, { stockQuantity: 0 });
    const second = await aProduct(shop, { stockQuantity: 0 });
    await ask(first.id, { email: 'rita@example.com' }).expect(202);
    await ask(second.id, { email: 'rita@example.com' }).expect(202);
    await asAdmin(shop).get(`/api/back-in-stock/waiting`).expect(200);

    await shop
      .http()
      .put(`/api/products/${first.id}`)
      .set('Authorization', bearer(shop.adminToken))
      .send(aProductPayload({ name: first.name, price: 100, stock_quantity: 5 }))
      .expect(200);
    const [alert] = await until(
      'an email',
      () => alertsTo(shop, 'rita@example.com'),
      (all) => all.length === 1,
    );
    const token = /back-in-stock\/stop\?token=([\w-]+)/.exec(alert.text)![1];
    await shop.http().post('/api/back-in-stock/stop').send({ token }).expect(200);
    expect((await shop.http().post('/api/back-in-stock/stop').send({ token: 'not-a-token' }).expect(404)).body.code).toBe(
      'BACK_IN_STOCK_REQUEST_NOT_FOUND',
    );

    await shop
      .http()
      .put(`/api/products/${second.id}`)
      .set('Authorization', bearer(shop.adminToken))
      .send(aProductPayload({ name: second.name, price: 100, stock_quantity: 5 }))
      .expect(200);
    await pause(800);
    expect(await alertsTo(shop, 'rita@example.com')).toHaveLength(1);
  });

  it('refuses requests it cannot keep, naming the field', async () => {
    const boots = await aProduct(shop, { variants: [{ sku: 'B-40', size: '40', stockQuantity: 0 }] });
    const hidden = await aProduct(shop, { stockQuantity: 0, isVisible: false });
    expect((await ask(boots.id, { email: 'a@example.com' }).expect(400)).body.code).toBe('VARIANT_REQUIRED');
    expect((await ask(boots.id, { email: 'a@example.com', variant_id: 999999 }).expect(400)).body.errors[0].field).toBe('variant_id');
    expect((await ask(boots.id, { email: 'not an email', variant_id: null }).expect(400)).body.errors[0].field).toBe('email');
    await ask(hidden.id, { email: 'a@example.com' }).expect(404);
    await ask(999999, { email: 'a@example.com' }).expect(404);
    await shop.http().get('/api/back-in-stock/waiting').set('Authorization', bearer(shop.userToken)).expect(403);
  });

  it('is rate limited per client address', async () => {
    const limited = await startTestApp({ env: { BACK_IN_STOCK_REQUESTS_PER_MINUTE: '2', BACK_IN_STOCK_CHECK_SECONDS: '0' } });
    try {
      const ball = await aProduct(limited, { stockQuantity: 0 });
      for (const n of [1, 2])
        await limited
          .http()
          .post(`/api/products/${ball.id}/back-in-stock`)
          .send({ email: `x${n}@example.com` })
          .expect(202);
      await limited.http().post(`/api/products/${ball.id}/back-in-stock`).send({ email: 'x3@example.com' }).expect(429);
    } finally {
      await limited.close();
    }
  });
});
