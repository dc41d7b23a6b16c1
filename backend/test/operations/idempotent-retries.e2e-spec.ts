import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { AfterSaleOrders } from '../../src/modules/after-sale/application/after-sale-orders.port';
import { RefundGateway } from '../../src/modules/after-sale/application/refund-gateway.port';
import { requestFingerprint } from '../../src/modules/ordering/domain/request-fingerprint';
import { CatalogForOrdering } from '../../src/modules/ordering/application/catalog-for-ordering.port';
import { IdempotencyKeyEntity } from '../../src/modules/ordering/infrastructure/idempotency-key.entity';
import { OrderEntity } from '../../src/modules/ordering/infrastructure/order.entity';
import { DiscountCodeEntity } from '../../src/modules/promotions/infrastructure/discount-code.entity';
import { DiscountCodeUseEntity } from '../../src/modules/promotions/infrastructure/discount-code-use.entity';
import { aListeningShop, anOrder, payByCard, refundsOf } from '../after-sale/fixtures';
import { aCheckout, aLine, aProduct, asAdmin } from '../ordering/fixtures';
import { aDiscountCode } from '../promotions/fixtures';
import { shopConfigFor, type TestApp } from '../support/test-app';

const RETRIES = 16;
const APART_MS = 5;
/** The race is a matter of timing: each case runs a few rounds, each on its own code, order and key. */
const ROUNDS = [1, 2, 3];
/** The sandbox's card whose refunds get no certain answer: the refund stays pending. */
const REFUND_UNANSWERED_CARD = '4580000000009005';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Busy instances: every call of `method` after the first one, on any instance, answers 150 ms late. A
 * retry then reaches its next step only after the first request has finished: the interleaving that a
 * loaded instance gives, every time.
 */
function slowAfterFirst<T extends object, M extends keyof T & string>(
  instances: NestExpressApplication[],
  token: abstract new (...args: never[]) => T,
  method: M,
) {
  let calls = 0;
  return instances.map((app) => {
    const port = app.get(token);
    const original = (port[method] as (...args: unknown[]) => Promise<unknown>).bind(port);
    return jest.spyOn(port, method as never).mockImplementation((async (...args: unknown[]) => {
      if (calls++ > 0) await sleep(150);
      return original(...args);
    }) as never);
  });
}

/** The same call sent RETRIES times, APART_MS apart, to the instances in turn: a client retrying before any answer came back. */
function retried(instances: NestExpressApplication[], send: (app: NestExpressApplication) => request.Test) {
  return Promise.all(
    Array.from({ length: RETRIES }, async (_, i) => {
      await sleep(i * APART_MS);
      return send(instances[i % instances.length]);
    }),
  );
}

/**
 * A retried request gets the first answer, whichever instance it reaches and however early: on MariaDB
 * two instances of the app share the database (every retry alternates between them); on the embedded
 * database one instance answers them all.
 */
