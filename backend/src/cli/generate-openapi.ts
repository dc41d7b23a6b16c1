import 'reflect-metadata';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildOpenApiDocument, createApp } from '../app.factory';
import { loadConfig } from '../shared/config/app-config';

/**
 * Generates openapi/openapi.json from the code. With --check, fails when the committed file
 * differs from what the code generates (run in CI).
 */
async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-openapi-'));
  const app = await createApp(
    loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, DEMO_DATA: 'false', PUBLIC_URL: 'http://localhost:3000' }),
    { logger: false },
  );
  const document = buildOpenApiDocument(app);
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  const text = JSON.stringify(document, null, 2) + '\n';
  const file = join(__dirname, '..', '..', '..', 'openapi', 'openapi.json');
  if (check) {
    let committed = '';
    try {
      committed = readFileSync(file, 'utf8');
    } catch {
      /* missing file is a difference */
    }
    if (committed !== text) {
      console.error('openapi/openapi.json is stale: run `npm run openapi` and commit the result.');
      process.exit(1);
    }
    console.log('openapi/openapi.json matches the code.');
    return;
  }
  writeFileSync(file, text);
  console.log(`Wrote ${file} (${Object.keys(document.paths).length} paths)`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
