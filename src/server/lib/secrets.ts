import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads a secret kept in the data folder, creating it on first use, so tokens signed
 * before a restart stay valid after it without anyone having to configure anything.
 */
export function loadOrCreateSecret(dataDir: string, name: string): string {
  const path = join(dataDir, name);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(path, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(path, 'utf8').trim();
}
