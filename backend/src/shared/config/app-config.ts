import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  abstract readonly corsOrigins: string[];
  /** Load the demo data set into an empty embedded database on first start. */
  abstract readonly demoData: boolean;
  abstract readonly uploadMaxBytes: number;
  /** Extra settings read by other modules (payments, mail) through `optional`. */
  abstract readonly env: Readonly<Record<string, string | undefined>>;
}

export class ConfigError extends Error {
  constructor(readonly variable: string, problem: string) {
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
  if (!jwtSecret) {
    if (nodeEnv === 'production' && databaseUrl) {
      // Several instances share one database; each must sign with the same secret.
      throw new ConfigError('JWT_SECRET', 'is required in production with DATABASE_URL');
    }
    jwtSecret = storedSecret(dataDir, 'jwt-secret');
  }
  const jwtExpiresIn = env.JWT_EXPIRES_IN || '12h';
  if (!/^\d+[smhd]$/.test(jwtExpiresIn)) {
    throw new ConfigError('JWT_EXPIRES_IN', `must look like 30m, 12h or 7d, got "${jwtExpiresIn}"`);
  }

  const publicUrl = url(env, 'PUBLIC_URL', `http://localhost:${port || 3000}`, ['http:', 'https:']);
  const corsOrigins = (env.CORS_ORIGINS || '*').split(',').map((o) => o.trim()).filter(Boolean);
  const demoData = flag(env, 'DEMO_DATA', !databaseUrl && nodeEnv !== 'production');
  const uploadMaxBytes = integer(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024, 100 * 1024 * 1024);

  return Object.freeze({
    nodeEnv, port, dataDir, databaseUrl, jwtSecret, jwtExpiresIn, publicUrl, corsOrigins, demoData,
    uploadMaxBytes, env: Object.freeze({ ...env }),
  });
}
