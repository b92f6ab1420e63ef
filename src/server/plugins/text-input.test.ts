import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadNotes, leads, pages, users } from '../db/schema';
import { bearer, createUser, tokenFor } from '../test/auth-helpers';
import { seedLeads, validLead } from '../test/leads';
import { validOperator } from '../test/operators';
import { createTestApp } from '../test/test-app';
import { hasUnstorableCharacters } from './text-input';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let admin: { authorization: string };
let leadId: number;

beforeAll(async () => {
  ({ app, cleanup } = await createTestApp());
  admin = bearer(await tokenFor(app, await createUser(app, 1)));
  leadId = (await seedLeads(app, [{}]))[0]!.id;
});
afterAll(async () => cleanup());

const NUL = 'a\u0000b';
const NOT_ALLOWED = ['Contains characters that are not allowed'];

describe('a NUL character (U+0000), which PostgreSQL cannot store', () => {
  type Case = { label: string; url: () => string; payload: object; field: string };
  const cases: Case[] = [
    {
      label: 'a note',
      url: () => `/api/bus-quote/${leadId}/notes`,
      payload: { body: NUL },
      field: 'body',
    },
    {
      label: 'a user',
      url: () => '/api/auth/user',
      payload: { name: NUL, email: 'nul@example.ie', password: 'twelve chars ok', role_id: 2 },
      field: 'name',
    },
    {
      label: 'a sign-in',
      url: () => '/api/auth/login',
      payload: { email: NUL, password: 'x' },
      field: 'email',
    },
    {
      label: 'a page URL',
      url: () => '/api/content/index',
      payload: { url: `/${NUL}`, content: {} },
      field: 'url',
    },
    {
      label: 'page content',
      url: () => '/api/content/about',
      payload: { url: '/nul', content: { title: NUL } },
      field: 'content.title',
    },
  ];

  for (const item of cases) {
    it(`in ${item.label} is a 422 on that field, not a 500, and nothing is stored`, async () => {
      const before = await counts();
      const response = await app.inject({
        method: 'POST',
        url: item.url(),
        headers: admin,
        payload: item.payload,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ [item.field]: NOT_ALLOWED });
      expect(await counts()).toEqual(before);
    });
  }

  it('in a query string is a 422 too, for the list and the export', async () => {
    for (const url of [
      '/api/bus-quote/paginated?search=a%00b',
      '/api/bus-quote/paginated?group_type=%00',
      '/api/bus-quote/export/csv?search=a%00b',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: admin });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors, url).toEqual({ [url.split(/[?=]/)[1]!]: NOT_ALLOWED });
    }
  });

  it('is judged only where a route reads it: unknown parameters and slugs are not', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/places?q=cork&__proto__=%00' });
    expect(unknown.statusCode).toBe(200);
    const slug = await app.inject({ method: 'GET', url: '/api/about/a%00b' });
    expect(slug.statusCode).toBe(404);
  });

  it('has a sibling: half of a surrogate pair, which is not text either', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/user',
      headers: { ...admin, 'content-type': 'application/json' },
      payload:
        '{"name":"x","email":"half@example.ie","password":"twelve chars ok","role_id":2,"department":"\\ud800"}',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ department: NOT_ALLOWED });
  });

  it('cannot arrive unescaped: a surrogate encoded as UTF-8 bytes is decoded as U+FFFD', async () => {
    // ED A0 80 is U+D800 written as UTF-8, which is not valid UTF-8. The body holds no backslash,
    // so it is not walked: it must still reach the database as storable text, never a 500.
    const [before, after] = JSON.stringify(validLead({ full_name: 'Mary#Smith' })).split('#');
    const body = Buffer.concat([
      Buffer.from(before!),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from(after!),
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/bus-quote',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    const name = (response.json() as { full_name: string }).full_name;
    expect(name).toMatch(/^Mary\uFFFD+Smith$/);
    expect(hasUnstorableCharacters(name)).toBe(false);
  });

  it('leaves other characters alone: tabs, newlines and unicode still arrive', async () => {
    const body = 'Line one\n\tLine two — Ó Súilleabháin 😀';
    const response = await app.inject({
      method: 'POST',
      url: `/api/bus-quote/${leadId}/notes`,
      headers: admin,
      payload: { body },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().body).toBe(body);
  });
});

describe('control characters in single-line text', () => {
  const post = (url: string, payload: object, headers: object = admin) =>
    app.inject({ method: 'POST', url, headers: { ...headers }, payload });

  it.each([
    ['a line feed in a lead name', 'full_name', 'Mary\nBcc: all@example.ie'],
    ['a carriage return in a lead name', 'full_name', 'Mary\rSmith'],
    ['a tab in a place', 'pickup_location', 'Cork\tCity'],
    ['a C1 next-line in a place', 'dropoff_location', 'Cobh\u0085Harbour'],
    // JSON carries DEL and C1 unescaped: a body without a single backslash is still judged.
    ['a DEL in a lead name', 'full_name', 'Mary\u007fSmith'],
    ['an escape in the group type', 'group_type', 'School\u001b[31m'],
  ])('%s is a 422 on that field and no lead is stored', async (_label, field, value) => {
    const before = await leadCount();
    const response = await post('/api/bus-quote', validLead({ [field]: value }), {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: NOT_ALLOWED });
    expect(await leadCount()).toBe(before);
  });

  it('is refused in staff accounts, sign-in and bus companies too, keyed by field', async () => {
    const user = await post('/api/auth/user', {
      name: 'Line\nBreak',
      email: 'lines@example.ie',
      password: 'twelve chars ok',
      role_id: 2,
      department: 'Sales\tDesk',
    });
    expect(user.json().errors).toEqual({ name: NOT_ALLOWED, department: NOT_ALLOWED });
    const signIn = await post('/api/auth/login', { email: 'a@exam\r\nple.ie', password: 'x' });
    expect(signIn.json().errors).toEqual({ email: NOT_ALLOWED });
    const operator = await post('/api/operators', validOperator({ company_name: 'Bus\nCo' }));
    expect(operator.json().errors).toEqual({ company_name: NOT_ALLOWED });
    const search = await app.inject({
      method: 'GET',
      url: '/api/bus-quote/paginated?search=a%0Ab',
      headers: admin,
    });
    expect(search.json().errors).toEqual({ search: NOT_ALLOWED });
  });

  it('keeps tabs and line breaks in multi-line fields, but not other control characters', async () => {
    const lead = await post(
      '/api/bus-quote',
      validLead({ additional_info: 'Two stops:\n\t1. Cork\r\n\t2. Cobh' }),
      {},
    );
    expect(lead.statusCode).toBe(201);
    expect(lead.json().additional_info).toBe('Two stops:\n\t1. Cork\r\n\t2. Cobh');
    const bell = await post(`/api/bus-quote/${leadId}/notes`, { body: 'Ring\u0007ring' });
    expect(bell.statusCode).toBe(422);
    expect(bell.json().errors).toEqual({ body: NOT_ALLOWED });
  });

  it('leaves text the schema does not declare to its own validation (page content)', async () => {
    const response = await post('/api/content/about', {
      url: '/lines',
      content: { subtitle: 'First line\nSecond line' },
    });
    expect(response.statusCode).toBe(201);
    const url = await post('/api/content/about', { url: '/two\nlines', content: {} });
    expect(url.json().errors).toEqual({ url: NOT_ALLOWED });
  });
});

async function leadCount(): Promise<number> {
  return (await app.db.select().from(leads)).length;
}

async function counts(): Promise<number[]> {
  const [noteRows, userRows, pageRows] = await Promise.all([
    app.db.select().from(leadNotes),
    app.db.select().from(users),
    app.db.select().from(pages),
  ]);
  return [noteRows.length, userRows.length, pageRows.length];
}
