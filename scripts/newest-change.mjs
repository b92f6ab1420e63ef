import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The latest modification time under `path` (a file or a folder, walked whole); 0 if missing. */
export function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stats.mtimeMs,
  );
}
