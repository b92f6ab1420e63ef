import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shared/http';
import { leads, users } from './db/schema';
import { lastWrite, tablesWrittenAfter, watchWrites } from './test/bad-input/store';
import { bearer, createUser, tokenFor } from './test/auth-helpers';
import { seedLeads } from './test/leads';
import { createTestApp } from './test/test-app';

/**
 * The explicit bad inputs every endpoint has tested (missing, wrong type, too long, injection
 * strings, unknown fields) that the routes' own tests did not already have, in one place per
 * route. Wrong roles are in access.test.ts for every route; the generated cases in
 * bad-input.test.ts. Marketplace routes keep theirs beside their code.
 */
// No background job loop: a due job's writes (the daily insurance check) would look like a refused
// request's; and ready before watching, since getting ready schedules that check.
const context = await createTestApp({ JOB_POLL_MS: '0' });
const { app } = context;
await app.ready();
const admin = bearer(await tokenFor(app, await createUser(app, 1)));
const staffUser = await createUser(app, 2, { name: 'Case Manager' });
const [lead] = await seedLeads(app, [{ full_name: 'Case Lead' }]);
await watchWrites(app.db);
afterAll(async () => context.cleanup());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
type Refusal = {
  label: string;
  method: Method;
  url: string;
  payload?: unknown;
  status: number;
  /** The field the 422 names, when there is one. */
  field?: string;
};

/** A refused body for one route: 422 naming `field` unless another status is given. */
const sending =
  (method: Method, url: string) =>
  (label: string, payload: unknown, field?: string, status = 422): Refusal => ({
    label,
    method,
    url,
    payload,
    field,
    status,
  });

/** A refused query string or path: always 422 naming `field`. */
const getting = (label: string, url: string, field: string, method: Method = 'GET'): Refusal => ({
  label,
  method,
  url,
  field,
  status: 422,
});

const leadUrl = `/api/bus-quote/${lead!.id}`;
const login = sending('POST', '/api/auth/login');
const editUser = sending('PATCH', `/api/auth/user/${staffUser.id}`);
const bulkDelete = sending('POST', '/api/bus-quote/bulk-delete');
const editLead = sending('PATCH', leadUrl);
const addNote = sending('POST', `${leadUrl}/notes`);

