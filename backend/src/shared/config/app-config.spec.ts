import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'shop-config-'));

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.jwtSecret).toBe(readFileSync(join(dir, 'jwt-secret'), 'utf8'));
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
  ])('refuses a bad %s and names it', (variable, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [variable]: value })).toThrow(variable);
  });

  it('requires JWT_SECRET in production on MySQL', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', DATABASE_URL: 'mysql://root@127.0.0.1/shop' }),
    ).toThrow('JWT_SECRET');
  });
});
