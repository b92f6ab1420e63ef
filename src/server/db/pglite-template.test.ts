import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client';
import { clusterTemplate, installedPgliteVersion, readTemplateInfo } from './pglite-template';

/** Decision 048: a new embedded database is unpacked from an empty cluster made by its PGlite. */

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function newFolder() {
  const dir = await mkdtemp(join(tmpdir(), 'coachhire-template-'));
  folders.push(dir);
  return dir;
}

describe('the embedded database’s template', () => {
  it('was made by the installed PGlite (run `npm run db:template` after upgrading it)', () => {
    expect(readTemplateInfo()?.pglite).toBe(installedPgliteVersion());
    expect(readTemplateInfo()?.postgres).toContain(`PGlite ${installedPgliteVersion()}`);
  });

  it('is not used by another PGlite version', () => {
    expect(clusterTemplate('0.0.1')).toBeNull();
    expect(clusterTemplate(installedPgliteVersion())).toBeInstanceOf(Blob);
  });

  it('makes a new database, migrated and kept, that opens again as itself', async () => {
    const dataDir = await newFolder();
    const identity = sql`select system_identifier::text as id from pg_control_system()`;
    const first = await openDatabase({ dataDir });
    const [made] = await queryRows<{ id: string }>(first.db, identity);
    expect(made?.id).toBe(readTemplateInfo()?.system_identifier);
    await first.db.execute(sql`insert into site_settings (key, value) values ('kept', '1'::jsonb)`);
    await first.close();

    const again = await openDatabase({ dataDir });
    const rows = await queryRows<{ key: string }>(
      again.db,
      sql`select key from site_settings where key = 'kept'`,
    );
    expect(rows).toEqual([{ key: 'kept' }]);
    const [extension] = await queryRows<{ extname: string }>(
      again.db,
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(extension?.extname).toBe('pg_trgm');
    await again.close();
  });
});
