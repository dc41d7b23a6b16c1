import { bearer, startTestApp, TestApp } from '../support/test-app';

describe("the shop's settings for the back office (GET /api/shop-settings)", () => {
  // One app per test: the token strategy is registered once per process, so two shops side by side would share it.
  let shop: TestApp | undefined;
  afterEach(async () => {
    await shop?.close();
    shop = undefined;
  });

  it("answers the shop's time zone to any staff member: Asia/Jerusalem by default", async () => {
    shop = await startTestApp();
    await shop.http().get('/api/shop-settings').expect(401);
    expect((await shop.http().get('/api/shop-settings').set('Authorization', bearer(shop.userToken)).expect(200)).body).toEqual({
      data: { time_zone: 'Asia/Jerusalem' },
    });
  });

  it('answers the zone SHOP_TIME_ZONE names', async () => {
    shop = await startTestApp({ env: { SHOP_TIME_ZONE: 'Europe/Berlin' } });
    expect(
      (await shop.http().get('/api/shop-settings').set('Authorization', bearer(shop.adminToken)).expect(200)).body.data.time_zone,
    ).toBe('Europe/Berlin');
  });
});
