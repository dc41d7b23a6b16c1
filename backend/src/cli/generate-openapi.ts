import 'reflect-metadata';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildOpenApiDocument, createApp } from '../app.factory';
import { ConfigReader } from '../shared/config/config-reader';
import { loadShopConfig } from '../shop-config';
import { ROLE_TABLE_FILE, roleTable, withRoleTable } from './readme-roles';

/** The file as written, or '' when it is missing (a missing file is a difference). */
function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Generates openapi/openapi.json from the code, and the role table of ROLE_TABLE_FILE from the same document (each
 * operation's x-roles, read from its access decorator). With --check, fails when either committed file
 * differs from what the code generates (run in CI).
 */
async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-openapi-'));
  const app = await createApp(
    loadShopConfig(
      new ConfigReader({ NODE_ENV: 'development', DATA_DIR: dataDir, DEMO_DATA: 'false', PUBLIC_URL: 'http://localhost:3000' }),
    ),
    { logger: false },
  );
  const document = buildOpenApiDocument(app);
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  const text = JSON.stringify(document, null, 2) + '\n';
  const root = join(__dirname, '..', '..', '..');
  const file = join(root, 'openapi', 'openapi.json');
  const roleFile = join(root, ROLE_TABLE_FILE);
  const roleDocument = readOrEmpty(roleFile);
  const freshRoleDocument = withRoleTable(roleDocument, roleTable(document));
  if (check) {
    const stale = [
      readOrEmpty(file) !== text && 'openapi/openapi.json',
      roleDocument !== freshRoleDocument && `${ROLE_TABLE_FILE}'s role table`,
    ].filter(Boolean);
    if (stale.length) {
      console.error(`${stale.join(' and ')} ${stale.length > 1 ? 'are' : 'is'} stale: run \`npm run openapi\` and commit the result.`);
      process.exit(1);
    }
    console.log(`openapi/openapi.json and ${ROLE_TABLE_FILE}'s role table match the code.`);
    return;
  }
  writeFileSync(file, text);
  writeFileSync(roleFile, freshRoleDocument);
  console.log(`Wrote ${file} (${Object.keys(document.paths).length} paths) and the role table of ${roleFile}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