describe('retries get the first answer (Idempotency-Key, request_key)', () => {
  let shop: TestApp;
  const instances: NestExpressApplication[] = [];

  beforeAll(async () => {
    shop = await aListeningShop();
    instances.push(shop.app);
    const url = (shop.app.get(DataSource).options as { url?: string }).url;
    if (process.env.DATABASE_URL && url) {
      const second = await createApp(
        shopConfigFor({
          NODE_ENV: 'test',
          DATA_DIR: shop.dataDir,
          PUBLIC_URL: 'http://shop.test',
          DEMO_DATA: 'false',
          DATABASE_URL: url,
          ORDERS_PER_MINUTE: '100000',
          CANCELLATIONS_PER_MINUTE: '100000',
        }),
        { logger: false },
      );
      await second.init();
      instances.push(second);
    }
  });
  afterAll(async () => {
    await Promise.all(instances.slice(1).map((app) => app.close()));
    await shop.close();
  });

  const keys = () => shop.app.get(DataSource).getRepository(IdempotencyKeyEntity);

  it.each(ROUNDS)(
    'a checkout retried 16 times over 80 ms with a one-use code: every answer 201 with the one order, one use of the code (round %i)',
    async () => {
      const code = await aDiscountCode(shop, { kind: 'percent', value: 20, max_uses: 1 });
      const product = await aProduct(shop, { price: 100, stockQuantity: 50 });
      const body = aCheckout([aLine(product)], { discount_code: code.code, customer_email: `retry-${randomUUID()}@example.com` });
      const key = `checkout-${randomUUID()}`;
      // The retries' instances are busy: each reads the catalog late, after its look at the key (the first is not).
      const slowed = slowAfterFirst(instances, CatalogForOrdering, 'findOrderable');

      const answers = await retried(instances, (app) =>
        request(app.getHttpServer()).post('/api/orders').set('Idempotency-Key', key).send(body),
      ).finally(() => slowed.forEach((spy) => spy.mockRestore()));

      expect(answers.map((a) => `${a.status} ${a.body.code ?? ''}`.trim())).toEqual(Array(RETRIES).fill('201'));
      const first = answers.find((a) => a.headers['idempotent-replayed'] === undefined)!;
      expect(first.body.data).toMatchObject({ discount_code: code.code, discount_amount: 20, total_amount: 80 });
      for (const answer of answers) expect(answer.body).toEqual(first.body);
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
      const data = shop.app.get(DataSource);
      expect(await data.getRepository(OrderEntity).countBy({ customerEmail: body.customer_email as string })).toBe(1);
      expect(await data.getRepository(DiscountCodeUseEntity).countBy({ codeId: code.id })).toBe(1);
      expect((await data.getRepository(DiscountCodeEntity).findOneByOrFail({ id: code.id })).usesCount).toBe(1);
    },
  );

  it('a refused checkout retried the same way: every answer the same refusal, and nothing placed', async () => {
    const product = await aProduct(shop, { price: 100, stockQuantity: 1 });
    const body = aCheckout([aLine(product, { quantity: 2 })], { customer_email: `refused-${randomUUID()}@example.com` });
    const key = `checkout-${randomUUID()}`;

    const answers = await retried(instances, (app) =>
      request(app.getHttpServer()).post('/api/orders').set('Idempotency-Key', key).send(body),
    );

    expect(answers.map((a) => `${a.status} ${a.body.code}`)).toEqual(Array(RETRIES).fill('409 OUT_OF_STOCK'));
    for (const answer of answers) expect(answer.body.errors).toEqual(answers[0].body.errors);
    expect(
      await shop.app
        .get(DataSource)
        .getRepository(OrderEntity)
        .countBy({ customerEmail: body.customer_email as string }),
    ).toBe(0);
    expect(await keys().findOneByOrFail({ key })).toMatchObject({ state: 'refused' });
  });

  it('a key still claimed past the wait answers 409 IDEMPOTENCY_KEY_IN_PROGRESS with Retry-After; a stopped claim is taken over after its lease', async () => {
    const product = await aProduct(shop, { price: 100, stockQuantity: 5 });
    const body = aCheckout([aLine(product)]);
    const claimed = (key: string, leaseUntil: Date) =>
      keys().insert({
        key,
        requestHash: requestFingerprint(body),
        state: 'in_progress',
        claimToken: randomUUID(),
        leaseUntil,
        createdAt: new Date(),
      });

    // Its holder still within its lease (another instance, slow): the retry waits, then is told to come back.
    const busy = `checkout-${randomUUID()}`;
    await claimed(busy, new Date(Date.now() + 60_000));
    const started = Date.now();
    const waited = await request(instances[instances.length - 1].getHttpServer())
      .post('/api/orders')
      .set('Idempotency-Key', busy)
      .send(body);
    expect(waited.status).toBe(409);
    expect(waited.body.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
    expect(Number(waited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);

    // Its holder stopped (the lease is over): the retry takes the key over and places the order.
    const stopped = `checkout-${randomUUID()}`;
    await claimed(stopped, new Date(Date.now() - 60_000));
    const placed = await request(shop.app.getHttpServer()).post('/api/orders').set('Idempotency-Key', stopped).send(body).expect(201);
    expect(await keys().findOneByOrFail({ key: stopped })).toMatchObject({ state: 'placed' });
    const again = await request(shop.app.getHttpServer()).post('/api/orders').set('Idempotency-Key', stopped).send(body).expect(201);
    expect(again.body).toEqual(placed.body);
  }, 30_000);

  it.each(ROUNDS)(
    'a staff refund retried 16 times over 80 ms with its request_key: every answer the one refund, asked of the provider once (round %i)',
    async () => {
      const { order } = await anOrder(shop, { checkout: { payment_method: 'credit_card' } });
      await payByCard(shop, order.id);
      const asked = instances.map((app) => jest.spyOn(app.get(RefundGateway), 'refund'));
      // The retries' instances are busy: each reads the order late, after its lookup of the key (the first is not).
      const slowed = slowAfterFirst(instances, AfterSaleOrders, 'findById');
      try {
        const key = randomUUID();
        const answers = await retried(instances, (app) =>
          request(app.getHttpServer())
            .post(`/api/admin/orders/${order.id}/refunds`)
            .set(asAdmin(shop))
            .send({ request_key: key, charge_fee: false }),
        );

        expect(answers.map((a) => `${a.status} ${a.body.code ?? ''}`.trim())).toEqual(Array(RETRIES).fill('201'));
        for (const answer of answers) expect(answer.body).toEqual(answers[0].body);
        expect(answers[0].body.data).toMatchObject({ state: 'succeeded', amount: 2000, method: 'credit_card' });
        expect(asked.reduce((calls, spy) => calls + spy.mock.calls.length, 0)).toBe(1);
        expect(await refundsOf(shop, order.id)).toEqual([expect.objectContaining({ id: answers[0].body.data.id, state: 'succeeded' })]);
      } finally {
        [...asked, ...slowed].forEach((spy) => spy.mockRestore());
      }
    },
  );

  it('a refund still being made past the wait answers 409 REFUND_KEY_IN_PROGRESS with Retry-After', async () => {
    const { order } = await anOrder(shop, { checkout: { payment_method: 'credit_card' } });
    await payByCard(shop, order.id, REFUND_UNANSWERED_CARD);
    const key = randomUUID();
    const refund = (app: NestExpressApplication) =>
      request(app.getHttpServer())
        .post(`/api/admin/orders/${order.id}/refunds`)
        .set(asAdmin(shop))
        .send({ request_key: key, charge_fee: false });
    // No certain answer from the provider: the refund stays pending until staff settle it.
    expect((await refund(shop.app)).body.code).toBe('REFUND_OUTCOME_UNKNOWN');
    const retry = await refund(instances[instances.length - 1]);
    expect(retry.status).toBe(409);
    expect(retry.body.code).toBe('REFUND_KEY_IN_PROGRESS');
    expect(Number(retry.headers['retry-after'])).toBeGreaterThan(0);
  }, 30_000);
});
