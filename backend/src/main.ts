import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { loadAppConfig } from './shared/config/app-config';
import { ConfigError, ConfigReader } from './shared/config/config-reader';
import { productionRefusal, unsafeProductionSettings } from './shared/config/production-safety';
import { ShopLifecycle } from './shared/health/shop-lifecycle';
import { stopGracefully } from './shared/http/graceful-shutdown';
import { loadShopConfig, ShopConfig } from './shop-config';

/**
 * The one place the server reads its environment: every context's loader runs here, before anything
 * starts, so a bad value anywhere stops the start with its variable's name.
 */
function configOrExit(): ShopConfig {
  try {
    const reader = new ConfigReader(process.env);
    const app = loadAppConfig(reader.for('shop'));
    // Every unsafe production setting is named at once, before a context refuses the first of them.
    const problems = app.nodeEnv === 'production' ? unsafeProductionSettings(app, reader) : [];
    if (problems.length > 0) {
      console.error(productionRefusal(problems));
      process.exit(1);
    }
    return loadShopConfig(reader, app);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function bootstrap(): Promise<void> {
  const shop = configOrExit();
  const config = shop.app;
  const app = await createApp(shop);
  const logger = new Logger('Bootstrap');
  let stopping: Promise<void> | undefined;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    logger.log(`${signal} received`);
    stopping = stopGracefully(app, app.get(ShopLifecycle), config.http.shutdownGraceMs)
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error(`Shutdown failed: ${error instanceof Error ? error.message : error}`);
        process.exit(1);
      });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  await app.listen(config.port);
  logger.log(`Shop running at ${config.publicUrl} (API docs at /api/docs)`);
}

bootstrap().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
