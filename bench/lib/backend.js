'use strict';

const { spawn, execFile } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { backendRequire } = require('./database');

const BACKEND_DIR = path.join(__dirname, '..', '..', 'backend');
const MAIN = path.join(BACKEND_DIR, 'dist', 'main.js');
const CREATE_ADMIN = path.join(BACKEND_DIR, 'dist', 'cli', 'create-admin.js');
const ADMIN = { email: 'bench@bench.shop', password: 'bench-password-1' };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, logFile, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`backend exited with ${child.exitCode}; log: ${logFile}\n${tail(logFile)}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`backend not healthy after ${timeoutMs / 1000} s; log: ${logFile}\n${tail(logFile)}`);
}

function tail(file) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
}

/** Resident memory of a process in MB, from /proc (Linux); null elsewhere. */
function residentMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

const PASSED_THROUGH = ['PATH', 'HOME', 'TMPDIR', 'TZ', 'LANG', 'NODE_OPTIONS'];

/**
 * The environment every backend process of one run shares: production mode, no demo data, a temp
 * data folder, random secrets shared by every start (a token from one start stays valid in the next),
 * the sandbox payment provider, and no mail server (orders must not mail anyone). Nothing else is
 * inherited, except settings given as BENCH_ENV_<NAME>=value (passed on as <NAME>=value), e.g.
 * a cache setting to compare runs with and without it.
 */
function backendEnvironment({ databaseUrl, dataDir, catalogCache = true }, parent = process.env) {
  const secret = () => randomBytes(32).toString('hex');
  const env = {};
  for (const name of PASSED_THROUGH) if (parent[name] !== undefined) env[name] = parent[name];
  for (const [name, value] of Object.entries(parent)) {
    if (name.startsWith('BENCH_ENV_') && name.length > 'BENCH_ENV_'.length) env[name.slice('BENCH_ENV_'.length)] = value;
  }
  Object.assign(env, {
    NODE_ENV: 'production',
    DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    JWT_SECRET: secret(),
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_HMAC_SECRET: secret(),
    // The sandbox on purpose (the production start refuses it otherwise); one client address places every order.
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    ORDERS_PER_MINUTE: '1000000',
    // The back-office scenarios log the bench admin in with its password; production asks staff for a
    // second factor by default, which a load generator has no phone for.
    STAFF_TWO_FACTOR: 'optional',
  });
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (!catalogCache) env.CATALOG_CACHE = 'false';
  return env;
}

/**
 * The V8 flags of the shop's production start (`start:prod` in backend/package.json, the Docker
 * image): a 192 MB heap makes V8 collect before the process grows past what the shop needs.
 */
const PRODUCTION_NODE_FLAGS = ['--max-old-space-size=192'];

/** Starts `node backend/dist/main.js` as production does and waits until /api/health answers. */
async function startBackend(baseEnv, { countSql = false, logName = 'backend' } = {}) {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the backend first (npm run build -w backend)`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...baseEnv, PORT: String(port), PUBLIC_URL: url };
  if (countSql) env.BENCH_SQL_COUNT = 'true';
  const logFile = path.join(baseEnv.DATA_DIR, `${logName}.log`);
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, MAIN], { cwd: BACKEND_DIR, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForHealth(url, child, logFile, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid: child.pid,
    logFile,
    rssMb: () => residentMb(child.pid),
    /** Whether the process has ended on its own (out of memory, say). */
    exited: () => child.exitCode !== null || child.signalCode !== null,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The admin the back-office scenarios log in as: through the app's CLI, or a row written directly. */
async function createAdmin(env, db) {
  if (fs.existsSync(CREATE_ADMIN)) {
    await new Promise((resolve, reject) => {
      execFile(
        process.execPath,
        [CREATE_ADMIN, '--email', ADMIN.email, '--password', ADMIN.password],
        { cwd: BACKEND_DIR, env },
        (error, stdout, stderr) => (error ? reject(new Error(`create-admin failed: ${stderr || stdout || error.message}`)) : resolve()),
      );
    });
    return 'cli';
  }
  const bcrypt = backendRequire('bcryptjs');
  const hash = await bcrypt.hash(ADMIN.password, 10);
  const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
  await db.query('DELETE FROM staff_users WHERE email = ?', [ADMIN.email]);
  await db.query('INSERT INTO staff_users (email, name, role, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)', [
    ADMIN.email,
    'Bench Admin',
    'admin',
    hash,
    now,
    now,
  ]);
  return 'direct insert';
}

async function logIn(url) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok || !body.access_token) throw new Error(`admin login failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

module.exports = { startBackend, backendEnvironment, createAdmin, logIn, freePort, residentMb, BACKEND_DIR };
