import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAppConfig } from './app-config';
import { ConfigReader } from './config-reader';
import { productionRefusal, unsafeProductionSettings } from './production-safety';

/** The problems the production start would name for this environment. */
const unsafeIn = (env: Record<string, string>) => {
  const reader = new ConfigReader({ DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-config-')), NODE_ENV: 'production', ...env });
  return unsafeProductionSettings(loadAppConfig(reader), reader);
};

const SAFE = { JWT_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'tranzila', DATABASE_URL: 'mysql://shop@db/shop' };

describe('unsafeProductionSettings', () => {
  it('finds nothing in a safe production set-up', () => {
    expect(unsafeIn(SAFE)).toEqual([]);
  });

  it('names every unsafe setting at once', () => {
    const problems = unsafeIn({
      PAYMENT_PROVIDER: 'sandbox',
      CORS_ORIGINS: '*',
      DATABASE_URL: 'mysql://shop@db/shop',
      DATABASE_SYNCHRONIZE: 'true',
    });
    const message = productionRefusal(problems);
    for (const name of ['JWT_SECRET', 'PAYMENT_PROVIDER=sandbox', 'CORS_ORIGINS=*', 'DATABASE_SYNCHRONIZE'])
      expect(message).toContain(name);
    expect(problems).toHaveLength(4);
  });

  it('accepts the sandbox only when asked for explicitly (a staging shop)', () => {
    expect(unsafeIn({ ...SAFE, PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' })).toEqual([]);
  });

  it('refuses a production start without a payment provider chosen', () => {
    expect(unsafeIn({ ...SAFE, PAYMENT_PROVIDER: '' }).join()).toContain('PAYMENT_PROVIDER');
  });

  it('refuses the demo data set in production', () => {
    expect(unsafeIn({ ...SAFE, DEMO_DATA: 'true' }).join()).toContain('DEMO_DATA');
  });
});
