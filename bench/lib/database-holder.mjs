// Child process entry (plain node, no TypeScript loader): the memory reference for
// bench/memory.ts — a bare process holding the database the app opens, having answered one
// query, then idle. PGlite (the folder in BENCH_PGLITE_DIR, with pg_trgm, as the app opens it) or
// a pg pool on BENCH_DATABASE_URL.
const pgliteDir = process.env.BENCH_PGLITE_DIR;
let close;
if (pgliteDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = new PGlite(pgliteDir, { extensions: { pg_trgm } });
  await client.waitReady;
  await client.query('select count(*) from leads');
  close = () => client.close();
} else {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 10 });
  await pool.query('select count(*) from leads');
  close = () => pool.end();
}
console.log('ready');
const keepAlive = setInterval(() => {}, 60_000);
process.once('SIGTERM', () => {
  clearInterval(keepAlive);
  void close().finally(() => process.exit(0));
});
