import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, ConfigReader } from './config-reader';
import { origins, timeZone, TrustProxy, trustProxy } from './network-values';
import { storedSecret } from './stored-secret';

export type { TrustProxy } from './network-values';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/**
 * The shop-wide configuration (the process, the database, addresses, HTTP limits, logs), typed.
 * Built once at start by `loadAppConfig`; also the DI token. Each context reads its own variables
 * in its own loader (src/shop-config.ts runs them all).
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
  /** Whether PUBLIC_URL was given (otherwise publicUrl is only the local default). */
  abstract readonly publicUrlGiven: boolean;
  /** Origins other than the shop's own allowed to call the API from a browser (none by default). */
  abstract readonly corsOrigins: string[];
  /** Express's `trust proxy`: false (none), a hop count, or the proxies' addresses and subnets. */
  abstract readonly trustProxy: TrustProxy;
  /** Redis shared by every instance (rate-limit counters); undefined keeps them in the process. */
  abstract readonly redisUrl?: string;
  /** Prefix of the shop's Redis keys. */
  abstract readonly redisKeyPrefix: string;
  abstract readonly http: HttpLimits;
  abstract readonly logging: LogConfig;
  /** Load the demo data set into an empty embedded database on first start. */
  abstract readonly demoData: boolean;
  abstract readonly uploadMaxBytes: number;
  /** The shop's own clock (an IANA zone): its days for the dashboard and every date and time staff see. */
  abstract readonly shopTimeZone: string;
  /** The benchmark's count of SQL statements per request (X-SQL-Statements). */
  abstract readonly countSqlStatements: boolean;
}

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

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface LogConfig {
  readonly level: (typeof LOG_LEVELS)[number];
  /** Coloured lines for a developer's terminal instead of JSON. */
  readonly pretty: boolean;
}

function httpLimits(reader: ConfigReader, uploadMaxBytes: number): HttpLimits {
  const publicBodyBytes = reader.integer('PUBLIC_BODY_MAX_BYTES', {
    fallback: 64 * 1024,
    min: 1024,
    max: uploadMaxBytes,
    shownAllowed: '1024 to UPLOAD_MAX_BYTES',
    about: "largest JSON or form body of shoppers' routes and of any request without a staff token",
  });
  const staffBodyBytes = reader.integer('STAFF_BODY_MAX_BYTES', {
    fallback: 1024 * 1024,
    min: 1024,
    max: 50 * 1024 * 1024,
    about: 'largest JSON body of a staff write (products, articles)',
  });
  const headersTimeoutMs = reader.integer('HEADERS_TIMEOUT_MS', {
    fallback: 15_000,
    min: 1_000,
    max: 300_000,
    about: 'a client must send its request headers within this time (408 otherwise); at most REQUEST_TIMEOUT_MS',
  });
  const requestTimeoutMs = reader.integer('REQUEST_TIMEOUT_MS', {
    // The default leaves a 5 MB upload about 70 KB/s.
    fallback: 90_000,
    min: 1_000,
    max: 3_600_000,
    about: 'a client must send its whole request, an upload included, within this time (408 otherwise)',
  });
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError('HEADERS_TIMEOUT_MS', `must not exceed REQUEST_TIMEOUT_MS (${requestTimeoutMs}), got ${headersTimeoutMs}`);
  }
  return Object.freeze({
    publicBodyBytes,
    staffBodyBytes,
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: reader.integer('KEEP_ALIVE_TIMEOUT_MS', {
      fallback: 65_000,
      min: 1_000,
      max: 600_000,
      about: "idle kept-alive connections close after this (keep it above the load balancer's idle timeout)",
    }),
    shutdownGraceMs: reader.integer('SHUTDOWN_GRACE_MS', {
      fallback: 20_000,
      min: 0,
      max: 600_000,
      about: 'on SIGTERM, how long requests in flight may take to finish',
    }),
  });
}

function logConfig(reader: ConfigReader, nodeEnv: NodeEnv): LogConfig {
  return Object.freeze({
    level: reader.choice('LOG_LEVEL', LOG_LEVELS, { fallback: 'info', about: 'the least important log lines written' }),
    pretty: reader.flag('LOG_PRETTY', {
      fallback: nodeEnv === 'development',
      shownDefault: 'true in development',
      about: 'coloured lines instead of JSON (needs the dev dependency pino-pretty)',
    }),
  });
}

