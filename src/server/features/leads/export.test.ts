import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { seedLeads } from '../../test/leads';
import { createTestApp } from '../../test/test-app';
import { csvCellSql, toCsvCell } from './export';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let adminAuth: { authorization: string };

beforeAll(async () => {
  ({ app, cleanup } = await createTestApp());
  adminAuth = bearer(await tokenFor(app, await createUser(app, 1, { name: 'Ó Briain, Ciara' })));
});
afterAll(async () => cleanup());

const exportCsv = async (query = '') => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/bus-quote/export/csv${query}`,
    headers: adminAuth,
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** Characters that matter to CSV and to spreadsheets, mixed with ordinary and accented text. */
const cellText = fc.string({
  unit: fc.constantFrom(
    '=',
    '+',
    '-',
    '@',
    '\t',
    '\r',
    '\n',
    '"',
    ',',
    "'",
    ' ',
    'a',
    'é',
    'Ó',
    '1',
  ),
  maxLength: 12,
});

describe('CSV cells formatted by PostgreSQL', () => {
  it('are exactly what toCsvCell makes of the same text', async () => {
    await fc.assert(
      fc.asyncProperty(cellText, async (text) => {
        const [row] = await queryRows<{ cell: string }>(
          app.db,
          sql`select ${csvCellSql(sql`${text}::text`)} as cell`,
        );
        expect(row!.cell).toBe(toCsvCell(text));
      }),
      { numRuns: 200 },
    );
  });
});

describe('GET /api/bus-quote/export/csv', () => {
  it('writes every column as the API shows it', async () => {
    const manager = await createUser(app, 2, { name: 'Ó Briain, Ciara' });
    const [lead] = await seedLeads(app, [
      {
        full_name: '@Séamus "The Bus" Ó Sé',
        email: 'seamus@example.ie',
        mobile_number: '+353 87 123 4567',
        pickup_location: 'Cork, County Cork',
        dropoff_location: 'Croke Park',
        pickup_lat: 51.9,
        pickup_lng: -8.47,
        date_of_travel: '2030-06-01',
        pickup_time: '08:30',
        is_return_trip: true,
        return_date: '2030-06-02',
        return_time: '18:00',
        group_type: 'Sports Team',
        number_of_people: 45,
        vehicle_selected: null,
        distance: 256.4,
        additional_info: '-two wheelchairs\nkit bags',
        slug: '/coach-hire-cork',
        status: 'contacted',
        priority: 'high',
        assigned_to: manager.id,
      },
    ]);
    const shown = (
      await app.inject({ method: 'GET', url: `/api/bus-quote/${lead!.id}`, headers: adminAuth })
    ).json();
    const csv = await exportCsv(`?ids=${lead!.id}`);
    const expected = [
      shown.id,
      shown.reference,
      shown.created_at,
      shown.full_name,
      shown.email,
      shown.mobile_number,
      shown.pickup_location,
      shown.dropoff_location,
      shown.date_of_travel,
      shown.pickup_time,
      shown.is_return_trip,
      shown.return_date,
      shown.return_time,
      shown.group_type,
      shown.number_of_people,
      shown.vehicle_selected,
      shown.distance,
      shown.additional_info,
      shown.slug,
      shown.status,
      shown.priority,
      shown.assigned_to_name,
    ]
      .map(toCsvCell)
      .join(',');
    expect(csv.split('\r\n')[1]).toBe(expected);
    expect(expected).toContain(`"'@Séamus ""The Bus"" Ó Sé"`);
    expect(expected).toContain(',Yes,2030-06-02,18:00,');
    expect(expected).toContain(`"Ó Briain, Ciara"`);
  });

  it('streams more leads than one batch: each once, in id order, spam left out', async () => {
    const before = (
      await app.inject({
        method: 'GET',
        url: '/api/bus-quote/paginated?per_page=10',
        headers: adminAuth,
      })
    ).json().total as number;
    const seeded = await seedLeads(
      app,
      Array.from({ length: 4_321 }, (_, index) => ({
        full_name: `Batch ${index}`,
        is_spam: index % 100 === 0,
      })),
    );
    const lines = (await exportCsv()).split('\r\n').slice(1, -1);
    const spam = seeded.filter((lead) => lead.is_spam).length;
    expect(lines).toHaveLength(before + seeded.length - spam);
    const ids = lines.map((line) => Number(line.slice(0, line.indexOf(','))));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    const spamIds = new Set(seeded.filter((lead) => lead.is_spam).map((lead) => lead.id));
    expect(ids.some((id) => spamIds.has(id))).toBe(false);
  });
});
