// Lets `node -r ./test/support/register-ts.js src/main.ts` run the backend from its sources, so the tests that
// start real backend processes (several instances, SIGTERM, a database that dies) need no build first.
// Each file is transpiled alone (the project compiles with isolatedModules) and cached by content.
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, writeFileSync, existsSync } = require('node:fs');
const { join } = require('node:path');
const { tmpdir } = require('node:os');
const ts = require('typescript');

const CACHE = join(tmpdir(), `shop-register-ts-${ts.version}`);
mkdirSync(CACHE, { recursive: true });
const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  emitDecoratorMetadata: true,
  experimentalDecorators: true,
  esModuleInterop: true,
  allowSyntheticDefaultImports: true,
  inlineSourceMap: true,
  useDefineForClassFields: false,
};

require.extensions['.ts'] = function compileTypeScript(module, filename) {
  const source = readFileSync(filename, 'utf8');
  const key = createHash('sha1').update(filename).update('\0').update(source).digest('hex');
  const cached = join(CACHE, `${key}.js`);
  let output;
  if (existsSync(cached)) output = readFileSync(cached, 'utf8');
  else {
    output = ts.transpileModule(source, { compilerOptions, fileName: filename }).outputText;
    writeFileSync(cached, output);
  }
  module._compile(output, filename);
};
