import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { PAYMENTS_SETTINGS_PROVIDER } from '../../src/modules/payments/payments.module';
import { loadConfig } from '../../src/shared/config/app-config';
import { ConfigModule } from '../../src/shared/config/config.module';
import { startTestApp } from '../support/test-app';

describe('payment provider configuration (payments)', () => {
  it('refuses to start with tranzila selected and no terminal, naming the variable', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-payments-config-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PAYMENT_PROVIDER: 'tranzila' });
      // The payments settings as PaymentsModule provides them, without a database to start.
      @Module({ imports: [ConfigModule.forRoot(config)], providers: [PAYMENTS_SETTINGS_PROVIDER] })
      class SettingsOnly {}
      await expect(NestFactory.createApplicationContext(SettingsOnly, { abortOnError: false, logger: false })).rejects.toThrow(
        'Invalid configuration: TRANZILA_TERMINAL is required when PAYMENT_PROVIDER=tranzila',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('does not mount the sandbox form when Tranzila is the provider', async () => {
    const shop = await startTestApp({ env: { PAYMENT_PROVIDER: 'tranzila', TRANZILA_TERMINAL: 'shopterm' } });
    try {
      await shop.http().get('/sandbox/tranzila/shopterm/iframenew.php?sum=1.00&currency=1').expect(404);
      await shop.http().post('/sandbox/tranzila/shopterm/charge').type('form').send({ sum: '1.00' }).expect(404);
    } finally {
      await shop.close();
    }
  });
});
