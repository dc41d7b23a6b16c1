import { ListDemoLoginsUseCase } from '../../src/modules/identity/application/list-demo-logins.use-case';
import { RefuseDemoPasswordsUseCase } from '../../src/modules/identity/application/refuse-demo-passwords.use-case';
import { SaveStaffUserUseCase } from '../../src/modules/identity/application/save-staff-user.use-case';
import { DEMO_ACCOUNTS } from '../../src/modules/identity/domain/demo-accounts';
import { loadConfig } from '../../src/shared/config/app-config';
import { startTestApp, TestApp } from '../support/test-app';

const demoAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const demoOrders = DEMO_ACCOUNTS.find((a) => a.role === 'orders')!;
const demoUser = DEMO_ACCOUNTS.find((a) => a.role === 'user')!;

describe('demo logins for the login page hint (identity)', () => {
  describe('a shop without the demo data set', () => {
    let shop: TestApp;
    beforeAll(async () => {
      shop = await startTestApp();
    });
    afterAll(() => shop.close());

    it('answers an empty list, without a token', async () => {
      const res = await shop.http().get('/api/auth/demo-accounts').expect(200);
      expect(res.body).toEqual({ data: [] });
    });
  });

  describe('a shop with the demo accounts', () => {
    let shop: TestApp;
    beforeAll(async () => {
      shop = await startTestApp();
      const staff = shop.app.get(SaveStaffUserUseCase);
      for (const account of DEMO_ACCOUNTS) await staff.execute(account);
    });
    afterAll(() => shop.close());

    it('lists the demo accounts, one per role, with their published passwords', async () => {
      const res = await shop.http().get('/api/auth/demo-accounts').expect(200);
      expect(res.body.data).toEqual([
        { email: demoAdmin.email, password: demoAdmin.password, role: 'admin' },
        { email: demoOrders.email, password: demoOrders.password, role: 'orders' },
        { email: demoUser.email, password: demoUser.password, role: 'user' },
      ]);
    });

    it('leaves out an account whose password was changed', async () => {
      await shop.app.get(SaveStaffUserUseCase).execute({ ...demoUser, password: 'a-private-password' });
      const fresh = new ListDemoLoginsUseCase(
        loadConfig({ DATA_DIR: shop.dataDir, NODE_ENV: 'test' }),
        shop.app.get(RefuseDemoPasswordsUseCase),
      );
      expect(await fresh.execute()).toEqual([
        { email: demoAdmin.email, password: demoAdmin.password, role: 'admin' },
        { email: demoOrders.email, password: demoOrders.password, role: 'orders' },
      ]);
    });

    it('never lists them on a production shop', async () => {
      const production = loadConfig({ DATA_DIR: shop.dataDir, NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' });
      const useCase = new ListDemoLoginsUseCase(production, shop.app.get(RefuseDemoPasswordsUseCase));
      expect(await useCase.execute()).toEqual([]);
    });
  });
});
