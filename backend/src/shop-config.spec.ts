import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailConfig } from './shared/mail/mail.config';
import { ConfigError, ConfigReader } from './shared/config/config-reader';
import { StockAlertsConfig } from './modules/stock-alerts/infrastructure/stock-alerts.config';
import { configPart, loadShopConfig } from './shop-config';

const load = (env: Record<string, string>) =>
  loadShopConfig(new ConfigReader({ DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-config-')), ...env }));

describe('loadShopConfig', () => {
  it("reads every context's configuration", () => {
    const config = load({ SMTP_HOST: 'mail.example', SMTP_PORT: '465', BACK_IN_STOCK_CHECK_SECONDS: '0.5' });
    expect(configPart(config, MailConfig).smtp).toMatchObject({ host: 'mail.example', port: 465, secure: true });
    expect(configPart(config, StockAlertsConfig).checkEveryMs).toBe(500);
  });

  it.each([
    ['SMTP_PORT', 'abc'],
    ['SMTP_PORT', '70000'],
    ['BACK_IN_STOCK_CHECK_SECONDS', '-1'],
    ['REFUND_RECOVERY_AFTER_MS', '10'],
    ['SHOP_SETTINGS_CACHE_MS', 'soon'],
    ['CSP_FRAME_SOURCES', 'http://3ds.bank.example'],
    ['LOGIN_ATTEMPTS_PER_MINUTE', '0'],
    ['IMAGE_STORAGE', 'ftp'],
  ])('refuses a bad %s of a context, naming it', (variable, value) => {
    let refused: unknown;
    try {
      load({ [variable]: value });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).variable).toBe(variable);
  });
});
