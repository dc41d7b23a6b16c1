#!/usr/bin/env node
// `npm run test:quick`: the edit loop's checks (layer and context rules, lint, every workspace's types, the
// backend's unit tests and the front ends' rule tests), no database, no build, no browser.
//
// The steps run in two lanes side by side (the machine's two cores). Each lane runs its steps in order and
// stops at its first failure; a failed step prints its output, a passing one prints one line with its time.
// ESLint, Prettier and tsc keep caches in node_modules/.cache, so a second run only looks at what changed.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const CACHE = join(ROOT, 'node_modules', '.cache', 'test-quick');
mkdirSync(CACHE, { recursive: true });

/** tsc with a build-info file: a second type check reads only the files that changed. */
const typecheck = (project, name) => `npx tsc -p ${project} --noEmit --incremental --tsBuildInfoFile ${join(CACHE, `${name}.tsbuildinfo`)}`;

// The shop rules' build comes first: the backend, the front ends and the browser tests' types read it.
const FIRST = [{ name: 'shop rules: build', command: 'npm run build -w packages/shop-rules' }];

const LANES = [
  [
    { name: 'backend: types', command: typecheck('backend/tsconfig.json', 'backend') },
    // Half the cores: the other lane runs beside it.
    { name: 'backend: unit tests', command: 'npx jest --config jest.unit.config.js --maxWorkers=1', cwd: 'backend' },
    { name: 'storefront: API types match openapi.json', command: 'npm run api-types:check --silent -w storefront' },
    { name: 'storefront: types', command: typecheck('storefront/tsconfig.json', 'storefront') },
    { name: 'storefront: rule tests', command: 'npx vitest run', cwd: 'storefront' },
  ],
  [
    { name: 'lint: eslint', command: `npx eslint . --cache --cache-location ${join(CACHE, 'eslint')}` },
    { name: 'lint: prettier', command: `npx prettier --check . --cache --cache-location ${join(CACHE, 'prettier')} --log-level warn` },
    { name: 'front ends: dependency rules', command: 'npm run depcheck --silent' },
    { name: 'backend: layer and context rules', command: 'npm run depcheck --silent -w backend' },
    { name: 'browser tests: types', command: typecheck('e2e/tsconfig.json', 'e2e') },
    { name: 'shop rules: tests', command: 'npx vitest run', cwd: 'packages/shop-rules' },
    { name: 'back office: types', command: typecheck('backoffice/tsconfig.json', 'backoffice') },
    { name: 'back office: rule tests', command: 'npx vitest run', cwd: 'backoffice' },
  ],
];

function run(step) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, { cwd: join(ROOT, step.cwd ?? '.'), shell: true, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`  ok    ${step.name} (${seconds} s)`);
      } else {
        console.log(`  FAIL  ${step.name} (${seconds} s): ${step.command}\n${output.trimEnd()}\n`);
      }
      resolve(code === 0);
    });
  });
}

async function lane(steps) {
  for (const step of steps) if (!(await run(step))) return false;
  return true;
}

const started = Date.now();
const results = (await lane(FIRST)) ? await Promise.all(LANES.map(lane)) : [false];
const seconds = ((Date.now() - started) / 1000).toFixed(0);
const passed = results.every(Boolean);
console.log(passed ? `test:quick passed in ${seconds} s` : `test:quick FAILED after ${seconds} s`);
process.exit(passed ? 0 : 1);
