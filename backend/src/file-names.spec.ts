import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One naming rule, so a file's name says what it is: in a context's application/ folder, a port (an
 * abstract class an adapter implements, also its DI token) is `<name>.port.ts`, one use case is
 * `<verb-noun>.use-case.ts` (reads and writes alike), and a query service with several reads is
 * `<noun>.queries.ts`.
 */
const MODULES = join(__dirname, 'modules');
const applicationFiles = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((context) => {
    const folder = join(MODULES, context.name, 'application');
    return readdirSync(folder)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'))
      .map((name) => ({ path: `${context.name}/application/${name}`, name, source: readFileSync(join(folder, name), 'utf8') }));
  });

describe('file names in application/', () => {
  it('finds the application files', () => expect(applicationFiles.length).toBeGreaterThan(30));

  it.each(applicationFiles.map((file) => [file.path, file] as const))('%s follows the naming rule', (_, file) => {
    const declaresPort = /^export abstract class /m.test(file.source);
    if (declaresPort) expect(file.name).toMatch(/\.port\.ts$/);
    if (file.name.endsWith('.port.ts')) expect(declaresPort).toBe(true);
    expect(file.name).not.toMatch(/\.(query|repository)\.ts$/);
  });
});
