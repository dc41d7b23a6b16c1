// Fails when openapi/wire.generated.ts (the wire types of both apps) is not what openapi/openapi.json generates today, so a contract
// change of the backend breaks the storefront's build and tests instead of a shopper's page.
// Regenerate with: npm run api-types -w storefront
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const spec = new URL('../../openapi/openapi.json', import.meta.url);
const generatedFile = fileURLToPath(new URL('../../openapi/wire.generated.ts', import.meta.url));
const fresh = astToString(await openapiTS(spec));
const normalise = (text) =>
  text
    .replace(/^\/\*\*[\s\S]*?\*\/\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();
let current = '';
try {
  current = readFileSync(generatedFile, 'utf8');
} catch {
  // missing: reported below
}
if (normalise(current) !== normalise(fresh)) {
  console.error('openapi/wire.generated.ts is stale: run `npm run api-types -w storefront` and commit it.');
  process.exit(1);
}
console.log('API types match openapi/openapi.json');
