import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { SnakeNamingStrategy } from './snake-naming.strategy';

const modulesDir = join(__dirname, '..', '..', 'modules');
export const ENTITY_GLOB = join(modulesDir, '**', 'infrastructure', '*.entity.{ts,js}');
export const MIGRATION_GLOB = join(__dirname, '..', '..', 'migrations', '*.{ts,js}');

export function isMysql(config: Pick<AppConfig, 'databaseUrl'>): boolean {
  return Boolean(config.databaseUrl);
}

/**
 * MySQL/MariaDB when DATABASE_URL is set: schema only through the committed migrations.
 * Otherwise an embedded SQLite file in the data folder, created on first start; its schema
 * follows the entities (there is no production data to migrate in a local file).
 */
export function dataSourceOptions(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>, extra: Partial<DataSourceOptions> = {}): DataSourceOptions {
  const common = { entities: [ENTITY_GLOB], namingStrategy: new SnakeNamingStrategy() };
  if (isMysql(config)) {
    const url = config.databaseUrl!.replace(/^mariadb:/, 'mysql:');
    return {
      type: 'mysql',
      url,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      supportBigNumbers: true,
      bigNumberStrings: false,
      synchronize: false,
      migrations: [MIGRATION_GLOB],
      migrationsRun: true,
      migrationsTransactionMode: 'each',
      extra: { connectionLimit: 20 },
      ...common,
      ...extra,
    } as DataSourceOptions;
  }
  return {
    type: 'better-sqlite3',
    database: join(config.dataDir, 'shop.sqlite'),
    synchronize: true,
    enableWAL: true,
    prepareDatabase: (db: { pragma: (s: string) => void }) => {
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
    },
    ...common,
    ...extra,
  } as DataSourceOptions;
}
