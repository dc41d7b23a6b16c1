import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp } from '../support/test-app';
import { runBackendScript } from '../support/shop-process';

/** Every context's configuration is read before the shop starts: a bad value stops it, naming the variable. */
describe('configuration checked at start', () => {
  it.each([
    ['SMTP_PORT', 'abc', 'SMTP_PORT must be a whole number from 1 to 65535'],
    ['BACK_IN_STOCK_CHECK_SECONDS', '-1', 'BACK_IN_STOCK_CHECK_SECONDS must be a number from 0 to 86400'],
  ])('refuses %s=%s before the application is built', async (variable, value, message) => {
    await expect(startTestApp({ env: { [variable]: value } })).rejects.toThrow(`Invalid configuration: ${message}`);
  });

  it('stops the server process with one line naming the variable, and exit code 1', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-config-start-'));
    const start = await runBackendScript('src/main.ts', [], {
      DATA_DIR: dataDir,
      PORT: '0',
      // Never reached: the refusal comes before any connection.
      DATABASE_URL: 'mysql://shop@127.0.0.1:1/shop',
      SMTP_PORT: 'abc',
    });
    rmSync(dataDir, { recursive: true, force: true });
    expect(start.code).toBe(1);
    expect(start.output.trim()).toBe('Invalid configuration: SMTP_PORT must be a whole number from 1 to 65535, got "abc"');
  });
});
