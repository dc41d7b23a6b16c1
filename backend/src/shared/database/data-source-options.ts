import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { ChangeGenerationEntity } from '../cache/change-generation.entity';
import { SnakeNamingStrategy } from './snake-naming.strategy';

const modulesDir = join(__dirname, '..', '..', 'modules');
export const ENTITY_GLOB = join(modulesDir, '**', 'infrastructure', '*.entity.{ts,js}');
/** The sandbox's tables are part of the schema (a migration creates them) whether or not a sandbox is mounted. */
export const SANDBOX_ENTITY_GLOB = join(__dirname, '..', '..', 'sandbox', '**', '*.entity.{ts,js}');
export const MIGRATION_GLOB = join(__dirname, '..', '..', 'migrations', '*.{ts,js}');

interface BetterSqliteDatabase {
  pragma(statement: string): void;
  function(name: string, options: { deterministic: boolean }, implementation: (value: unknown) => unknown): void;
}

export type MysqlFlavour = 'mysql' | 'mariadb';

/**
 * MySQL and MariaDB report column defaults differently; TypeORM must know which one it talks to,
 * or it sees schema differences that are not there. Asked of the server, so mysql:// URLs work for both.
 */
export async function detectMysqlFlavour(databaseUrl: string): Promise<MysqlFlavour> {
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection(databaseUrl.replace(/^mariadb:/, 'mysql:'));
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    return String((rows as Array<{ version: string }>)[0]?.version).includes('MariaDB') ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

/** The options for the configured database, asking a MySQL server which flavour it is. */
export async function resolveDataSourceOptions(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  extra: Partial<DataSourceOptions> = {},
): Promise<DataSourceOptions> {
  const flavour = config.databaseUrl ? await detectMysqlFlavour(config.databaseUrl) : 'mysql';
  return dataSourceOptions(config, extra, flavour);
}

export function isMysql(config: Pick<AppConfig, 'databaseUrl'>): boolean {
  return Boolean(config.databaseUrl);
}

/**
 * MySQL/MariaDB when DATABASE_URL is set: schema only through the committed migrations.
 * Otherwise an embedded SQLite file in the data folder, created on first start; its schema
 * follows the entities (there is no production data to migrate in a local file).
 */
export function dataSourceOptions(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  extra: Partial<DataSourceOptions> = {},
  flavour: MysqlFlavour = config.databaseUrl?.startsWith('mariadb:') ? 'mariadb' : 'mysql',
): DataSourceOptions {
  const common = { entities: [ENTITY_GLOB, SANDBOX_ENTITY_GLOB, ChangeGenerationEntity], namingStrategy: new SnakeNamingStrategy() };
  if (isMysql(config)) {
    const url = config.databaseUrl!.replace(/^mariadb:/, 'mysql:');
    return {
      type: flavour,
      url,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      supportBigNumbers: true,
      bigNumberStrings: false,
      synchronize: false,
      migrations: [MIGRATION_GLOB],
      migrationsRun: true,
      migrationsTransactionMode: 'each',
      // A server that does not answer fails a request in seconds (503), not after the OS gives up.
      connectTimeout: 5_000,
      extra: { connectionLimit: 20, enableKeepAlive: true, keepAliveInitialDelay: 10_000, maxIdle: 20, idleTimeout: 60_000 },
      ...common,
      ...extra,
    } as DataSourceOptions;
  }
  return {
    type: 'better-sqlite3',
    database: join(config.dataDir, 'shop.sqlite'),
    synchronize: true,
    enableWAL: true,
    prepareDatabase: (db: BetterSqliteDatabase) => {
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
      // SQLite's LOWER() folds only ASCII, so a search for "мяч" would miss "Мяч". MySQL folds
      // every script; JavaScript's Unicode-aware lowercasing gives SQLite the same behaviour.
      db.function('lower', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value));
    },
    ...common,
    ...extra,
  } as DataSourceOptions;
}
