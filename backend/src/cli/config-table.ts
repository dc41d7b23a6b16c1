import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigReader, ConfigVariable, Environment } from '../shared/config/config-reader';
import { loadShopConfig } from '../shop-config';

/** The document that holds the variables table, from the repository's root. */
export const CONFIG_DOC_FILE = 'docs/configuration.md';
export const CONFIG_TABLE_BEGIN = '<!-- config-variables:start -->';
export const CONFIG_TABLE_END = '<!-- config-variables:end -->';

/**
 * Every variable the loaders read, as they describe it: every loader runs through one recording
 * reader, with `env` (nothing but a fresh data folder by default, so the table shows the defaults).
 */
export function configVariables(env: Environment = {}): ConfigVariable[] {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-config-table-'));
  try {
    const reader = new ConfigReader({ DATA_DIR: dataDir, ...env });
    loadShopConfig(reader);
    return reader.variables();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A table cell: one line, no column break. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|');

export function configTable(variables: readonly ConfigVariable[]): string {
  const rows = variables.map((variable) =>
    [`\`${variable.name}\``, variable.context, variable.kind, variable.fallback, variable.allowed, variable.description]
      .map(cell)
      .join(' | '),
  );
  return [
    '| variable | context | kind | default | allowed | meaning |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

/** The document with the table between its two markers replaced; fails when a marker is missing. */
export function withConfigTable(document: string, table: string): string {
  const begin = document.indexOf(CONFIG_TABLE_BEGIN);
  const end = document.indexOf(CONFIG_TABLE_END);
  if (begin < 0 || end < begin) throw new Error(`${CONFIG_DOC_FILE} needs the markers ${CONFIG_TABLE_BEGIN} and ${CONFIG_TABLE_END}`);
  return `${document.slice(0, begin + CONFIG_TABLE_BEGIN.length)}\n${table}\n${document.slice(end)}`;
}
