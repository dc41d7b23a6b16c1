import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAppConfig } from './app-config';
import { ConfigError, ConfigReader } from './config-reader';

const loadConfig = (env: Record<string, string>) => loadAppConfig(new ConfigReader(env));

const dataDir = () => mkdtempSync(join(tmpdir(), 'shop-config-'));

describe('loadAppConfig', () => {
  it('uses the documented defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.shopTimeZone).toBe('Asia/Jerusalem');
    expect(config.jwtSecret).toBe(readFileSync(join(dir, 'jwt-secret'), 'utf8'));
  });

  it("takes the shop's time zone by its IANA name", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), SHOP_TIME_ZONE: 'Europe/Berlin' }).shopTimeZone).toBe('Europe/Berlin');
  });

  it('keeps the generated JWT secret across starts', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(loadConfig({ DATA_DIR: dir }).jwtSecret);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'postgres://x'],
    ['DATABASE_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://shop'],
    ['JWT_SECRET', 'short'],
    ['NODE_ENV', 'staging'],
    ['DEMO_DATA', 'maybe'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'proxy.example'],
    ['CORS_ORIGINS', 'https://shop.example/path'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['REQUEST_TIMEOUT_MS', '10'],
    ['LOG_LEVEL', 'loud'],
    ['SHOP_TIME_ZONE', 'Israel/Haifa'],
    ['SHOP_TIME_ZONE', '+02:00'],
    ['BENCH_SQL_COUNT', 'sometimes'],
  ])('refuses a bad %s and names it', (variable, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [variable]: value })).toThrow(variable);
  });

  it('allows no other origin by default and lists the given ones', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).corsOrigins).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), CORS_ORIGINS: 'https://a.example, https://b.example:8443/' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example:8443',
    ]);
  });

  it('trusts no proxy by default, and the named ones or a hop count when told', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '30000' })).toThrow(
      'HEADERS_TIMEOUT_MS',
    );
  });

  it('counts SQL statements per request only when the benchmark asks', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).countSqlStatements).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), BENCH_SQL_COUNT: 'true' }).countSqlStatements).toBe(true);
  });
});
