import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadAppConfig } from '../shared/config/app-config';
import { ConfigReader } from '../shared/config/config-reader';
import { resolveDataSourceOptions } from '../shared/database/data-source-options';

/**
 * Writes src/migrations/<timestamp>-<Name>.ts with the statements that bring the MySQL database
 * named by DATABASE_URL (after the existing migrations) in line with the entities.
 * Usage: DATABASE_URL=mysql://root@127.0.0.1:3306/empty_db npm run migration:generate -w backend -- Name
 */
async function main(): Promise<void> {
  const name = (process.argv[2] ?? '').replace(/[^A-Za-z0-9]/g, '');
  if (!name) throw new Error('Give the migration a name: npm run migration:generate -- AddSomething');
  const config = loadAppConfig(new ConfigReader(process.env));
  if (!config.databaseUrl) throw new Error('DATABASE_URL must name an empty MySQL/MariaDB database');
  const dataSource = new DataSource(await resolveDataSourceOptions(config, { migrationsRun: false }));
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    const { upQueries, downQueries } = await dataSource.driver.createSchemaBuilder().log();
    if (upQueries.length === 0) {
      console.log('No changes: the schema already matches the entities.');
      return;
    }
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    const quote = (sql: string) => '`' + sql.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';
    const up = upQueries.map((q) => `    await queryRunner.query(${quote(q.query)});`).join('\n');
    const down = downQueries
      .reverse()
      .map((q) => `    await queryRunner.query(${quote(q.query)});`)
      .join('\n');
    const source = `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${up}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${down}
  }
}
`;
    const file = join(__dirname, '..', '..', 'src', 'migrations', `${timestamp}-${name}.ts`);
    writeFileSync(file, source);
    console.log(`Wrote ${file} (${upQueries.length} statements)`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
