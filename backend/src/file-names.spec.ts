import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * One naming rule, so a file's name says what it is, one word per role.
 *
 * In a context's application/ folder:
 * - `<name>.port.ts`: a port (an abstract class an adapter implements, also its DI token); a persistence
 *   port is a Store (`OrderStore` in `order-store.port.ts`), never a Repository;
 * - `<verb-noun>.use-case.ts`: one use case (reads and writes alike);
 * - `<noun>.queries.ts`: a query service with several reads;
 * - `<noun>.service.ts`: an injectable class several use cases share (checkout pricing, account attempts);
 * - `<noun>.rules.ts`: plain functions several use cases share (planning, checks, filters, file layouts);
 * - `<noun>.views.ts`: the shapes the context's data takes for its callers, and their mappers;
 * - `<noun>.messages.ts`: what the context sends out (emails, webhook bodies) and their texts.
 * A rule that needs nothing but the domain belongs in domain/.
 *
 * In infrastructure/, an adapter is named `<what it talks to>-<port>.ts` (`typeorm-order-store.ts`), never
 * `x.store.ts` or `x.repository.ts`. The providers that fake an outside service live in src/sandbox/, the
 * only folder whose files say "sandbox", and only the composition root imports it.
 */
const SRC = __dirname;
const MODULES = join(SRC, 'modules');
const SANDBOX = join(SRC, 'sandbox');
const APPLICATION_SUFFIXES = /\.(port|use-case|queries|service|rules|views|messages)\.ts$/;

interface SourceFile {
  /** Relative to src/, for the test names. */
  path: string;
  name: string;
  source: string;
}

function sourceFile(path: string): SourceFile {
  return { path: relative(SRC, path), name: path.slice(dirname(path).length + 1), source: readFileSync(path, 'utf8') };
}

/** Every .ts file under a folder, specs too. */
function allFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return allFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** The files (not specs) of one layer of every context. */
function layerFiles(layer: string): SourceFile[] {
  return readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(MODULES, entry.name, layer)))
    .flatMap((context) => {
      const folder = join(MODULES, context.name, layer);
      return readdirSync(folder)
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'))
        .map((name) => sourceFile(join(folder, name)));
    });
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const declaredClasses = (file: SourceFile) => [...file.source.matchAll(/^export (?:abstract )?class (\w+)/gm)].map((match) => match[1]);

/** Where a file's relative imports lead, as absolute paths (without extension). */
function importedPaths(path: string, source: string): string[] {
  return [...source.matchAll(/(?:from|import|require\()\s*['"](\.{1,2}\/[^'"]*)['"]/g)].map((match) => resolve(dirname(path), match[1]));
}

const applicationFiles = layerFiles('application');
const infrastructureFiles = layerFiles('infrastructure');
const everyFile = allFiles(SRC);
const outsideSandbox = everyFile.filter((path) => !path.startsWith(SANDBOX + '/'));

describe('file names in application/', () => {
  it('finds the application files', () => expect(applicationFiles.length).toBeGreaterThan(30));

  it.each(applicationFiles.map((file) => [file.path, file] as const))('%s follows the naming rule', (_, file) => {
    expect(file.name).toMatch(APPLICATION_SUFFIXES);
    const declaresPort = /^export abstract class /m.test(file.source);
    if (declaresPort) expect(file.name).toMatch(/\.port\.ts$/);
    if (file.name.endsWith('.port.ts')) expect(declaresPort).toBe(true);
  });
});

describe('persistence ports are Stores', () => {
  const stores = applicationFiles.flatMap((file) =>
    [...file.source.matchAll(/^export abstract class (\w+Store)\b/gm)].map((match) => [match[1], file] as const),
  );

  it('finds the stores', () => expect(stores.length).toBeGreaterThan(15));

  it.each(stores)('%s lives in its own <name>-store.port.ts', (store, file) => {
    expect(file.name).toBe(`${kebab(store)}.port.ts`);
  });

  it('names no class and no file of a context Repository', () => {
    const contextFiles = allFiles(MODULES).map(sourceFile);
    expect(contextFiles.filter((file) => /repository/i.test(file.name)).map((file) => file.path)).toEqual([]);
    expect(contextFiles.flatMap((file) => declaredClasses(file).filter((name) => /Repository/.test(name)))).toEqual([]);
  });
});

describe('file names in infrastructure/', () => {
  it.each(infrastructureFiles.map((file) => [file.path, file] as const))('%s is named after its port', (_, file) => {
    expect(file.name).not.toMatch(/\.(store|repository)\.ts$/);
    // A TypeORM adapter is typeorm-<port>.ts: TypeormOrderStore in typeorm-order-store.ts.
    for (const name of declaredClasses(file).filter((declared) => declared.startsWith('Typeorm'))) {
      expect(file.name).toBe(`${kebab(name)}.ts`);
    }
  });
});

describe('the sandbox keeps to its folder', () => {
  it('finds the sandbox', () => expect(everyFile.filter((path) => path.startsWith(SANDBOX + '/')).length).toBeGreaterThan(10));

  it('is the only folder whose files say "sandbox"', () => {
    expect(outsideSandbox.filter((path) => /sandbox/i.test(relative(SRC, path))).map((path) => relative(SRC, path))).toEqual([]);
  });

  it('is imported by no production file but the composition root', () => {
    const importers = outsideSandbox
      .filter((path) => !path.endsWith('.spec.ts') && path !== join(SRC, 'app.module.ts'))
      .filter((path) => importedPaths(path, readFileSync(path, 'utf8')).some((target) => target.startsWith(SANDBOX)));
    expect(importers.map((path) => relative(SRC, path))).toEqual([]);
  });
});
