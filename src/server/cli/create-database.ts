// Run by `npm start` (scripts/start.mjs) in a child process, from the bundle, when the embedded
// database does not exist yet: creates it (unpacked from the empty cluster of decision 048, or by
// initdb, which peaks at ~850 MB) and migrates it, then exits, so the server opens an existing
// database and never holds that memory (decision 023). The server still creates the first admin
// and prints its password.
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';

try {
  const config = loadConfig(process.env);
  if (!config.DATABASE_URL) await (await openDatabase({ dataDir: config.DATA_DIR })).close();
} catch (error) {
  // The server reports the same problem (bad settings, a database in use) itself.
  if (!(error instanceof ConfigError)) console.error(error);
  process.exitCode = 1;
}
