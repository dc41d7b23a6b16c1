import { DataSource } from 'typeorm';
import { DiscountCodeEntity } from '../../src/modules/promotions/infrastructure/discount-code.entity';
import { aCheckout, aLine, aProduct, orderCount } from '../ordering/fixtures';
import { bearer, startTestApp, TestApp } from '../support/test-app';
import { aDiscountCode, withShopSettings } from './fixtures';

/**
 * A busy checkout with one code: every order holds the code's row lock until it commits, and it queues
 * the shop's email and webhook deliveries inside that transaction. With the settings read on every order
 * (SHOP_SETTINGS_CACHE_MS=0) and more shoppers than pooled connections, a transaction that asked the
 * pool for a second connection would wait for the others, which wait for its lock: the shop would hang
 * until MariaDB's lock wait timeout. Every read inside the order's transaction goes through its own
 * connection, so all of them are placed at once. (On SQLite, transactions run one at a time.)
 */
describe('many shoppers ordering with the same code at once', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { SHOP_SETTINGS_CACHE_MS: '0' } });
    await withShopSettings(shop, { alert_emails: ['orders@shop.example'] });
    await shop
      .http()
      .post('/api/admin/webhooks')
      .set('Authorization', bearer(shop.adminToken))
      .send({ url: 'http://127.0.0.1:9/hook', events: ['order.placed'], description: 'ERP' })
      .expect(201);
  });
  afterAll(() => shop.close());

  it('40 concurrent orders with one code, more than the 20 pooled connections: all placed within seconds', async () => {
    const code = await aDiscountCode(shop, { kind: 'percent', value: 10 });
    const product = await aProduct(shop, { price: 100, stockQuantity: 1000 });
    const before = await orderCount(shop);
    const started = Date.now();

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        shop
          .http()
          .post('/api/orders')
          .send(aCheckout([aLine(product)], { discount_code: code.code, customer_email: `busy${i}@example.com` })),
      ),
    );

    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(201));
    // The lock wait timeout is 50 s; a hang shows as far more than this (or as refused orders).
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(await orderCount(shop)).toBe(before + 40);
    const stored = await shop.app.get(DataSource).getRepository(DiscountCodeEntity).findOneByOrFail({ id: code.id });
    expect(stored.usesCount).toBe(40);
  }, 90_000);
});
