import { DataSource, DataSourceOptions, Migration } from 'typeorm';
import { characterSetProblem } from './character-set';

/** The database is not one the shop can run on; the message says what to change. */
export class DatabaseSetupError extends Error {}

/** One instance migrates at a time; the others wait here and then find nothing left to do. */
const MIGRATION_LOCK = 'shop_schema_migrations';
const MIGRATION_LOCK_WAIT_S = 300;

const isMysql = (options: DataSourceOptions) => options.type === 'mysql' || options.type === 'mariadb';

async function checkCharacterSet(dataSource: DataSource): Promise<void> {
  const [charsets, rowFormat, version] = await Promise.all([
    dataSource.query("SHOW CHARACTER SET LIKE 'utf8mb4'") as Promise<unknown[]>,
    dataSource.query("SHOW VARIABLES LIKE 'innodb_default_row_format'") as Promise<Array<{ Value?: string }>>,
    dataSource.query('SELECT VERSION() AS version') as Promise<Array<{ version: string }>>,
  ]);
  const problem = characterSetProblem({
    utf8mb4Available: charsets.length > 0,
    defaultRowFormat: rowFormat[0]?.Value ?? null,
    version: String(version[0]?.version ?? 'unknown version'),
  });
  if (problem) throw new DatabaseSetupError(problem);
}

/** Runs the pending migrations under a server-wide lock, so instances starting together never race. */
export async function runMigrationsExclusively(dataSource: DataSource): Promise<Migration[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [row] = (await runner.query('SELECT GET_LOCK(?, ?) AS locked', [MIGRATION_LOCK, MIGRATION_LOCK_WAIT_S])) as Array<{
      locked: number | null;
    }>;
    if (Number(row?.locked) !== 1) {
      throw new DatabaseSetupError(`Another instance held the migration lock for ${MIGRATION_LOCK_WAIT_S} s: is a migration stuck?`);
    }
    try {
      return await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [MIGRATION_LOCK]);
    }
  } finally {
    await runner.release();
  }
}

/**
 * Opens the shop's database: on MySQL/MariaDB, first checks that the server can keep utf8mb4 texts (a
 * clear message instead of "Incorrect string value" half-way through), then brings the schema up to date
 * when the options ask for it. The embedded database follows the entities.
 */
export async function openShopDatabase(options: DataSourceOptions): Promise<DataSource> {
  const mysql = isMysql(options);
  const migrate = mysql && Boolean((options as { migrationsRun?: boolean }).migrationsRun);
  const dataSource = new DataSource({ ...options, ...(mysql ? { migrationsRun: false } : {}) } as DataSourceOptions);
  await dataSource.initialize();
  try {
    if (mysql) await checkCharacterSet(dataSource);
    if (migrate) await runMigrationsExclusively(dataSource);
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    throw error;
  }
  return dataSource;
}
