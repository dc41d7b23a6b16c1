#!/usr/bin/env node
// The browser tests' runner (`npm test -w e2e`, also part of the root `npm test`):
//   1. finds Chromium (installs Debian's package when missing and root; see find-chromium.mjs);
//   2. builds the shop once (storefront, back office, and the backend unless its build is newer than its sources);
//   3. starts the built backend as in production (node backend/dist/main.js) on a free port, with a fresh
//      embedded database and the demo data in a temporary folder, and waits for /api/health;
//   4. runs `playwright test` against it, passing extra arguments on
//      (`npm test -w e2e -- tests/shop/sandbox-card-form.spec.ts` runs one file);
//   5. stops the backend, removes the temporary folder and exits with Playwright's exit code.
//
// SHOP_URL=http://127.0.0.1:3000 npm test -w e2e   skips 2 and 3: the tests run against that shop
//                                                   (a shop you started; tests add their own data to it).
// E2E_SKIP_BUILD=true npm test -w e2e              skips 2: a fresh backend from the existing builds.
// CHROMIUM_PATH=/path/to/chromium                  drives that browser instead of Debian's.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './find-chromium.mjs';

const E2E_DIR = dirname(fileURLToPath(import.meta.url));
const REPO_DIR = dirname(E2E_DIR);
const BACKEND_DIR = join(REPO_DIR, 'backend');
const HEALTH_TIMEOUT_MS = 90_000;
const LOG_TAIL_LINES = 60;

const say = (message) => console.log(`[e2e] ${message}`);
const flag = (value) => ['1', 'true', 'yes'].includes(String(value ?? '').toLowerCase());

