import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_DOC_FILE, configTable, configVariables, withConfigTable } from './config-table';

const document = readFileSync(join(__dirname, '..', '..', '..', CONFIG_DOC_FILE), 'utf8');
const variables = configVariables();
const names = variables.map((variable) => variable.name);

/** Set-ups whose loaders take branches the defaults do not: every variable they read must be in the table too. */
const CONFIGURED_SHOPS: Record<string, Record<string, string>> = {
  'Tranzila, Morning, S3 and SMTP on MySQL': {
    DATABASE_URL: 'mysql://shop@db/shop',
    PAYMENT_PROVIDER: 'tranzila',
    TRANZILA_TERMINAL: 'shopterm',
    TRANZILA_APP_KEY: 'app-key',
    TRANZILA_SECRET: 'api-secret',
    TRANZILA_TRANSACTION_PASSWORD: 'refunds',
    TAX_DOCUMENTS_PROVIDER: 'morning',
    MORNING_API_KEY_ID: 'key',
    MORNING_API_SECRET: 'secret',
    IMAGE_STORAGE: 's3',
    S3_BUCKET: 'shop-pictures',
    S3_ENDPOINT: 'http://minio:9000',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret',
    SMTP_HOST: 'mail.example',
    SMTP_USER: 'shop',
    SMTP_PASS: 'password',
    REDIS_URL: 'redis://cache:6379',
  },
  'a staging shop in production': {
    NODE_ENV: 'production',
    JWT_SECRET: 'j'.repeat(40),
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    TAX_DOCUMENTS_PROVIDER: 'sandbox',
  },
};

describe(`the variables table of ${CONFIG_DOC_FILE}`, () => {
  it('is the table the loaders give', () => {
    const fresh = withConfigTable(document, configTable(variables));
    if (fresh === document) return;
    const ours = document.split('\n');
    const line = fresh.split('\n').findIndex((text, at) => text !== ours[at]);
    throw new Error(
      `${CONFIG_DOC_FILE} differs from the loaders from line ${line + 1} on; run \`npm run config:docs -w backend\`\n` +
        `  loaders: ${fresh.split('\n')[line]}\n  file:    ${ours[line]}`,
    );
  });

  it('lists the variables that were missing from the hand-written one', () => {
    expect(names).toEqual(expect.arrayContaining(['TRANZILA_ALLOW_UNVERIFIED_NOTIFY', 'SMTP_PORT', 'STOREFRONT_SSR', 'CSP_FRAME_SOURCES']));
  });

  it('describes every variable, each once', () => {
    expect(new Set(names).size).toBe(names.length);
    for (const variable of variables) expect(variable.description.length).toBeGreaterThan(10);
  });

  it.each(Object.entries(CONFIGURED_SHOPS))('holds every variable the loaders read for %s', (_, env) => {
    const read = configVariables(env).map((variable) => variable.name);
    expect(read.filter((name) => !names.includes(name))).toEqual([]);
  });

  it('needs both markers', () => {
    expect(() => withConfigTable('# Configuration', 'table')).toThrow(`${CONFIG_DOC_FILE} needs the markers`);
  });
});
