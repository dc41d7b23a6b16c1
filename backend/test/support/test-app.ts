import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type request from 'supertest';
import { createApp } from '../../src/app.factory';
import { SaveStaffUserUseCase } from '../../src/modules/identity/application/save-staff-user.use-case';
import { ConfigReader } from '../../src/shared/config/config-reader';
import { loadShopConfig, ShopConfig } from '../../src/shop-config';
import { checkedRequest } from './checked-request';
import { freshMysqlDatabase } from './mysql-database';

export const TEST_ADMIN = { email: 'admin@test.shop', password: 'admin-password-1', role: 'admin' as const };
export const TEST_USER = { email: 'user@test.shop', password: 'user-password-1', role: 'user' as const };

/**
 * A fresh database for one test file: a new embedded SQLite file, or, when DATABASE_URL names
 * a MySQL server, a new database on it (dropped again on close) migrated by the app at start.
 */
async function freshDatabaseUrl(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { drop: async () => undefined };
  return freshMysqlDatabase(serverUrl, 'shop_test', 'utf8mb4 COLLATE utf8mb4_unicode_ci');
}

export interface TestApp {
  app: NestExpressApplication;
  http: () => ReturnType<typeof request>;
  dataDir: string;
  adminToken: string;
  userToken: string;
  close: () => Promise<void>;
}

/** The configuration a start with exactly this environment loads (every context's loader runs). */
export function shopConfigFor(env: Record<string, string>): ShopConfig {
  return loadShopConfig(new ConfigReader(env));
}

export async function startTestApp(options: { env?: Record<string, string>; demoData?: boolean } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const database = await freshDatabaseUrl();
  const env = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://shop.test',
    DEMO_DATA: options.demoData ? 'true' : 'false',
    LOGIN_ATTEMPTS_PER_MINUTE: '50',
    TWO_FACTOR_ATTEMPTS_PER_MINUTE: '50',
    // Tests place, pay and upload far faster than a shopper; the limits have tests of their own.
    ORDERS_PER_MINUTE: '100000',
    PAYMENT_SESSIONS_PER_MINUTE: '100000',
    UPLOADS_PER_MINUTE: '100000',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  };
  let config: ShopConfig;
  try {
    config = shopConfigFor(env);
  } catch (error) {
    // A refused configuration (what some tests ask for) leaves no database or folder behind.
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const app = await createApp(config, { logger: false });
  await app.init();
  const staff = app.get(SaveStaffUserUseCase);
  await staff.execute({ ...TEST_ADMIN, name: 'Test Admin' });
  await staff.execute({ ...TEST_USER, name: 'Test User' });
  const login = async (who: { email: string; password: string }) =>
    (await checkedRequest(app).post('/api/auth/login').send({ email: who.email, password: who.password }).expect(200)).body
      .access_token as string;
  return {
    app,
    // Every answer is checked against the OpenAPI document (checked-request.ts).
    http: () => checkedRequest(app),
    dataDir,
    adminToken: await login(TEST_ADMIN),
    userToken: await login(TEST_USER),
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `Authorization` header value for a token. */
export const bearer = (token: string) => `Bearer ${token}`;