function fail(message) {
  console.error(`[e2e] ${message}`);
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function tail(path, lines = LOG_TAIL_LINES) {
  if (!existsSync(path)) return '(no backend log)';
  return readFileSync(path, 'utf8').split('\n').slice(-lines).join('\n');
}

/** The newest change time of the files under these folders. */
function newestChange(folders) {
  let newest = 0;
  for (const folder of folders) {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * The backend's build is newer than every source file it is made of: the root `npm test` has just built it
 * (its own test ends with the build and the OpenAPI check), so it is not compiled a second time.
 */
function backendBuildIsFresh() {
  const built = join(BACKEND_DIR, 'dist', 'main.js');
  if (!existsSync(built)) return false;
  const sources = [join(BACKEND_DIR, 'src'), join(REPO_DIR, 'packages', 'shop-rules', 'src')];
  return statSync(built).mtimeMs > newestChange(sources);
}

function buildShop() {
  const started = Date.now();
  const workspaces = ['storefront', 'backoffice'];
  if (backendBuildIsFresh()) say('the backend build is newer than its sources: kept');
  else workspaces.push('backend');
  say(`building the shop (${workspaces.join(', ')})`);
  const build = spawnSync(
    'npm',
    ['run', 'build', ...workspaces.flatMap((name) => ['--workspace', name]), '--if-present'],
    // Built as a shell with NODE_ENV=development would build it (the shop must serve production
    // bundles whatever that variable says): a development bundle fails every server-rendered page.
    { cwd: REPO_DIR, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } },
  );
  if (build.status !== 0) fail(`the build failed (exit code ${build.status ?? build.signal}); no browser test ran`);
  say(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** One child process in a process group of its own, so that stopping it stops everything it started. */
class ChildGroup {
  constructor(child) {
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
    this.running = true;
    this.exited.then(() => (this.running = false));
  }

  signal(name) {
    try {
      if (this.running) process.kill(-this.child.pid, name);
    } catch {
      // already gone
    }
  }

  /** `name`, then SIGKILL after `graceMs`; resolves when it is gone. */
  async stop(name = 'SIGTERM', graceMs = 5_000) {
    if (!this.running) return;
    this.signal(name);
    const timer = setTimeout(() => this.signal('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }
}

/** The built backend, production-style, on a fresh embedded database with the demo data. */
class TestShop {
  constructor() {
    this.folder = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
    this.logPath = join(this.folder, 'backend.log');
    this.dataDir = join(this.folder, 'data');
    this.backend = null;
  }

  async start() {
    const main = join(BACKEND_DIR, 'dist', 'main.js');
    if (!existsSync(main)) throw new Error(`${main} is missing: the backend build did not produce it`);
    const port = await freePort();
    this.url = `http://127.0.0.1:${port}`;
    const env = { ...process.env };
    // The embedded database and the sandbox payment provider, whatever the calling shell has set.
    for (const name of ['DATABASE_URL', 'PAYMENT_PROVIDER', 'JWT_SECRET', 'SHOP_URL']) delete env[name];
    Object.assign(env, {
      PORT: String(port),
      DATA_DIR: this.dataDir,
      DEMO_DATA: 'true',
      // The login page's demo hint, which the tests' logins read (shown only when this start loaded the demo data).
      DEMO_LOGIN_HINTS: 'true',
      // The demo accounts exist only in demo data, and production refuses demo passwords.
      NODE_ENV: 'development',
      PUBLIC_URL: this.url,
      NO_COLOR: '1',
      // Every test logs in or tracks on its own; the per-client limits would turn a suite into 429s.
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      TWO_FACTOR_ATTEMPTS_PER_MINUTE: '1000',
      ACCOUNT_LOGIN_FAILURES: '1000',
      TRACKING_LOOKUPS_PER_MINUTE: '1000',
      ORDERS_PER_MINUTE: '1000',
      PAYMENT_SESSIONS_PER_MINUTE: '1000',
      UPLOADS_PER_MINUTE: '1000',
      CANCELLATIONS_PER_MINUTE: '1000',
    });
    const log = openSync(this.logPath, 'a');
    this.backend = new ChildGroup(
      spawn(process.execPath, ['--max-old-space-size=256', main], { cwd: BACKEND_DIR, env, detached: true, stdio: ['ignore', log, log] }),
    );
    closeSync(log);
    say(`backend starting at ${this.url} (data and log in ${this.folder})`);
    await this.waitUntilHealthy();
  }

  async waitUntilHealthy() {
    const started = Date.now();
    while (Date.now() - started < HEALTH_TIMEOUT_MS) {
      if (!this.backend.running) throw new Error(`the backend stopped while starting:\n${tail(this.logPath)}`);
      try {
        const answer = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (answer.status === 200) {
          say(`backend ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
          return;
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the backend did not answer /api/health with 200 within ${HEALTH_TIMEOUT_MS / 1000} s:\n${tail(this.logPath)}`);
  }

  /** Ends the backend (SIGTERM, then SIGKILL after 5 s) and removes the folder. */
  async stop() {
    await this.backend?.stop('SIGTERM', 5_000);
    this.removeFolder();
  }

  /** For process exit, where nothing can be awaited. */
  stopNow() {
    this.backend?.signal('SIGKILL');
    this.removeFolder();
  }

  removeFolder() {
    rmSync(this.folder, { recursive: true, force: true });
  }
}

/** `dataDir`: the shop's DATA_DIR, whose mail outbox the tests read (tests/support/outbox.ts). */
function startPlaywright(shopUrl, dataDir, chromiumPath, args) {
  const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
  const env = { ...process.env, SHOP_URL: shopUrl, CHROMIUM_PATH: chromiumPath, ...(dataDir ? { SHOP_DATA_DIR: dataDir } : {}) };
  return new ChildGroup(spawn(process.execPath, [cli, 'test', ...args], { cwd: E2E_DIR, stdio: 'inherit', detached: true, env }));
}

const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

async function main() {
  const args = process.argv.slice(2);
  let chromiumPath;
  try {
    chromiumPath = ensureChromium({ install: true });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : error}\nThe browser tests need Chromium; they are never skipped.`);
  }
  say(`Chromium: ${chromiumPath}`);

  const external = process.env.SHOP_URL;
  let shop = null;
  let playwright = null;
  let stopping = false;
  // Interrupted (Ctrl-C, CI timeout): Playwright stops its workers and browsers, then the backend goes.
  for (const [signal, code] of Object.entries(SIGNAL_EXIT_CODES)) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      say(`${signal}: stopping the browser tests and the backend`);
      await playwright?.stop(signal, 10_000);
      await shop?.stop();
      process.exit(code);
    });
  }
  // Whatever happens, neither the backend nor the tests outlive this process.
  process.on('exit', () => {
    playwright?.signal('SIGKILL');
    shop?.stopNow();
  });

  let exitCode = 1;
  try {
    if (external) {
      say(`against the running shop at ${external}`);
    } else {
      if (!flag(process.env.E2E_SKIP_BUILD)) buildShop();
      shop = new TestShop();
      await shop.start();
    }
    const started = Date.now();
    playwright = startPlaywright(external ?? shop.url, shop?.dataDir, chromiumPath, args);
    exitCode = await playwright.exited;
    if (stopping) return;
    say(`browser tests took ${((Date.now() - started) / 1000).toFixed(1)} s; exit code ${exitCode}`);
    if (exitCode !== 0 && shop) console.error(`[e2e] last lines of the backend log:\n${tail(shop.logPath)}`);
  } catch (error) {
    console.error(`[e2e] ${error instanceof Error ? error.message : error}`);
  }
  if (stopping) return;
  await shop?.stop();
  process.exit(exitCode);
}

main();
