import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CliOutput, exitWith, parseOptions, runScript, UsageError } from './cli-support';
import { DUMP_TOOLS, mysqlToolArgs, runTool } from './backup-files';

export const BACKUP_USAGE = `Writes a consistent backup of the shop into a new folder: the database (a mysqldump in one transaction,
or an online copy of the embedded SQLite file), the uploaded pictures and the generated secrets of DATA_DIR.
The shop may keep running meanwhile.

Usage: npm run backup -w backend -- --out <folder>`;

/** What a backup holds, written beside it as manifest.json. */
export interface BackupManifest {
  createdAt: string;
  database: 'mysql' | 'sqlite';
  pictures: number;
}

const SECRET_FILES = ['jwt-secret', 'payment-hmac-secret'];

export function backup(args: string[], options: { env?: Record<string, string | undefined>; output?: CliOutput } = {}): Promise<number> {
  return runScript(
    async (config, output) => {
      const values = parseOptions(args, { out: { type: 'string' } });
      if (!values.out) throw new UsageError('Missing --out');
      const folder = resolve(String(values.out));
      if (existsSync(folder) && readdirSync(folder).length > 0) throw new UsageError(`--out ${folder} is not empty: give a new folder`);
      mkdirSync(folder, { recursive: true });

      if (config.databaseUrl) {
        const tool = mysqlToolArgs(config.databaseUrl);
        // One transaction: a consistent picture of every InnoDB table without locking the shop.
        const dumpArgs = [
          ...tool.args,
          '--single-transaction',
          '--quick',
          '--routines',
          '--triggers',
          '--hex-blob',
          '--no-tablespaces',
          tool.database,
        ];
        await runTool(DUMP_TOOLS, dumpArgs, tool.env, { stdout: join(folder, 'database.sql') });
      } else {
        // better-sqlite3's backup API copies a live database page by page into a consistent file.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const Database = require('better-sqlite3') as new (
          path: string,
          options: object,
        ) => { backup(to: string): Promise<unknown>; close(): void };
        const database = new Database(join(config.dataDir, 'shop.sqlite'), { readonly: true, fileMustExist: true });
        try {
          await database.backup(join(folder, 'shop.sqlite'));
        } finally {
          database.close();
        }
      }

      const uploads = join(config.dataDir, 'uploads');
      const pictures = existsSync(uploads) ? readdirSync(uploads).filter((name) => !name.endsWith('.part')) : [];
      if (pictures.length > 0) cpSync(uploads, join(folder, 'uploads'), { recursive: true, filter: (source) => !source.endsWith('.part') });
      for (const secret of SECRET_FILES) {
        if (existsSync(join(config.dataDir, secret))) cpSync(join(config.dataDir, secret), join(folder, secret));
      }
      const manifest: BackupManifest = {
        createdAt: new Date().toISOString(),
        database: config.databaseUrl ? 'mysql' : 'sqlite',
        pictures: pictures.length,
      };
      writeFileSync(join(folder, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
      output.log(`Backed up the ${manifest.database} database and ${manifest.pictures} picture file(s) to ${folder}`);
    },
    { ...options, usage: BACKUP_USAGE },
  );
}

if (require.main === module) exitWith(backup(process.argv.slice(2)));