const REFUSALS: Record<string, Refusal[]> = {
  'POST /api/auth/login': [
    login('a number for the email', { email: 1, password: 'x' }, 'email'),
    login('a list for the password', { email: 'a@b.ie', password: ['x'] }, 'password'),
    login(
      'an email over 254 characters',
      { email: `${'a'.repeat(250)}@b.ie`, password: 'x' },
      'email',
    ),
    login(
      'a password over 1024 characters',
      { email: 'a@b.ie', password: 'x'.repeat(1025) },
      'password',
    ),
    login(
      'SQL in the email',
      { email: "' OR '1'='1' --", password: "' OR '1'='1" },
      undefined,
      401,
    ),
  ],
  'PATCH /api/auth/user/:id': [
    editUser('a role as text', { role_id: 'admin' }, 'role_id'),
    editUser('a number for the status', { status: 5 }, 'status'),
    editUser('a name over 120 characters', { name: 'x'.repeat(121) }, 'name'),
    editUser('an empty name', { name: '  ' }, 'name'),
    editUser('a short password', { password: 'short' }, 'password'),
  ],
  'GET /api/bus-quote': [
    getting('page 0', '/api/bus-quote?page=0', 'page'),
    getting('a limit over 100', '/api/bus-quote?limit=101', 'limit'),
    getting('a limit in words', '/api/bus-quote?limit=ten', 'limit'),
  ],
  'GET /api/bus-quote/paginated': [
    getting(
      'a search over 200 characters',
      `/api/bus-quote/paginated?search=${'x'.repeat(201)}`,
      'search',
    ),
    getting('the same filter twice', '/api/bus-quote/paginated?status=new&status=lost', 'status'),
  ],
  'POST /api/bus-quote/bulk-delete': [
    bulkDelete('no ids', {}, 'ids'),
    bulkDelete('ids as text', { ids: `${lead!.id}` }, 'ids'),
    bulkDelete('an id that is not a number', { ids: [lead!.id, 'x'] }, 'ids.1'),
    bulkDelete(
      'more than 10,000 ids',
      { ids: Array.from({ length: 10_001 }, (_, i) => i + 1) },
      'ids',
    ),
  ],
  'PATCH /api/bus-quote/:id': [
    editLead('an unknown status', { status: 'done' }, 'status'),
    editLead('a number for the priority', { priority: 1 }, 'priority'),
    editLead('an assignee as text', { assigned_to: 'me' }, 'assigned_to'),
    editLead('only fields it does not take', { full_name: 'Changed', is_spam: true }),
  ],
  'POST /api/bus-quote/:id/notes': [
    addNote('no body', {}, 'body'),
    addNote('a number for the body', { body: 5 }, 'body'),
    addNote('a body over 5000 characters', { body: 'x'.repeat(5_001) }, 'body'),
  ],
  'GET /api/outbox': [
    getting('an unknown status', '/api/outbox?status=lost', 'status'),
    getting('a page size not offered', '/api/outbox?per_page=7', 'per_page'),
    getting('page 0', '/api/outbox?page=0', 'page'),
  ],
  'GET /api/outbox/:id, POST /api/outbox/:id/retry': [
    getting('a word for the id', '/api/outbox/abc', 'id'),
    getting('a negative id to retry', '/api/outbox/-1/retry', 'id', 'POST'),
  ],
  '/api/content/:kind': [
    getting('an unknown kind', '/api/content/blog', 'kind'),
    sending('POST', '/api/content/index')(
      'a URL over 200 characters',
      { url: `/${'a'.repeat(200)}`, content: {} },
      'url',
    ),
    sending('POST', '/api/content/index')('a number for the URL', { url: 5, content: {} }, 'url'),
    sending('PUT', '/api/content/about')('no content', { url: '/no-content' }, 'content'),
    sending('PATCH', '/api/content/index/abc')('an id that is not a number', { url: '/x' }, 'id'),
  ],
  '/api/images/:id': [
    getting('a width not offered', '/api/images/1/stream?w=123', 'w'),
    getting('a word for the id', '/api/images/abc', 'id'),
  ],
};

describe.each(Object.entries(REFUSALS))('%s', (_route, refusals) => {
  it.each(refusals)('refuses $label ($status), storing nothing', async (refusal) => {
    const before = await lastWrite(app.db);
    const response = await app.inject({
      method: refusal.method,
      url: refusal.url,
      headers: admin,
      ...(refusal.payload === undefined ? {} : { payload: refusal.payload as object }),
    });
    expect(response.statusCode, response.body).toBe(refusal.status);
    const body = apiErrorBodySchema.parse(response.json());
    if (refusal.field) expect(Object.keys(body.errors ?? {})).toContain(refusal.field);
    expect(await tablesWrittenAfter(app.db, before)).toEqual([]);
  });
});

describe('accepted, but only for what they mean', () => {
  it('PATCH /api/auth/user/:id ignores id, password_hash and timestamps, and keeps injection text as text', async () => {
    const name = "Róisín'); DROP TABLE users;-- <script>alert(1)</script>";
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/auth/user/${staffUser.id}`,
      headers: admin,
      payload: { name, id: 1, password_hash: 'x', created_at: '2000-01-01' },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.id, staffUser.id));
    expect(row).toMatchObject({ id: staffUser.id, name, password_hash: staffUser.password_hash });
    expect(row!.created_at.getFullYear()).not.toBe(2000);
  });

  it('PATCH /api/bus-quote/:id changes the priority and nothing it was not asked to', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: leadUrl,
      headers: admin,
      payload: { priority: 'high', full_name: 'Changed', is_spam: true, email: 'x@y.ie' },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await app.db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(row).toMatchObject({ priority: 'high', full_name: 'Case Lead', is_spam: false });
  });

  it('POST /api/bus-quote/:id/notes keeps injection strings as plain text', async () => {
    const body = '\'; DROP TABLE lead_notes; -- <img src=x onerror=alert(1)> =HYPERLINK("x")';
    const response = await app.inject({
      method: 'POST',
      url: `${leadUrl}/notes`,
      headers: admin,
      payload: { body },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().body).toBe(body);
  });
});
