import * as bcrypt from 'bcryptjs';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createAdmin } from '../../src/cli/create-admin';
import type { CliOutput } from '../../src/cli/cli-support';
import { migrate } from '../../src/cli/migrate';
import { seedDemo } from '../../src/cli/seed-demo';
import { StaffUserEntity } from '../../src/modules/identity/infrastructure/staff-user.entity';
import { loadAppConfig } from '../../src/shared/config/app-config';
import { ConfigReader } from '../../src/shared/config/config-reader';
import { dataSourceOptions } from '../../src/shared/database/data-source-options';

/** Captures what a script prints. */
function recorder(): CliOutput & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, log: (l) => lines.push(l), error: (l) => errors.push(l) };
}

// The scripts run against an embedded database in a folder of their own (DATABASE_URL left out on purpose).
describe('command-line scripts', () => {
  let dataDir: string;
  let env: Record<string, string>;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-cli-'));
    env = { NODE_ENV: 'test', DATA_DIR: dataDir };
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  async function storedUser(email: string): Promise<StaffUserEntity | null> {
    const db = await new DataSource(dataSourceOptions(loadAppConfig(new ConfigReader(env)))).initialize();
    try {
      return await db.getRepository(StaffUserEntity).findOneBy({ email });
    } finally {
      await db.destroy();
    }
  }

  describe('admin:create', () => {
    it('creates an admin, then resets its password and role', async () => {
      const out = recorder();
      expect(
        await createAdmin(['--email', 'Boss@Shop.Test', '--password', 'first-password-1', '--name', 'Boss'], { env, output: out }),
      ).toBe(0);
      expect(out.lines[0]).toMatch(/^Created admin boss@shop\.test \(id \d+, name "Boss"\)\.$/);
      expect(await bcrypt.compare('first-password-1', (await storedUser('boss@shop.test'))!.passwordHash)).toBe(true);

      const again = recorder();
      expect(
        await createAdmin(['--email', 'boss@shop.test', '--password', 'second-password-2', '--role', 'user'], { env, output: again }),
      ).toBe(0);
      expect(again.lines[0]).toMatch(/^Reset the password of user boss@shop\.test .*name "Boss"/);
      const user = (await storedUser('boss@shop.test'))!;
      expect(user.role).toBe('user');
      expect(await bcrypt.compare('second-password-2', user.passwordHash)).toBe(true);
    });

    it.each([
      [['--password', 'long-enough-1'], /Missing --email/],
      [['--email', 'a@b.co'], /Missing --password/],
      [['--email', 'not-an-email', '--password', 'long-enough-1'], /--email must be an email address/],
      [['--email', 'a@b.co', '--password', 'short'], /--password must be at least 10 characters/],
      [['--email', 'a@b.co', '--password', 'long-enough-1', '--role', 'owner'], /--role must be admin, orders, user/],
      [['--email', 'a@b.co', '--password', 'long-enough-1', '--colour', 'red'], /Unknown option '--colour'/],
    ])('refuses %j with exit code 2 and the usage', async (args, message) => {
      const out = recorder();
      expect(await createAdmin(args, { env, output: out })).toBe(2);
      expect(out.errors[0]).toMatch(message);
      expect(out.errors[0]).toContain('Usage: npm run admin:create');
    });

    it('reports a bad configuration with exit code 1', async () => {
      const out = recorder();
      expect(
        await createAdmin(['--email', 'a@b.co', '--password', 'long-enough-1'], { env: { ...env, JWT_SECRET: 'short' }, output: out }),
      ).toBe(1);
      expect(out.errors[0]).toMatch(/^Error: Invalid configuration: JWT_SECRET/);
    });
  });

  describe('seed:demo', () => {
    it('loads the demo data set once, then says it is already there', async () => {
      const out = recorder();
      expect(await seedDemo([], { env, output: out })).toBe(0);
      expect(out.lines[0]).toMatch(
        /^Demo data loaded: 12 categories, \d+ products, 4 size templates, 8 articles, 6 SEO records, 2 discount codes, \d+ orders, \d+ pictures, 3 staff accounts\.$/,
      );
      expect(readdirSync(join(dataDir, 'uploads')).filter((f) => f.endsWith('.png')).length).toBeGreaterThan(60);

      const again = recorder();
      expect(await seedDemo([], { env, output: again })).toBe(0);
      expect(again.lines[0]).toBe('Demo data not loaded: the database already has 12 categories.');
    });

    it('refuses to run in production', async () => {
      const out = recorder();
      expect(await seedDemo([], { env: { ...env, NODE_ENV: 'production' }, output: out })).toBe(1);
      expect(out.errors[0]).toMatch(/Refusing to load demo data with NODE_ENV=production/);
    });
  });

  describe('migration:run', () => {
    it('explains that the embedded database needs no migrations', async () => {
      const out = recorder();
      expect(await migrate([], { env, output: out })).toBe(0);
      expect(out.lines[0]).toMatch(/^No DATABASE_URL/);
    });

    it('refuses unknown arguments', async () => {
      const out = recorder();
      expect(await migrate(['--now'], { env, output: out })).toBe(2);
    });
  });
});
