import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BackupManifest } from './backup';
import { CLIENT_TOOLS, mysqlToolArgs, runTool } from './backup-files';
import { CliOutput, exitWith, parseOptions, runScript, UsageError } from './cli-support';

export const RESTORE_USAGE = `Restores a backup written by \`npm run backup\` into the database named by DATABASE_URL (an empty one), or
into the embedded database of DATA_DIR, with its pictures and secrets. Stop the shop first.

Usage: npm run restore -w backend -- --from <folder>`;

async function isEmptyMysql(databaseUrl: string): Promise<boolean> {
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection(databaseUrl.replace(/^mariadb:/, 'mysql:'));
  try {
    const [rows] = await connection.query('SELECT COUNT(*) AS tables FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()');
    return Number((rows as Array<{ tables: number }>)[0].tables) === 0;
  } finally {
    await connection.end();
  }
}

export function restore(args: string[], options: { env?: Record<string, string | undefined>; output?: CliOutput } = {}): Promise<number> {
  return runScript(
    async (config, output) => {
      const values = parseOptions(args, { from: { type: 'string' } });
      if (!values.from) throw new UsageError('Missing --from');
      const folder = resolve(String(values.from));
      if (!existsSync(join(folder, 'manifest.json'))) throw new UsageError(`${folder} holds no backup (no manifest.json)`);
      const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
      const target = config.databaseUrl ? 'mysql' : 'sqlite';
      if (manifest.database !== target) {
        throw new UsageError(`The backup holds a ${manifest.database} database; DATABASE_URL names a ${target} one`);
      }

      if (config.databaseUrl) {
        // Never over a live shop's data: restore into a new, empty database and point DATABASE_URL at it.
        if (!(await isEmptyMysql(config.databaseUrl)))
          throw new UsageError('The database named by DATABASE_URL is not empty: restore into a new database');
        const tool = mysqlToolArgs(config.databaseUrl);
        await runTool(CLIENT_TOOLS, [...tool.args, tool.database], tool.env, { stdin: join(folder, 'database.sql') });
      } else {
        const file = join(config.dataDir, 'shop.sqlite');
        if (existsSync(file)) throw new UsageError(`${file} exists: restore into a new DATA_DIR`);
        mkdirSync(config.dataDir, { recursive: true });
        cpSync(join(folder, 'shop.sqlite'), file);
      }
      if (existsSync(join(folder, 'uploads'))) cpSync(join(folder, 'uploads'), join(config.dataDir, 'uploads'), { recursive: true });
      for (const secret of ['jwt-secret', 'payment-hmac-secret']) {
        if (existsSync(join(folder, secret))) cpSync(join(folder, secret), join(config.dataDir, secret));
      }
      output.log(`Restored the ${manifest.database} database of ${manifest.createdAt} and ${manifest.pictures} picture file(s)`);
    },
    { ...options, usage: RESTORE_USAGE },
  );
}

if (require.main === module) exitWith(restore(process.argv.slice(2)));
