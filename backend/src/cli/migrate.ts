import { runMigrationsExclusively } from '../shared/database/database-startup';
import { CliOutput, exitWith, openDatabase, parseOptions, runScript } from './cli-support';

export const MIGRATE_USAGE = `Runs the pending migrations on the MySQL/MariaDB database named by DATABASE_URL and lists them.

Usage: npm run migration:run -w backend`;

export function migrate(args: string[], options: { env?: Record<string, string | undefined>; output?: CliOutput } = {}): Promise<number> {
  return runScript(
    async (config, output) => {
      parseOptions(args, {});
      if (!config.databaseUrl) {
        output.log('No DATABASE_URL: the embedded database follows the entities when the shop starts; there is nothing to migrate.');
        return 0;
      }
      const dataSource = await openDatabase(config, { migrationsRun: false });
      try {
        const applied = await runMigrationsExclusively(dataSource);
        if (applied.length === 0) output.log('The database is up to date: no pending migrations.');
        else output.log(`Applied ${applied.length} migration(s):\n${applied.map((m) => `  ${m.name}`).join('\n')}`);
      } finally {
        await dataSource.destroy();
      }
    },
    { ...options, usage: MIGRATE_USAGE },
  );
}

if (require.main === module) exitWith(migrate(process.argv.slice(2)));
