import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadAppConfig } from '../shared/config/app-config';
import { ConfigReader } from '../shared/config/config-reader';
import { resolveDataSourceOptions } from '../shared/database/data-source-options';

/**
 * CI check: runs the committed migrations on the (empty) MySQL database named by DATABASE_URL,
 * then asks TypeORM what it would still change to match the entities. Anything -> exit 1.
 */
async function main(): Promise<void> {
  const config = loadAppConfig(new ConfigReader(process.env));
  if (!config.databaseUrl) throw new Error('DATABASE_URL must name a MySQL/MariaDB database');
  const dataSource = new DataSource(await resolveDataSourceOptions(config, { migrationsRun: false }));
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    console.log(`Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ') || '-'}`);
    const pending = await dataSource.driver.createSchemaBuilder().log();
    if (pending.upQueries.length > 0) {
      console.error('The migrated schema differs from the entities. Missing changes:');
      for (const query of pending.upQueries) console.error(`  ${query.query}`);
      process.exitCode = 1;
    } else {
      console.log('Schema check passed: migrations and entities agree.');
    }
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
