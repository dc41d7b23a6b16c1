import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * STYLE.md 18: configuration is read once, at start, through the ConfigReader. Only the entry points
 * build a reader from the process's environment; every other file takes the loaded configuration.
 */
const ENTRY_POINTS: Readonly<Record<string, string>> = {
  'shared/config/config-reader.ts': 'the reader itself',
  'main.ts': 'the server',
  'cli/cli-support.ts': "the scripts' runScript",
  'cli/check-schema.ts': 'the schema check run by CI',
  'cli/generate-migration.ts': 'the migration generator',
  // Hands the environment on to mysqldump and mysql (with the password added); reads nothing itself.
  'cli/backup-files.ts': 'the backup tools',
};

const SRC = __dirname;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** process.env anywhere, or a raw bag read like `config.env.X` / `env['X']`. */
const READS_ENVIRONMENT = /process\.env|\.env\.|\.env\[|\benv\.[A-Z_]{2,}|\benv\[['"`]/;

const files = sourceFiles(SRC).map((path) => ({ path: relative(SRC, path), source: readFileSync(path, 'utf8') }));

describe('who reads the environment', () => {
  it('finds the sources', () => expect(files.length).toBeGreaterThan(300));

  it('is only the entry points', () => {
    const readers = files.filter((file) => READS_ENVIRONMENT.test(file.source)).map((file) => file.path);
    expect(readers.filter((path) => !(path in ENTRY_POINTS))).toEqual([]);
  });

  it('would notice a new reader', () => {
    expect(READS_ENVIRONMENT.test('const port = Number(process.env.PORT);')).toBe(true);
    expect(READS_ENVIRONMENT.test('const provider = config.env.PAYMENT_PROVIDER;')).toBe(true);
    expect(READS_ENVIRONMENT.test("const raw = env['SMTP_PORT'];")).toBe(true);
    expect(READS_ENVIRONMENT.test('const raw = env.SMTP_PORT;')).toBe(true);
    expect(READS_ENVIRONMENT.test("reader.integer('SMTP_PORT', options)")).toBe(false);
  });
});
