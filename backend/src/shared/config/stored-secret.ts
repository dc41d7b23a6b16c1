import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A random secret kept in the data folder, so the embedded default needs no setup yet never uses a constant. */
export function storedSecret(dataDir: string, fileName: string): string {
  const path = join(dataDir, fileName);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const secret = randomBytes(48).toString('hex');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
