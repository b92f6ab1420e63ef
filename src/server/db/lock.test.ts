import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseLockedError, acquireLock } from './lock';

describe('the embedded database lock file', () => {
  let dir: string;
  let lockPath: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'coachhire-lockfile-'));
    lockPath = join(dir, 'db.lock');
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('takes over a lock naming our own pid that this process does not hold (a killed PID 1 restarted)', async () => {
    // A container's main process is PID 1 before and after a kill -9: the stale lock names us.
    await writeFile(lockPath, String(process.pid));
    const release = acquireLock(lockPath);
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('still refuses a second opener in this process while the first holds the lock', () => {
    const release = acquireLock(lockPath);
    try {
      expect(() => acquireLock(lockPath)).toThrow(DatabaseLockedError);
    } finally {
      release();
    }
    acquireLock(lockPath)();
  });
});