/** Reads and checks the shop-wide variables; the data folder is created, the generated JWT secret kept there. */
export function loadAppConfig(reader: ConfigReader): AppConfig {
  const nodeEnv = reader.choice('NODE_ENV', NODE_ENVS, {
    fallback: 'development',
    about: '`production` refuses to start with unsafe settings, naming each (see ["Deployment"](operations.md#deployment))',
  });
  const port = reader.integer('PORT', { fallback: 3000, min: 0, max: 65535, about: 'HTTP port (0: any free port)' });
  const dataDir = resolve(
    reader.text('DATA_DIR', {
      fallback: join(process.cwd(), 'data'),
      shownDefault: './data (in backend/)',
      about: 'embedded database, uploads, generated secrets, mail outbox',
    }),
  );
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = reader.url('DATABASE_URL', {
    protocols: ['mysql:', 'mariadb:'],
    shownDefault: 'none: embedded SQLite',
    about: '`mysql://user:pass@host:3306/db` selects MySQL or MariaDB',
  });
  // Production without JWT_SECRET is refused by unsafeProductionSettings (with every other unsafe setting).
  const jwtSecret =
    reader.secret('JWT_SECRET', {
      minLength: 32,
      shownDefault: 'random, stored in DATA_DIR/jwt-secret (required in production)',
      about: 'signing key of staff tokens, the same on every instance',
    }) ?? storedSecret(dataDir, 'jwt-secret');
  const jwtExpiresIn = reader.text('JWT_EXPIRES_IN', {
    fallback: '12h',
    pattern: /^\d+[smhd]$/,
    patternSays: 'like 30m, 12h or 7d',
    about: 'staff token lifetime',
  });
  const publicUrlGiven = reader.peek('PUBLIC_URL') !== undefined;
  const publicUrl = reader.url('PUBLIC_URL', {
    fallback: `http://localhost:${port || 3000}`,
    protocols: ['http:', 'https:'],
    shownDefault: 'http://localhost:PORT',
    about: 'public address used in links (emails, payment return and notify URLs)',
  });
  const corsOrigins = reader.parsed(
    'CORS_ORIGINS',
    {
      kind: 'list',
      shownDefault: 'none: same origin only',
      shownAllowed: 'origins, comma-separated',
      about: 'origins of other sites allowed to call the API from a browser (`*` is refused in production)',
    },
    origins,
  );
  const demoData = reader.flag('DEMO_DATA', {
    fallback: !databaseUrl && nodeEnv !== 'production',
    shownDefault: 'true on the embedded database',
    about:
      "load the demo data set into an empty database at start (with six months of orders: about 300, both languages, cash, card and Bit, every status, some delivered and some with a code; `backend/src/demo/demo-orders.data.ts`; and their buyers' reviews, `demo-reviews.data.ts`)",
  });
  const uploadMaxBytes = reader.integer('UPLOAD_MAX_BYTES', {
    fallback: 5 * 1024 * 1024,
    min: 1024,
    max: 100 * 1024 * 1024,
    about: 'largest accepted image upload',
  });
  const redisUrl = reader.url('REDIS_URL', {
    protocols: ['redis:', 'rediss:'],
    shownDefault: 'none: counted in each process',
    about: '`redis://host:6379`: rate limits counted in Redis, shared by every instance',
  });
  return Object.freeze({
    nodeEnv,
    port,
    dataDir,
    databaseUrl,
    jwtSecret,
    jwtExpiresIn,
    publicUrl,
    publicUrlGiven,
    corsOrigins,
    demoData,
    uploadMaxBytes,
    shopTimeZone: reader.parsed(
      'SHOP_TIME_ZONE',
      {
        kind: 'text',
        shownDefault: 'Asia/Jerusalem',
        shownAllowed: 'an IANA time zone',
        about: 'the shop\'s clock: the dashboard\'s days, months and "today", and every date and time shown to staff',
      },
      timeZone('Asia/Jerusalem'),
    ),
    trustProxy: reader.parsed(
      'TRUST_PROXY',
      {
        kind: 'list',
        shownDefault: 'none',
        shownAllowed: 'addresses and subnets (`10.0.0.0/8`, `loopback`) or a hop count (`1`)',
        about: 'proxies whose `X-Forwarded-For` gives the client address (rate limits, logs)',
      },
      trustProxy,
    ),
    redisUrl,
    redisKeyPrefix: reader.text('REDIS_KEY_PREFIX', {
      fallback: 'shop:',
      about: "prefix of the shop's Redis keys (several shops on one Redis)",
    }),
    http: httpLimits(reader, uploadMaxBytes),
    logging: logConfig(reader, nodeEnv),
    countSqlStatements: reader.flag('BENCH_SQL_COUNT', {
      fallback: false,
      about: "answer every request with an `X-SQL-Statements` header (the benchmark's counting pass)",
    }),
  });
}
