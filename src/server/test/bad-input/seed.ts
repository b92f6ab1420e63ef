import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../../features/users/repository';
import { TEST_PASSWORD, bearer, createUser, tokenFor } from '../auth-helpers';
import { seedLeads, validLead } from '../leads';
import { inviteOperator, seedOperator } from '../marketplace';
import { imagePart, multipart, png } from './multipart';

type Admin = { authorization: string };

async function addLeads(app: FastifyInstance, admin: Admin) {
  const statuses = ['new', 'contacted', 'quoted', 'converted', 'lost'] as const;
  const leads = await seedLeads(
    app,
    statuses.map((status) => ({ status })),
  );
  for (const lead of leads.slice(0, 2)) {
    await app.inject({
      method: 'POST',
      url: `/api/bus-quote/${lead.id}/notes`,
      headers: admin,
      payload: { body: 'Called back, waiting on numbers.' },
    });
  }
  const operator = await seedOperator(app.db);
  await inviteOperator(app, leads[0]!.id, operator.id);
}

/** Leads through the API, so their jobs run and leave messages in the outbox. */
async function addMessages(app: FastifyInstance) {
  for (const email of ['first@example.ie', 'second@example.ie']) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/bus-quote',
      payload: validLead({ email }),
    });
    if (response.statusCode !== 201) throw new Error(`seeding a lead: ${response.body}`);
  }
  await app.jobs.runDueJobs();
}

async function addPages(app: FastifyInstance, admin: Admin) {
  const pages = [
    ['index', '/coach-hire-cork'],
    ['index', '/'],
    ['about', '/'],
    ['how-it-works', '/'],
  ] as const;
  for (const [kind, url] of pages) {
    await app.inject({
      method: 'POST',
      url: `/api/content/${kind}`,
      headers: admin,
      payload: { url, content: {}, is_published: true },
    });
  }
  // A draft too: the public lookups must not show it.
  await app.inject({
    method: 'PUT',
    url: '/api/content/index',
    headers: admin,
    payload: { url: '/draft-landing-page', content: {} },
  });
}

async function addImage(app: FastifyInstance, admin: Admin) {
  const { payload, contentType } = multipart([imagePart(await png(40, 30))]);
  await app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { ...admin, 'content-type': contentType },
    payload,
  });
}

/** An admin's new email waiting for its link, so the confirmation route has a row to name. */
async function addEmailChange(app: FastifyInstance) {
  const user = await createUser(app, 1, { name: 'Moving admin' });
  await app.inject({
    method: 'PATCH',
    url: `/api/auth/user/${user.id}`,
    headers: bearer(await tokenFor(app, user)),
    payload: { email: `moved-${user.id}@example.ie`, current_password: TEST_PASSWORD },
  });
}

const countRows = async (app: FastifyInstance, table: string) =>
  Number(
    (
      await queryRows<{ count: string | number }>(
        app.db,
        sql`select count(*) as count from ${sql.identifier(table)}`,
      )
    )[0]!.count,
  );

/**
 * A little of everything, through the API where it exists (so jobs and history are real):
 * leads in each status with notes, messages and an invited bus company, pages of each kind,
 * an image, an email change. Returns a user that no longer exists, for forged tokens, and
 * `topUp`, which puts back what fuzzed deletes took away before the next route runs.
 */
export async function seedEverything(app: FastifyInstance) {
  const admin = bearer(await tokenFor(app, await createUser(app, 1, { name: 'Seeding admin' })));
  await addLeads(app, admin);
  await addMessages(app);
  await addPages(app, admin);
  await addImage(app, admin);
  await addEmailChange(app);
  const deletedUser: UserRow = await createUser(app, 1);
  await app.db.delete(users).where(eq(users.id, deletedUser.id));
  // A fresh admin each time: the fuzzing may have deleted or demoted the last one.
  const freshAdmin = async () =>
    bearer(await tokenFor(app, await createUser(app, 1, { name: 'Top-up admin' })));
  const topUp = async () => {
    if ((await countRows(app, 'leads')) < 5 || (await countRows(app, 'lead_invites')) < 1) {
      await addLeads(app, await freshAdmin());
    }
    if ((await countRows(app, 'messages')) < 2) await addMessages(app);
    if ((await countRows(app, 'pages')) < 4) await addPages(app, await freshAdmin());
    if ((await countRows(app, 'images')) < 1) await addImage(app, await freshAdmin());
    if ((await countRows(app, 'email_changes')) < 1) await addEmailChange(app);
  };
  return { deletedUser, topUp };
}
