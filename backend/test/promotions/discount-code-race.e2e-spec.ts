import { DataSource } from 'typeorm';
import { DiscountCodeEntity } from '../../src/modules/promotions/infrastructure/discount-code.entity';
import { DiscountCodeUseEntity } from '../../src/modules/promotions/infrastructure/discount-code-use.entity';
import { aCheckout, aLine, aProduct, orderCount } from '../ordering/fixtures';
import { startTestApp, TestApp } from '../support/test-app';
import { aDiscountCode } from './fixtures';

/** Run on SQLite and, with DATABASE_URL, on MariaDB: the use is counted in the order's own transaction. */
describe('the last use of a code under concurrent orders', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('50 concurrent orders for a code with 1 use left: exactly 1 discounted order, the others refused with 409', async () => {
    const code = await aDiscountCode(shop, { kind: 'percent', value: 20, max_uses: 3 });
    const product = await aProduct(shop, { price: 100, stockQuantity: 1000 });
    // Two uses are gone already, so one is left.
    for (const email of ['a@example.com', 'b@example.com']) {
      await shop
        .http()
        .post('/api/orders')
        .send(aCheckout([aLine(product)], { discount_code: code.code, customer_email: email }))
        .expect(201);
    }
    const before = await orderCount(shop);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        shop
          .http()
          .post('/api/orders')
          .send(aCheckout([aLine(product)], { discount_code: code.code, customer_email: `racer${i}@example.com` })),
      ),
    );

    const placed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(placed).toHaveLength(1);
    expect(placed[0].body.data).toMatchObject({ discount_code: code.code, discount_amount: 20, total_amount: 80 });
    expect(refused).toHaveLength(49);
    for (const answer of refused)
      expect(answer.body).toMatchObject({ code: 'DISCOUNT_CODE_USED_UP', errors: [{ field: 'discount_code' }] });
    expect(await orderCount(shop)).toBe(before + 1);
    const data = shop.app.get(DataSource);
    expect((await data.getRepository(DiscountCodeEntity).findOneByOrFail({ id: code.id })).usesCount).toBe(3);
    expect(await data.getRepository(DiscountCodeUseEntity).countBy({ codeId: code.id })).toBe(3);
  });
});
