import { RefuseDemoPasswordsUseCase } from '../../src/modules/identity/application/refuse-demo-passwords.use-case';
import { SaveStaffUserUseCase } from '../../src/modules/identity/application/save-staff-user.use-case';
import { DEMO_ACCOUNTS } from '../../src/modules/identity/domain/demo-accounts';
import { IdentityModule } from '../../src/modules/identity/identity.module';
import { loadAppConfig } from '../../src/shared/config/app-config';
import { ConfigReader } from '../../src/shared/config/config-reader';
import { bearer, startTestApp, TEST_ADMIN, TEST_USER, TestApp } from '../support/test-app';

describe('staff login (identity)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '8' } });
  });
  afterAll(() => shop.close());

  it('logs an admin in and answers a token with the user', async () => {
    const res = await shop.http().post('/api/auth/login').send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }).expect(200);
    expect(res.body.access_token).toEqual(expect.any(String));
    expect(res.body.user).toEqual({
      id: expect.any(Number),
      email: TEST_ADMIN.email,
      name: 'Test Admin',
      role: 'admin',
      two_factor_enabled: false,
      two_factor_enrolment_required: false,
    });
    expect(res.body.two_factor_required).toBe(false);
    expect(res.body.user.password_hash).toBeUndefined();
  });

  it('accepts the email in any case', async () => {
    await shop.http().post('/api/auth/login').send({ email: ' Admin@Test.Shop ', password: TEST_ADMIN.password }).expect(400);
    await shop.http().post('/api/auth/login').send({ email: 'ADMIN@TEST.SHOP', password: TEST_ADMIN.password }).expect(200);
  });

  it('gives the same 401 for an unknown email and a wrong password', async () => {
    const unknown = await shop.http().post('/api/auth/login').send({ email: 'nobody@test.shop', password: 'whatever-1' }).expect(401);
    const wrong = await shop.http().post('/api/auth/login').send({ email: TEST_USER.email, password: 'wrong-password' }).expect(401);
    // Only the request id tells the two answers apart.
    expect({ ...unknown.body, requestId: undefined }).toEqual({ ...wrong.body, requestId: undefined });
    expect(unknown.body).toMatchObject({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
  });

  it('names the missing field', async () => {
    const res = await shop.http().post('/api/auth/login').send({ email: TEST_ADMIN.email }).expect(400);
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'password' })]));
  });

  it('answers the current user for a valid token, 401 without or with a forged one', async () => {
    const me = await shop.http().get('/api/auth/me').set('Authorization', bearer(shop.userToken)).expect(200);
    expect(me.body.data).toMatchObject({ email: TEST_USER.email, role: 'user' });
    await shop.http().get('/api/auth/me').expect(401);
    await shop
      .http()
      .get('/api/auth/me')
      .set('Authorization', bearer(shop.userToken.slice(0, -2) + 'xx'))
      .expect(401);
  });

  it('rate-limits repeated attempts on one account with 429', async () => {
    const attempt = () => shop.http().post('/api/auth/login').send({ email: 'target@test.shop', password: 'guess-guess' });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses[9]).toBe(429);
    // Another account from the same address is still served.
    await shop.http().post('/api/auth/login').send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }).expect(200);
  });
});

describe('demo passwords in production', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('refuses to start in production while a demo account keeps its published password', async () => {
    const staff = shop.app.get(SaveStaffUserUseCase);
    const refuse = shop.app.get(RefuseDemoPasswordsUseCase);
    const production = loadAppConfig(new ConfigReader({ DATA_DIR: shop.dataDir, NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }));
    const demoAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

    await staff.execute({ email: demoAdmin.email, password: demoAdmin.password, role: 'admin' });
    await expect(new IdentityModule(production, refuse).onApplicationBootstrap()).rejects.toThrow(demoAdmin.email);

    await staff.execute({ email: demoAdmin.email, password: 'a-new-private-password', role: 'admin' });
    await expect(new IdentityModule(production, refuse).onApplicationBootstrap()).resolves.toBeUndefined();
  });
});
