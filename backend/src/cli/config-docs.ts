import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_DOC_FILE, configTable, configVariables, withConfigTable } from './config-table';

/**
 * Writes the variables table of CONFIG_DOC_FILE from the loaders themselves (`npm run config:docs`):
 * each variable with its context, kind, default, allowed values and description as its loader reads it.
 */
function main(): void {
  const file = join(__dirname, '..', '..', '..', CONFIG_DOC_FILE);
  const variables = configVariables();
  writeFileSync(file, withConfigTable(readFileSync(file, 'utf8'), configTable(variables)));
  console.log(`${CONFIG_DOC_FILE}: ${variables.length} variables`);
}

main();
