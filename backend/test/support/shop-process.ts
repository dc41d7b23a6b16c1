import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BACKEND = join(__dirname, '..', '..');
const REGISTER_TS = join(__dirname, 'register-ts.js');

/** Settings of the calling shell that must not leak into a backend the test configures itself. */
const NOT_INHERITED =
  /^(DATABASE_URL|REDIS_URL|REDIS_KEY_PREFIX|NODE_ENV|JWT_SECRET|PAYMENT_|TRANZILA_|CORS_ORIGINS|TRUST_PROXY|S3_|IMAGE_STORAGE|SMTP_|LOG_)/;

function inheritedEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name, value]) => value !== undefined && !NOT_INHERITED.test(name)),
  ) as Record<string, string>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs one of the backend's scripts (src/cli/*.ts) from its sources; answers its exit code and output. */
export function runBackendScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-r', REGISTER_TS, join(BACKEND, script), ...args], {
      cwd: BACKEND,
      env: { ...inheritedEnv(), NODE_ENV: 'test', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

export interface ShopProcess {
  url: string;
  dataDir: string;
  /** Every line the process wrote (stdout and stderr), in order. */
  lines: string[];
  exited: Promise<number>;
  /** Sends a signal and answers the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number>;
}

/**
 * A real backend process (src/main.ts from its sources, as `node dist/main.js` runs in production) on a free
 * port, with JSON logs; resolves once /api/health/ready answers 200.
 */
export async function startShopProcess(
  env: Record<string, string>,
  options: { dataDir?: string; readyWithinMs?: number } = {},
): Promise<ShopProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'shop-process-'));
  const child: ChildProcess = spawn(process.execPath, ['-r', REGISTER_TS, join(BACKEND, 'src', 'main.ts')], {
    cwd: BACKEND,
    env: {
      ...inheritedEnv(),
      NODE_ENV: 'test',
      LOG_PRETTY: 'false',
      DEMO_DATA: 'false',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ...env,
    },
  });
  const lines: string[] = [];
  let partial = '';
  const collect = (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts.filter(Boolean));
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1))));
  let running = true;
  void exited.then(() => (running = false));

  const deadline = Date.now() + (options.readyWithinMs ?? 90_000);
  for (;;) {
    if (!running) throw new Error(`the backend exited before it was ready:\n${lines.slice(-20).join('\n')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the backend was not ready in time:\n${lines.slice(-20).join('\n')}`);
    }
    const status = await fetch(`${url}/api/health/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    dataDir,
    lines,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (running) child.kill(signal);
      const code = await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/** A JSON request to a running shop, answering status, headers and body (the body null when not JSON). */
export async function call(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: any; ms: number }> {
  const started = Date.now();
  const response = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  return { status: response.status, headers: response.headers, body: parsed, ms: Date.now() - started };
}
