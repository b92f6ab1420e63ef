import type { FastifyInstance } from 'fastify';
import { type SQL, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadFiltersSchema } from '@shared/leads/management';
import { leads } from '../../db/schema';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { seedLeads } from '../../test/leads';
import { createTestApp, usesPostgres } from '../../test/test-app';
import { streamLeadsCsv } from './export';
import { crlfRows, leadsCsvCopyStream } from './export-copy';
import { leadConditions } from './staff-repository';

describe('crlfRows', () => {
  const rows = ['1,a,b\n', '2,"x\ny",""""\n', '3,"a,""\n""b",\n', '4,,"\r"\n'].join('');
  const expected = ['1,a,b\r\n', '2,"x\ny",""""\r\n', '3,"a,""\n""b",\r\n', '4,,"\r"\r\n'].join('');

  it('ends rows with CRLF and leaves line breaks inside quoted cells, wherever chunks split', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(rows.length), { maxLength: 8 }), (cuts) => {
        const bytes = Buffer.from(rows);
        const points = [0, ...[...cuts].sort((a, b) => a - b), bytes.length];
        const toCrlf = crlfRows();
        const out = points
          .slice(1)
          .map((end, index) => toCrlf(bytes.subarray(points[index], end)).toString());
        expect(out.join('')).toBe(expected);
      }),
    );
  });
});

/** Text cells made of what matters to CSV and to spreadsheets, and ordinary letters. */
const cellText = fc.string({
  unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', "'", '\\', ' ', 'a', 'é'),
  maxLength: 10,
});

/** The PostgreSQL export (COPY) and the batched one (PGlite's) on the same rows. */
describe.skipIf(!usesPostgres)('the CSV export through COPY', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let adminAuth: { authorization: string };
  let adminId: number;

  beforeAll(async () => {
    ({ app, cleanup } = await createTestApp());
    const admin = await createUser(app, 1, { name: 'Ó Briain, "Ciara"' });
    adminId = admin.id;
    adminAuth = bearer(await tokenFor(app, admin));
    const texts = fc.sample(cellText, { numRuns: 240, seed: 19 });
    const text = (index: number) => texts[index % texts.length]!;
    await seedLeads(
      app,
      Array.from({ length: 60 }, (_, index) => ({
        full_name: text(index * 4) || 'x',
        email: text(index * 4 + 1),
        mobile_number: `-${index}`,
        pickup_location: text(index * 4 + 2),
        dropoff_location: text(index * 4 + 3),
        pickup_time: index % 7 === 0 ? '=1+1' : '09:00',
        group_type: index % 5 === 0 ? '@group, "quoted"' : 'School Tour',
        vehicle_selected: index % 3 === 0 ? null : text(index + 7),
        additional_info: index % 4 === 0 ? '' : text(index + 11),
        distance: index % 6 === 0 ? -12.5 : index * 3.25,
        is_return_trip: index % 2 === 0,
        return_date: index % 2 === 0 ? '2030-06-03' : null,
        return_time: index % 2 === 0 ? '\n18:00' : null,
        slug: index % 9 === 0 ? '\\.' : '/',
        assigned_to: index % 3 === 1 ? adminId : null,
        is_spam: index % 10 === 9,
      })),
    );
  });
  afterAll(async () => cleanup?.());

  const throughRoute = async (query: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/bus-quote/export/csv${query}`,
      headers: adminAuth,
    });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };
  const batched = async (where: SQL | undefined) => {
    const parts: Buffer[] = [];
    for await (const part of streamLeadsCsv(app.db, where)) parts.push(Buffer.from(part));
    return Buffer.concat(parts);
  };
  const filtered = (query: Record<string, string>) =>
    leadConditions(leadFiltersSchema.parse(query), adminId).where;

  it('sends the same bytes as the batched export: every lead, BOM and header first', async () => {
    const copied = await throughRoute('');
    expect(copied.equals(await batched(filtered({})))).toBe(true);
    expect(copied.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    // 54 leads that are not spam, a header, and the last CRLF.
    expect(copied.toString().split('\r\n')).toHaveLength(56 + countInnerBreaks(copied));
  });

  it('sends the same bytes for filters, quotes and backslashes written into the statement', async () => {
    const queries: Record<string, string>[] = [
      { search: "a'\\" },
      { search: '"' },
      { is_return_trip: 'true', assigned_to: 'me' },
      { date_from: '2020-01-01', date_to: '2099-12-31', include_spam: 'true' },
    ];
    for (const query of queries) {
      const copied = await throughRoute(`?${new URLSearchParams(query)}`);
      expect(copied.equals(await batched(filtered(query)))).toBe(true);
    }
  });

  it('sends the same bytes however small the pieces it writes', async () => {
    const where = filtered({});
    for (const writeBytes of [1, 97, 4096]) {
      const parts: Buffer[] = [];
      const stream = await leadsCsvCopyStream(app.database.copyTo!, where, writeBytes);
      for await (const part of stream) parts.push(part as Buffer);
      expect(Buffer.concat(parts).equals(await batched(where))).toBe(true);
    }
  });

  it('sends the same bytes for selected ids', async () => {
    const ids = (await app.db.select({ id: leads.id }).from(leads)).map((row) => row.id);
    const picked = ids.filter((_, index) => index % 4 === 1);
    const copied = await throughRoute(`?ids=${picked.join(',')}`);
    expect(copied.equals(await batched(inArray(leads.id, picked)))).toBe(true);
  });
});

/** Line breaks inside quoted cells: the CSV has more CRLF-split parts than rows by these. */
function countInnerBreaks(csv: Buffer): number {
  let quoted = false;
  let count = 0;
  const text = csv.toString();
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (char === '"') quoted = !quoted;
    else if (quoted && char === '\r' && text[at + 1] === '\n') count += 1;
  }
  return count;
}
