import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { AppConfig, ConfigError, loadConfig } from './shared/config/app-config';
import { productionRefusal, unsafeProductionSettings } from './shared/config/production-safety';
import { ShopLifecycle } from './shared/health/shop-lifecycle';
import { stopGracefully } from './shared/http/graceful-shutdown';

function configOrExit(): AppConfig {
  try {
    const config = loadConfig();
    const problems = config.nodeEnv === 'production' ? unsafeProductionSettings(config) : [];
    if (problems.length > 0) {
      console.error(productionRefusal(problems));
      process.exit(1);
    }
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function bootstrap(): Promise<void> {
  const config = configOrExit();
  const app = await createApp(config);
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
