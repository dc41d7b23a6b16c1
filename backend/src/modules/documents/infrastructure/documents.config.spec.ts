import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAppConfig } from '../../../shared/config/app-config';
import { ConfigError, ConfigReader } from '../../../shared/config/config-reader';
import { loadDocumentsConfig } from './documents.config';

const settingsFor = (env: Record<string, string> = {}) => {
  const reader = new ConfigReader({ DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-documents-')), PUBLIC_URL: 'https://shop.example', ...env });
  return loadDocumentsConfig(reader, loadAppConfig(reader));
};

const inProduction = (env: Record<string, string> = {}) => settingsFor({ NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40), ...env });

describe('tax-document settings', () => {
  it('issues through the built-in sandbox outside production, at the shop’s own address', () => {
    expect(settingsFor()).toMatchObject({
      provider: 'sandbox',
      api: { baseUrl: 'https://shop.example/sandbox/documents/api/v1', keyId: 'sandbox', secret: 'sandbox' },
      pollMs: 5000,
      sandboxAllowed: true,
      warning: null,
      shopTimeZone: 'Asia/Jerusalem',
    });
  });

  it('reads a Morning configuration', () => {
    const settings = settingsFor({
      TAX_DOCUMENTS_PROVIDER: 'morning',
      MORNING_API_URL: 'https://sandbox.d.greeninvoice.co.il/api/v1/',
      MORNING_API_KEY_ID: 'key-id',
      MORNING_API_SECRET: 'key-secret',
      TAX_DOCUMENTS_POLL_MS: '250',
    });
    expect(settings).toMatchObject({
      provider: 'morning',
      api: { baseUrl: 'https://sandbox.d.greeninvoice.co.il/api/v1', keyId: 'key-id', secret: 'key-secret' },
      pollMs: 250,
      warning: null,
    });
    expect(settingsFor({ TAX_DOCUMENTS_PROVIDER: 'morning', MORNING_API_KEY_ID: 'k', MORNING_API_SECRET: 's' }).api?.baseUrl).toBe(
      'https://api.greeninvoice.co.il/api/v1',
    );
  });

  it('issues nothing in production until a provider is set, and says so', () => {
    const settings = inProduction();
    expect(settings).toMatchObject({ provider: 'none', api: null, sandboxAllowed: false });
    expect(settings.warning).toMatch(/TAX_DOCUMENTS_PROVIDER=none.*pending/);
  });

  it('warns when Morning has no keys: documents wait as pending', () => {
    const settings = inProduction({ TAX_DOCUMENTS_PROVIDER: 'morning' });
    expect(settings.api).toBeNull();
    expect(settings.warning).toMatch(/MORNING_API_KEY_ID and MORNING_API_SECRET/);
  });

  it('allows the sandbox in production only where the card sandbox is allowed, with a warning', () => {
    expect(() => inProduction({ TAX_DOCUMENTS_PROVIDER: 'sandbox' })).toThrow(/TAX_DOCUMENTS_PROVIDER/);
    const staging = inProduction({ TAX_DOCUMENTS_PROVIDER: 'sandbox', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' });
    expect(staging.sandboxAllowed).toBe(true);
    expect(staging.warning).toMatch(/not real tax documents/);
  });

  it.each([
    [{ TAX_DOCUMENTS_PROVIDER: 'greeninvoice' }, 'TAX_DOCUMENTS_PROVIDER'],
    [{ TAX_DOCUMENTS_POLL_MS: 'soon' }, 'TAX_DOCUMENTS_POLL_MS'],
    [{ TAX_DOCUMENTS_POLL_MS: '10' }, 'TAX_DOCUMENTS_POLL_MS'],
    [{ MORNING_API_URL: 'ftp://morning' }, 'MORNING_API_URL'],
    [{ MORNING_API_URL: 'not a url' }, 'MORNING_API_URL'],
    [{ MORNING_API_KEY_ID: 'only-the-id' }, 'MORNING_API_SECRET'],
    [{ MORNING_API_SECRET: 'only-the-secret' }, 'MORNING_API_KEY_ID'],
  ])('refuses %j naming %s', (env, variable) => {
    let error: unknown;
    try {
      settingsFor(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
  });
});
