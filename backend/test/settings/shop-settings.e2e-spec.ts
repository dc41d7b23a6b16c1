import { DataSource } from 'typeorm';
import { ShopSettingsEntity } from '../../src/modules/settings/infrastructure/shop-settings.entity';
import { addStaffMember, tokenOf } from '../identity/staff-fixtures';
import { bearer, startTestApp, TestApp } from '../support/test-app';

/** The settings body the back office's screen sends. */
function someSettings(over: Record<string, unknown> = {}) {
  return {
    courier_enabled: true,
    courier_fee: 35,
    free_delivery_from: 500,
    installment_rule: [
      { from: 0, max_payments: 1 },
      { from: 300, max_payments: 3 },
      { from: 1000, max_payments: 10 },
    ],
    ...over,
  };
}

const DEFAULTS = {
  courier_enabled: true,
  courier_fee: 30,
  free_delivery_from: 400,
  installment_rule: [
    { from: 0, max_payments: 1 },
    { from: 300, max_payments: 3 },
    { from: 1000, max_payments: 6 },
  ],
};

describe("the shop's settings (GET/PUT /api/shop-settings, GET /api/checkout-options)", () => {
  // One app per test: the token strategy is registered once per process, so two shops side by side would share it.
  let shop: TestApp | undefined;
  afterEach(async () => {
    await shop?.close();
    shop = undefined;
  });

  const asAdmin = () => ({ Authorization: bearer(shop!.adminToken) });

  it("answers the settings to admins only, the shop's clock to any staff member, and the delivery terms to shoppers", async () => {
    shop = await startTestApp();
    await shop.http().get('/api/shop-settings').expect(401);
    // The alert addresses and the rest are for admins: the user role and the orders desk are refused.
    const desk = await tokenOf(shop, await addStaffMember(shop, { email: 'desk-settings@test.shop', role: 'orders' }));
    for (const token of [shop.userToken, desk]) {
      const refused = await shop.http().get('/api/shop-settings').set('Authorization', bearer(token)).expect(403);
      expect(JSON.stringify(refused.body)).not.toMatch(/alert_emails|courier_fee/);
      const clock = await shop.http().get('/api/shop-clock').set('Authorization', bearer(token)).expect(200);
      expect(clock.body).toEqual({ data: { time_zone: 'Asia/Jerusalem' } });
    }
    await shop.http().get('/api/shop-clock').expect(401);
    expect((await shop.http().get('/api/shop-settings').set(asAdmin()).expect(200)).body).toEqual({
      data: {
        time_zone: 'Asia/Jerusalem',
        updated_at: null,
        publish_reviews_at_once: false,
        ...DEFAULTS,
        alert_emails: [],
        low_stock_threshold: 5,
      },
    });
    const options = await shop.http().get('/api/checkout-options').expect(200);
    expect(options.body).toEqual({ data: DEFAULTS });
    expect(options.headers['cache-control']).toBe('public, max-age=5');
  });

  it('answers the zone SHOP_TIME_ZONE names', async () => {
    shop = await startTestApp({ env: { SHOP_TIME_ZONE: 'Europe/Berlin' } });
    expect((await shop.http().get('/api/shop-settings').set(asAdmin()).expect(200)).body.data.time_zone).toBe('Europe/Berlin');
    expect((await shop.http().get('/api/shop-clock').set(asAdmin()).expect(200)).body.data.time_zone).toBe('Europe/Berlin');
  });

  it('saves what an admin puts, in force at once for staff and shoppers, and refuses a non-admin', async () => {
    shop = await startTestApp();
    await shop.http().put('/api/shop-settings').send(someSettings()).expect(401);
    const refused = await shop
      .http()
      .put('/api/shop-settings')
      .set('Authorization', bearer(shop.userToken))
      .send(someSettings())
      .expect(403);
    expect(refused.body.statusCode).toBe(403);
    const saved = await shop
      .http()
      .put('/api/shop-settings')
      .set(asAdmin())
      .send(someSettings({ free_delivery_from: null }))
      .expect(200);
    expect(saved.body.data).toMatchObject({ courier_fee: 35, free_delivery_from: null, time_zone: 'Asia/Jerusalem' });
    expect(saved.body.data.updated_at).toEqual(expect.stringMatching(/^\d{4}-/));
    expect((await shop.http().get('/api/checkout-options').expect(200)).body.data).toEqual({
      courier_enabled: true,
      courier_fee: 35,
      free_delivery_from: null,
      installment_rule: someSettings().installment_rule,
    });
    await shop
      .http()
      .put('/api/shop-settings')
      .set(asAdmin())
      .send(someSettings({ courier_enabled: false, courier_fee: 12.5 }))
      .expect(200);
    expect((await shop.http().get('/api/shop-settings').set(asAdmin()).expect(200)).body.data).toMatchObject({
      courier_enabled: false,
      courier_fee: 12.5,
      free_delivery_from: 500,
    });
  });

  it.each([
    ['courier_fee', { courier_fee: -1 }],
    ['courier_fee', { courier_fee: 'thirty' }],
    ['courier_fee', { courier_fee: 10.555 }],
    ['free_delivery_from', { free_delivery_from: -5 }],
    ['courier_enabled', { courier_enabled: 'yes' }],
    ['installment_rule', { installment_rule: [] }],
    [
      'installment_rule.1.max_payments',
      {
        installment_rule: [
          { from: 0, max_payments: 1 },
          { from: 300, max_payments: 13 },
        ],
      },
    ],
    ['installment_rule.0.max_payments', { installment_rule: [{ from: 0, max_payments: 0 }] }],
    [
      'installment_rule.1.from',
      {
        installment_rule: [
          { from: 300, max_payments: 3 },
          { from: 300, max_payments: 6 },
        ],
      },
    ],
    [
      'installment_rule.1.from',
      {
        installment_rule: [
          { from: 300, max_payments: 3 },
          { from: 100, max_payments: 6 },
        ],
      },
    ],
    ['installment_rule.0.from', { installment_rule: [{ max_payments: 3 }] }],
  ])('refuses a bad %s with 400 naming the field', async (field, over) => {
    shop = shop ?? (await startTestApp());
    const res = await shop.http().put('/api/shop-settings').set(asAdmin()).send(someSettings(over)).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect((await shop.http().get('/api/checkout-options').expect(200)).body.data).toEqual(DEFAULTS);
  });

  it('follows a change another instance wrote within the cache time, without a restart', async () => {
    shop = await startTestApp({ env: { SHOP_SETTINGS_CACHE_MS: '300' } });
    expect((await shop.http().get('/api/checkout-options').expect(200)).body.data.courier_fee).toBe(30);
    // Another instance's write: straight to the table, this process's cache not told.
    await shop.app
      .get(DataSource)
      .getRepository(ShopSettingsEntity)
      .save({
        id: 1,
        courierEnabled: true,
        courierFee: 45,
        freeDeliveryFrom: 600,
        installmentRule: JSON.stringify([{ from: 0, maxPayments: 2 }]),
        updatedAt: new Date(),
      });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await shop.http().get('/api/checkout-options').expect(200)).body.data).toEqual({
      courier_enabled: true,
      courier_fee: 45,
      free_delivery_from: 600,
      installment_rule: [{ from: 0, max_payments: 2 }],
    });
  });
});
