import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';

/** The MySQL client tools: MariaDB's names first, MySQL's otherwise. */
export const DUMP_TOOLS = ['mariadb-dump', 'mysqldump'];
export const CLIENT_TOOLS = ['mariadb', 'mysql'];

/** Connection arguments for the mysql/mysqldump tools; the password goes through MYSQL_PWD, never the command line. */
export function mysqlToolArgs(databaseUrl: string): { args: string[]; env: Record<string, string>; database: string } {
  const url = new URL(databaseUrl.replace(/^mariadb:/, 'mysql:'));
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!database) throw new Error('DATABASE_URL names no database');
  return {
    args: [
      `--host=${url.hostname}`,
      `--port=${url.port || '3306'}`,
      `--user=${decodeURIComponent(url.username)}`,
      '--default-character-set=utf8mb4',
    ],
    env: url.password ? { MYSQL_PWD: decodeURIComponent(url.password) } : {},
    database,
  };
}

/** Runs the first tool of `names` that exists, with stdin/stdout connected to files. */
export async function runTool(
  names: string[],
  args: string[],
  env: Record<string, string>,
  io: { stdin?: string; stdout?: string },
): Promise<void> {
  let lastError: unknown;
  for (const name of names) {
    try {
      await new Promise<void>((resolve, reject) => {
        const child = spawn(name, args, {
          env: { ...process.env, ...env },
          stdio: [io.stdin ? 'pipe' : 'ignore', io.stdout ? 'pipe' : 'inherit', 'pipe'],
        });
        let errors = '';
        child.stderr!.on('data', (chunk) => (errors += chunk));
        child.on('error', reject);
        const piping = [
          io.stdout && child.stdout ? pipeline(child.stdout, createWriteStream(io.stdout)) : Promise.resolve(),
          io.stdin && child.stdin ? pipeline(createReadStream(io.stdin), child.stdin) : Promise.resolve(),
        ];
        child.on('exit', (code) => {
          Promise.all(piping).then(
            () => (code === 0 ? resolve() : reject(new Error(`${name} exited with ${code}: ${errors.trim()}`))),
            reject,
          );
        });
      });
      return;
    } catch (error) {
      lastError = error;
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`None of ${names.join(', ')} is installed (the MySQL/MariaDB client tools): ${String(lastError)}`);
}
