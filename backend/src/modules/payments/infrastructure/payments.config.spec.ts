import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAppConfig } from '../../../shared/config/app-config';
import { ConfigError, ConfigReader } from '../../../shared/config/config-reader';
import { loadPaymentsConfig } from './payments.config';

const paymentsConfig = (env: Record<string, string>) => {
  const reader = new ConfigReader(env);
  return loadPaymentsConfig(reader, loadAppConfig(reader));
};

const settingsFor = (env: Record<string, string> = {}) =>
  paymentsConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-payments-')), PUBLIC_URL: 'https://shop.example', ...env });

describe('payment settings', () => {
  it('defaults to the sandbox with a stored random HMAC key', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-payments-'));
    const settings = paymentsConfig({ DATA_DIR: dataDir });
    expect(settings).toMatchObject({ provider: 'sandbox', terminal: 'sandbox', api: null, handshake: false });
    expect(settings.hmacSecret).toBe(readFileSync(join(dataDir, 'payment-hmac-secret'), 'utf8'));
    expect(settings.hmacSecret.length).toBeGreaterThanOrEqual(64);
    expect(paymentsConfig({ DATA_DIR: dataDir }).hmacSecret).toBe(settings.hmacSecret);
  });

  it('reads a full Tranzila configuration', () => {
    const settings = settingsFor({
      PAYMENT_PROVIDER: 'tranzila',
      TRANZILA_TERMINAL: 'shopterm',
      TRANZILA_APP_KEY: 'app-key',
      TRANZILA_SECRET: 'api-secret',
      TRANZILA_TIME_UNIT: 'milliseconds',
      TRANZILA_HANDSHAKE: 'true',
      PAYMENT_HMAC_SECRET: 'x'.repeat(40),
    });
    expect(settings).toMatchObject({
      provider: 'tranzila',
      terminal: 'shopterm',
      handshake: true,
      hmacSecret: 'x'.repeat(40),
      publicUrl: 'https://shop.example',
      api: { appKey: 'app-key', secret: 'api-secret', timeUnit: 'milliseconds' },
    });
  });

  it.each([
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER'],
    [{ PAYMENT_PROVIDER: 'tranzila' }, 'TRANZILA_TERMINAL'],
    [{ TRANZILA_TERMINAL: 'bad/terminal' }, 'TRANZILA_TERMINAL'],
    [{ PAYMENT_PROVIDER: 'tranzila', TRANZILA_TERMINAL: 't', TRANZILA_APP_KEY: 'k' }, 'TRANZILA_SECRET'],
    [{ PAYMENT_PROVIDER: 'tranzila', TRANZILA_TERMINAL: 't', TRANZILA_SECRET: 's' }, 'TRANZILA_APP_KEY'],
    [{ TRANZILA_TIME_UNIT: 'minutes' }, 'TRANZILA_TIME_UNIT'],
    [{ TRANZILA_HANDSHAKE: 'maybe' }, 'TRANZILA_HANDSHAKE'],
    [{ PAYMENT_PROVIDER: 'tranzila', TRANZILA_TERMINAL: 't', TRANZILA_HANDSHAKE: 'true' }, 'TRANZILA_HANDSHAKE'],
    [{ PAYMENT_HMAC_SECRET: 'short' }, 'PAYMENT_HMAC_SECRET'],
  ])('refuses %p naming %s', (env, variable) => {
    expect(() => settingsFor(env)).toThrow(ConfigError);
    expect(() => settingsFor(env)).toThrow(variable);
  });

  it('requires PAYMENT_HMAC_SECRET in production on MySQL, where instances share no data folder', () => {
    const env = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      DATABASE_URL: 'mysql://root@127.0.0.1/shop',
      JWT_SECRET: 'j'.repeat(40),
    };
    expect(() => settingsFor(env)).toThrow('PAYMENT_HMAC_SECRET');
    expect(settingsFor({ ...env, PAYMENT_HMAC_SECRET: 'h'.repeat(40) }).hmacSecret).toBe('h'.repeat(40));
  });

  it('requires the Tranzila API keys in production, so a notify cannot be forged from the frame URL', () => {
    const env = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'tranzila', TRANZILA_TERMINAL: 'shopterm' };
    expect(() => settingsFor(env)).toThrow('TRANZILA_APP_KEY');
    expect(settingsFor({ ...env, TRANZILA_APP_KEY: 'k', TRANZILA_SECRET: 's' }).api).toMatchObject({ appKey: 'k' });
    expect(settingsFor({ ...env, TRANZILA_ALLOW_UNVERIFIED_NOTIFY: 'true' }).api).toBeNull();
  });

  it('makes a production shop choose its provider explicitly', () => {
    const env = { NODE_ENV: 'production' };
    expect(() => settingsFor(env)).toThrow('PAYMENT_PROVIDER');
    expect(settingsFor({ ...env, PAYMENT_PROVIDER: 'sandbox' }).provider).toBe('sandbox');
  });

  it('leaves the Tranzila API off for the sandbox', () => {
    expect(settingsFor({ TRANZILA_APP_KEY: 'k', TRANZILA_SECRET: 's', TRANZILA_HANDSHAKE: 'true' })).toMatchObject({
      api: null,
      handshake: false,
    });
  });
});
