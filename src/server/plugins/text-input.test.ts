import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadNotes, pages, users } from '../db/schema';
import { bearer, createUser, tokenFor } from '../test/auth-helpers';
import { seedLeads } from '../test/leads';
import { createTestApp } from '../test/test-app';

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

async function counts(): Promise<number[]> {
  const [noteRows, userRows, pageRows] = await Promise.all([
    app.db.select().from(leadNotes),
    app.db.select().from(users),
    app.db.select().from(pages),
  ]);
  return [noteRows.length, userRows.length, pageRows.length];
}
