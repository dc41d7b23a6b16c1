import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';

export type NodeEnv = 'development' | 'production' | 'test';

/**
 * Every setting the backend reads, typed. Built once at start by `loadConfig`;
 * also the DI token, so services ask for `AppConfig` and never read process.env.
 */
export abstract class AppConfig {
  abstract readonly nodeEnv: NodeEnv;
  abstract readonly port: number;
  /** Embedded database file, uploaded images, generated secrets, mail outbox. */
  abstract readonly dataDir: string;
  /** mysql://user:pass@host:port/db, or undefined for the embedded SQLite file. */
  abstract readonly databaseUrl?: string;
  abstract readonly jwtSecret: string;
  abstract readonly jwtExpiresIn: string;
  /** Public address of the shop, used in links sent to shoppers and payment providers. */
  abstract readonly publicUrl: string;
  /** Origins other than the shop's own allowed to call the API from a browser (none by default). */
  abstract readonly corsOrigins: string[];
  /** Express's `trust proxy`: false (none), a hop count, or the proxies' addresses and subnets. */
  abstract readonly trustProxy: TrustProxy;
  /** Redis shared by every instance (rate-limit counters); undefined keeps them in the process. */
  abstract readonly redisUrl?: string;
  abstract readonly http: HttpLimits;
  abstract readonly logging: LogSettings;
  /** Load the demo data set into an empty embedded database on first start. */
  abstract readonly demoData: boolean;
  abstract readonly uploadMaxBytes: number;
  /** The shop's own clock (an IANA zone): its days for the dashboard and every date and time staff see. */
  abstract readonly shopTimeZone: string;
  /** Extra settings read by other modules (payments, mail) through `optional`. */
  abstract readonly env: Readonly<Record<string, string | undefined>>;
}

export type TrustProxy = false | number | string[];

export interface HttpLimits {
  /** JSON and form bodies of shopper routes (checkout, tracking, login, payments). */
  readonly publicBodyBytes: number;
  /** JSON bodies of staff routes (products, articles with long texts). */
  readonly staffBodyBytes: number;
  /** A client must send its request headers within this time... */
  readonly headersTimeoutMs: number;
  /** ...and the whole request (an upload included) within this one. */
  readonly requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this; above the load balancer's own idle timeout. */
  readonly keepAliveTimeoutMs: number;
  /** On SIGTERM, requests in flight get this long to finish before their connections are cut. */
  readonly shutdownGraceMs: number;
}

export interface LogSettings {
  readonly level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Coloured lines for a developer's terminal instead of JSON. */
  readonly pretty: boolean;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
  }
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function url(env: Env, name: string, fallback: string, protocols: string[]): string {
  const raw = env[name] || fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw.replace(/\/+$/, '');
}

/** A true/false setting (also 1/0, yes/no, on/off); a bad value names its variable. */
export function flag(env: Readonly<Env>, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false, got "${raw}"`);
}

function httpLimits(env: Env, uploadMaxBytes: number): HttpLimits {
  const headersTimeoutMs = integer(env, 'HEADERS_TIMEOUT_MS', 15_000, 1_000, 300_000);
  // The default leaves a 5 MB upload about 70 KB/s.
  const requestTimeoutMs = integer(env, 'REQUEST_TIMEOUT_MS', 90_000, 1_000, 3_600_000);
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError('HEADERS_TIMEOUT_MS', `must not exceed REQUEST_TIMEOUT_MS (${requestTimeoutMs}), got ${headersTimeoutMs}`);
  }
  return Object.freeze({
    publicBodyBytes: integer(env, 'PUBLIC_BODY_MAX_BYTES', 64 * 1024, 1024, uploadMaxBytes),
    staffBodyBytes: integer(env, 'STAFF_BODY_MAX_BYTES', 1024 * 1024, 1024, 50 * 1024 * 1024),
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 65_000, 1_000, 600_000),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 20_000, 0, 600_000),
  });
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function logSettings(env: Env, nodeEnv: NodeEnv): LogSettings {
  const level = (env.LOG_LEVEL || 'info') as LogSettings['level'];
  if (!LOG_LEVELS.includes(level)) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${level}"`);
  return Object.freeze({ level, pretty: flag(env, 'LOG_PRETTY', nodeEnv === 'development') });
}

