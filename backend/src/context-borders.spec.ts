import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const BACKEND = join(__dirname, '..');
// The workspaces' tools are installed at the root (the package's exports hide its bin file from require).
const DEPCRUISE = join(BACKEND, '..', 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

interface Violation {
  rule: string;
  from: string;
  to: string;
}

/** Runs the backend's dependency rules over a small tree of files: what they refuse. */
function violationsOf(files: Record<string, string>): Violation[] {
  const root = mkdtempSync(join(tmpdir(), 'borders-'));
  try {
    writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'commonjs', target: 'es2022' } }));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const run = spawnSync(
      process.execPath,
      [DEPCRUISE, 'src', '--config', join(BACKEND, '.dependency-cruiser.js'), '--output-type', 'json'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    const result = JSON.parse(run.stdout) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
    return result.summary.violations.map((violation) => ({ rule: violation.rule.name, from: violation.from, to: violation.to }));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const importing = (path: string) => `import { value } from '${path}';\nexport const used = value;\n`;
const VALUE = 'export const value = 1;\n';

/** One tree for every case (a run of the checker takes seconds). */
const TREE: Record<string, string> = {
  // Reaching into another context's inner folders.
  'src/modules/ordering/infrastructure/into-domain.ts': importing('../../catalog/domain/inner'),
  'src/modules/ordering/infrastructure/into-infrastructure.ts': importing('../../catalog/infrastructure/inner'),
  'src/modules/ordering/application/into-interface.ts': importing('../../catalog/interface/inner'),
  'src/modules/catalog/domain/inner.ts': VALUE,
  'src/modules/catalog/infrastructure/inner.ts': VALUE,
  'src/modules/catalog/interface/inner.ts': VALUE,
  // Through the other's application/ and its module, and into its own layers: allowed.
  'src/modules/payments/infrastructure/adapter.ts':
    "import { value } from '../../catalog/application/published';\nimport { CatalogModule } from '../../catalog/catalog.module';\nimport { own } from '../domain/own';\nexport const used = [value, CatalogModule, own];\n",
  'src/modules/catalog/application/published.ts': VALUE,
  'src/modules/catalog/catalog.module.ts': 'export class CatalogModule {}\n',
  'src/modules/payments/domain/own.ts': 'export const own = 1;\n',
  // Production code that imports the sandbox; the composition root that wires it in; the sandbox itself.
  'src/modules/ordering/infrastructure/into-sandbox.ts': importing('../../../sandbox/payments/stand-in'),
  'src/shared/into-sandbox.ts': importing('../sandbox/payments/stand-in'),
  'src/app.module.ts': importing('./sandbox/payments/stand-in'),
  'src/sandbox/payments/stand-in.ts': "import { value } from '../../modules/catalog/application/published';\nexport const used = value;\n",
  'src/sandbox/documents/into-interface.ts': importing('../../modules/catalog/interface/inner'),
  // Two modules that import each other.
  'src/modules/documents/documents.module.ts':
    "import { AfterSaleModule } from '../after-sale/after-sale.module';\nexport class DocumentsModule { uses = AfterSaleModule; }\n",
  'src/modules/after-sale/after-sale.module.ts':
    "import { DocumentsModule } from '../documents/documents.module';\nexport class AfterSaleModule { uses = DocumentsModule; }\n",
};

describe("the contexts' borders (backend/.dependency-cruiser.js)", () => {
  let violations: Violation[];

  beforeAll(() => {
    violations = violationsOf(TREE);
  });

  it("refuses an import into another context's domain, infrastructure or interface", () => {
    expect(violations.filter((v) => v.rule === 'contexts-meet-at-application').map((v) => [v.from, v.to])).toEqual(
      expect.arrayContaining([
        ['src/modules/ordering/infrastructure/into-domain.ts', 'src/modules/catalog/domain/inner.ts'],
        ['src/modules/ordering/infrastructure/into-infrastructure.ts', 'src/modules/catalog/infrastructure/inner.ts'],
        ['src/modules/ordering/application/into-interface.ts', 'src/modules/catalog/interface/inner.ts'],
      ]),
    );
  });

  it("lets a context reach another's application/ and its module, and its own layers", () => {
    expect(violations.filter((v) => v.from.startsWith('src/modules/payments/'))).toEqual([]);
  });

  it('refuses production code that imports the sandbox, and lets the composition root wire it in', () => {
    expect(violations.filter((v) => v.rule === 'production-does-not-import-the-sandbox').map((v) => v.from)).toEqual([
      'src/modules/ordering/infrastructure/into-sandbox.ts',
      'src/shared/into-sandbox.ts',
    ]);
  });

  it("lets the sandbox read a context's application/ but not its interface/", () => {
    expect(violations.filter((v) => v.from.startsWith('src/sandbox/')).map((v) => [v.rule, v.from])).toEqual([
      ['sandbox-stays-out-of-interfaces', 'src/sandbox/documents/into-interface.ts'],
    ]);
  });

  it('refuses two modules that import each other', () => {
    // Reported from whichever of the two the checker meets first.
    const cycles = violations.filter((v) => v.rule === 'no-module-cycles').map((v) => v.from);
    expect(cycles.some((from) => /^src\/modules\/(documents\/documents|after-sale\/after-sale)\.module\.ts$/.test(from))).toBe(true);
  });
});
