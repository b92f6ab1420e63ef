import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

export class DatabaseLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database is already in use by another process (pid ${holderPid}). ` +
        'Only one process may open it: stop the other server first, or set DATABASE_URL to run ' +
        `several processes on PostgreSQL. If no such process exists, delete ${lockPath}.`,
    );
    this.name = 'DatabaseLockedError';
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Lock files this process holds: our own pid in a lock we do not hold is a previous life's. */
const heldHere = new Set<string>();

/**
 * The pid in the lock belongs to a live process other than a previous run of ours. A server
 * killed with SIGKILL can come back with the same pid — always PID 1 when it is a container's
 * main process — so our own pid counts as alive only for a lock this process really holds.
 */
function isHeldByLiveProcess(lockPath: string, holder: number): boolean {
  if (holder === process.pid) return heldHere.has(resolve(lockPath));
  return isProcessAlive(holder);
}

/**
 * PGlite has no cross-process locking: two processes on one folder silently lose writes.
 * An exclusive lock file holding our pid makes the second opener refuse instead;
 * a lock left by a dead process is taken over.
 */
export function acquireLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(resolve(lockPath));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(resolve(lockPath));
        if (readHolder(lockPath) === process.pid) unlinkSync(lockPath);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      if (holder !== undefined && isHeldByLiveProcess(lockPath, holder)) {
        throw new DatabaseLockedError(lockPath, holder);
      }
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not acquire ${lockPath}`);
}