/** Comma-separated origins (scheme://host[:port]); `*` is kept as it is (production refuses it). */
function origins(env: Env, name: string): string[] {
  const list = (env[name] ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of list) {
    if (origin === '*') continue;
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin.replace(/\/$/, '')) {
      throw new ConfigError(name, `must list origins like https://shop.example (scheme, host and port only), got "${origin}"`);
    }
  }
  return list.map((o) => o.replace(/\/$/, ''));
}

const NAMED_SUBNETS = ['loopback', 'linklocal', 'uniquelocal'];

/** The proxies whose X-Forwarded-For is believed: none, a hop count, or addresses/subnets. */
function trustProxy(env: Env, name: string): TrustProxy {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw || ['false', 'none', 'no', '0'].includes(raw)) return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (['true', 'yes', 'all', '*'].includes(raw)) {
    // Trusting every sender lets any client write its own address and walk around the rate limits.
    throw new ConfigError(name, 'must name the proxies (addresses, subnets, loopback) or a hop count, not trust everyone');
  }
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split('/');
    const version = isIP(address);
    const okAddress = NAMED_SUBNETS.includes(entry) || version > 0;
    const okPrefix = prefix === undefined || (version > 0 && /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
    if (!okAddress || !okPrefix || extra !== undefined) {
      throw new ConfigError(name, `must be addresses or subnets (10.0.0.0/8, loopback), or a hop count, got "${entry}"`);
    }
  }
  return entries;
}

/** An IANA time zone the runtime knows (Asia/Jerusalem, Europe/Berlin, UTC). */
function timeZone(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: raw }).resolvedOptions().timeZone;
  } catch {
    throw new ConfigError(name, `must be an IANA time zone such as Asia/Jerusalem, got "${raw}"`);
  }
}

/** A random secret kept in the data folder, so the embedded default needs no setup yet never uses a constant. */
function storedSecret(dataDir: string, fileName: string): string {
  const path = join(dataDir, fileName);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const secret = randomBytes(48).toString('hex');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = (env.NODE_ENV || 'development') as NodeEnv;
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    throw new ConfigError('NODE_ENV', `must be development, production or test, got "${nodeEnv}"`);
  }
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const dataDir = resolve(env.DATA_DIR || join(process.cwd(), 'data'));
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = env.DATABASE_URL ? url(env, 'DATABASE_URL', '', ['mysql:', 'mariadb:']) : undefined;

  let jwtSecret = env.JWT_SECRET;
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET', 'must be at least 32 characters long');
  }
  // Production without JWT_SECRET is refused by unsafeProductionSettings (with every other unsafe setting).
  if (!jwtSecret) jwtSecret = storedSecret(dataDir, 'jwt-secret');
  const jwtExpiresIn = env.JWT_EXPIRES_IN || '12h';
  if (!/^\d+[smhd]$/.test(jwtExpiresIn)) {
    throw new ConfigError('JWT_EXPIRES_IN', `must look like 30m, 12h or 7d, got "${jwtExpiresIn}"`);
  }

  const publicUrl = url(env, 'PUBLIC_URL', `http://localhost:${port || 3000}`, ['http:', 'https:']);
  const corsOrigins = origins(env, 'CORS_ORIGINS');
  const demoData = flag(env, 'DEMO_DATA', !databaseUrl && nodeEnv !== 'production');
  const uploadMaxBytes = integer(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024, 100 * 1024 * 1024);

  const redisUrl = env.REDIS_URL ? url(env, 'REDIS_URL', '', ['redis:', 'rediss:']) : undefined;

  return Object.freeze({
    nodeEnv,
    port,
    dataDir,
    databaseUrl,
    jwtSecret,
    jwtExpiresIn,
    publicUrl,
    corsOrigins,
    demoData,
    uploadMaxBytes,
    shopTimeZone: timeZone(env, 'SHOP_TIME_ZONE', 'Asia/Jerusalem'),
    trustProxy: trustProxy(env, 'TRUST_PROXY'),
    redisUrl,
    http: httpLimits(env, uploadMaxBytes),
    logging: logSettings(env, nodeEnv),
    env: Object.freeze({ ...env }),
  });
}
