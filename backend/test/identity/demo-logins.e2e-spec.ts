import { DemoDataStart } from '../../src/modules/identity/application/demo-data-start.service';
import { ListDemoLoginsUseCase } from '../../src/modules/identity/application/list-demo-logins.use-case';
import { RefuseDemoPasswordsUseCase } from '../../src/modules/identity/application/refuse-demo-passwords.use-case';
import { SaveStaffUserUseCase } from '../../src/modules/identity/application/save-staff-user.use-case';
import { DEMO_ACCOUNTS } from '../../src/modules/identity/domain/demo-accounts';
import { loadIdentityConfig } from '../../src/modules/identity/infrastructure/identity.config';
import { loadAppConfig } from '../../src/shared/config/app-config';
import { ConfigReader } from '../../src/shared/config/config-reader';
import { startTestApp, TestApp } from '../support/test-app';

const demoAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const demoOrders = DEMO_ACCOUNTS.find((a) => a.role === 'orders')!;
const demoUser = DEMO_ACCOUNTS.find((a) => a.role === 'user')!;

describe('demo logins for the login page hint (identity)', () => {
  describe('a shop whose demo accounts were not loaded by this start, with DEMO_LOGIN_HINTS=true', () => {
    let shop: TestApp;
    beforeAll(async () => {
      shop = await startTestApp({ env: { DEMO_LOGIN_HINTS: 'true' } });
    });
    afterAll(() => shop.close());

    it('answers 404 without demo accounts', async () => {
      expect((await shop.http().get('/api/auth/demo-accounts').expect(404)).body.code).toBe('NOT_FOUND');
    });

    it('answers 404 even when the demo accounts exist with their published passwords (a database seeded before)', async () => {
      const staff = shop.app.get(SaveStaffUserUseCase);
      for (const account of DEMO_ACCOUNTS) await staff.execute(account);
      const res = await shop.http().get('/api/auth/demo-accounts').expect(404);
      expect(JSON.stringify(res.body)).not.toContain(demoAdmin.password);
    });
  });

  describe('a shop whose start loaded the demo data into its empty database', () => {
    let shop: TestApp;
    beforeAll(async () => {
      shop = await startTestApp({ demoData: true, env: { DEMO_LOGIN_HINTS: 'true' } });
    });
    afterAll(() => shop.close());

    const identityConfig = (env: Record<string, string>) => {
      const reader = new ConfigReader({ DATA_DIR: shop.dataDir, PAYMENT_PROVIDER: 'sandbox', ...env });
      return loadIdentityConfig(reader, loadAppConfig(reader));
    };
    const useCaseWith = (env: Record<string, string>) =>
      new ListDemoLoginsUseCase(identityConfig(env), shop.app.get(DemoDataStart), shop.app.get(RefuseDemoPasswordsUseCase));

    it('lists the demo accounts, one per role, with their published passwords, without a token', async () => {
      const res = await shop.http().get('/api/auth/demo-accounts').expect(200);
      expect(res.body.data).toEqual([
        { email: demoAdmin.email, password: demoAdmin.password, role: 'admin' },
        { email: demoOrders.email, password: demoOrders.password, role: 'orders' },
        { email: demoUser.email, password: demoUser.password, role: 'user' },
      ]);
    });

    it('lists nothing without DEMO_LOGIN_HINTS, or on a production shop whatever it says', async () => {
      await expect(useCaseWith({ NODE_ENV: 'test' }).execute()).rejects.toMatchObject({ code: 'NOT_FOUND', kind: 'not-found' });
      await expect(useCaseWith({ NODE_ENV: 'production', DEMO_LOGIN_HINTS: 'true' }).execute()).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    });

    it('leaves out an account whose password was changed', async () => {
      await shop.app.get(SaveStaffUserUseCase).execute({ ...demoUser, password: 'a-private-password' });
      expect(await useCaseWith({ NODE_ENV: 'test', DEMO_LOGIN_HINTS: 'true' }).execute()).toEqual([
        { email: demoAdmin.email, password: demoAdmin.password, role: 'admin' },
        { email: demoOrders.email, password: demoOrders.password, role: 'orders' },
      ]);
    });
  });
});
