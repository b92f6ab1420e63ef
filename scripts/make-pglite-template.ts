// `npm run db:template`: makes the empty cluster a new embedded database starts from
// (src/server/db/pglite-template.ts, decision 048) with the installed PGlite. Run it after
// upgrading PGlite; a test fails until it is run. Compressing takes a minute or two (brotli at
// its best: 40 MB of catalogs become ~1.4 MB).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import {
  TEMPLATE_ARCHIVE,
  TEMPLATE_INFO,
  type TemplateInfo,
  installedPgliteVersion,
} from '../src/server/db/pglite-template';

const client = await PGlite.create('memory://');
const { rows } = await client.query<{ version: string; system_identifier: string }>(
  'select version(), system_identifier::text from pg_control_system()',
);
const tar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
await client.close();

const archive = brotliCompressSync(tar, {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
    [constants.BROTLI_PARAM_SIZE_HINT]: tar.length,
  },
});
const info: TemplateInfo = {
  pglite: installedPgliteVersion(),
  postgres: rows[0]!.version,
  system_identifier: rows[0]!.system_identifier,
};
mkdirSync(dirname(TEMPLATE_ARCHIVE), { recursive: true });
writeFileSync(TEMPLATE_ARCHIVE, archive);
writeFileSync(TEMPLATE_INFO, `${JSON.stringify(info, null, 2)}\n`);
console.log(
  `${TEMPLATE_ARCHIVE}: ${(archive.length / 1e6).toFixed(2)} MB (${(tar.length / 1e6).toFixed(1)} MB of cluster), ${info.postgres}`,
);
