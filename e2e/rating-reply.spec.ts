import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type APIRequestContext,
  expect,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { dismissToasts, expectNoSeriousA11yViolations } from './axe';
import { expectOk, openCompanyAccount, quoteForACustomer } from './company-journey';
import { productServerEnv } from './server-env';
import { signInToWorkspace } from './workspace';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

/*
 * After the trip, the company replies once, publicly, to its rating (issue #22 item 5,
 * docs/product.md#ratings, docs/product.md#workspace-ratings). A rating needs a trip that has
 * taken place, and a request cannot be made for a past day, so this spec runs its own server
 * (as `npm start` runs it, on its own embedded database) whose clock it moves three days on once
 * the customer has booked (e2e/shifted-clock.mjs). Everything else goes through the product:
 * the company applies and is approved, quotes by its emailed link, the customer chooses it and
 * rates the trip; the company signs in and replies from its Ratings page; the reply is then
 * seen under the rating by the customer who gave it and on another customer's comparison page.
 */
test.describe.configure({ mode: 'serial' });

const tag = randomBytes(3).toString('hex');
const company = {
  name: `Shannonside Coaches ${tag}`,
  email: `shannonside-${tag}@e2e.test`,
  password: 'shannonside coaches password',
  licence: `RPTOL ${tag.toUpperCase()}9`,
};
const rater = { name: `Ríona Rates${tag}`, email: `rater-${tag}@e2e.test`, phone: '087 555 0142' };
const nextCustomer = {
  name: `Ciarán Compares${tag}`,
  email: `comparer-${tag}@e2e.test`,
  phone: '087 555 0143',
};
const DAY_MS = 86_400_000;
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
const REPLY = 'Sorry we were late: there were roadworks at Patrickswell. We now leave earlier.';

let server: ChildProcess | undefined;
let folder = '';
let baseURL = '';
let api: APIRequestContext;
let raterToken = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The product as `npm start` runs it, with a clock this spec can move. */
async function startServer(): Promise<void> {
  folder = mkdtempSync(join(tmpdir(), 'coachhire-e2e-rating-'));
  writeFileSync(join(folder, 'clock-offset'), '0');
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  const clock = fileURLToPath(new URL('./shifted-clock.mjs', import.meta.url));
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', clock, 'scripts/start.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      ...productServerEnv({ port, dataDir: join(folder, 'data') }),
      CLOCK_OFFSET_FILE: join(folder, 'clock-offset'),
    },
  });
  await expect(async () => {
    const ready = await fetch(`${baseURL}/api/ready`);
    expect(ready.status).toBe(200);
  }).toPass({ timeout: 120_000, intervals: [500] });
}

test.beforeAll(async () => {
  test.skip(!process.env.E2E_CLIENT_DIR, 'needs the client build of `npm run test:e2e`');
  test.setTimeout(360_000);
  await startServer();
  api = await playwrightRequest.newContext({ baseURL });
  await openCompanyAccount(api, baseURL, company);
  raterToken = await quoteForACustomer(api, baseURL, {
    company,
    customer: rater,
    travelDate: isoDay(1),
  });
  // Three days on: the trip has taken place, and the customer rates it.
  writeFileSync(join(folder, 'clock-offset'), String(3 * DAY_MS));
  await expect(async () => {
    const rated = await api.post(`/api/quotes/${raterToken}/rating`, {
      data: { score: 2, comment: 'The coach was 25 minutes late.' },
    });
    expect(rated.status(), await rated.text()).toBe(200);
  }).toPass({ timeout: 10_000 });
});

test.afterAll(async () => {
  await api?.dispose();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('the company replies once to its rating from the Ratings page', async ({ browser }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInToWorkspace(page, company);
  await page
    .getByRole('navigation', { name: 'Company Workspace' })
    .getByRole('link', { name: 'Ratings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ratings' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'The coach was 25 minutes late.' });
  await expect(card.getByRole('img', { name: '2 out of 5 stars' })).toBeVisible();
  await card.getByRole('textbox', { name: /Your public reply to CH-/ }).fill(REPLY);
  await card.getByRole('button', { name: 'Publish reply' }).click();
  await expect(page.getByText('Your reply is published')).toBeVisible();
  await expect(card).toContainText(`Your reply${REPLY}`);
  // Once only: no form is left (the API's refusal is the last test).
  await expect(card.getByRole('textbox')).toHaveCount(0);
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('customers see the reply under the rating, labelled as the company’s', async ({ browser }) => {
  const context = await browser.newContext({ baseURL });
  await context.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  const page = await context.newPage();

  // The customer who rated sees it under their own rating.
  await page.goto(`/quotes/${raterToken}`);
  const thanks = page.locator('section', {
    has: page.getByRole('heading', { name: 'Thank you for rating your trip' }),
  });
  await expect(thanks).toContainText(`Reply from ${company.name}${REPLY}`);

  // Another customer comparing quotes sees it on the company's quote, under the score it answers.
  const otherToken = await quoteForACustomer(
    api,
    baseURL,
    { company, customer: nextCustomer, travelDate: isoDay(10) },
    { choose: false },
  );
  await page.goto(`/quotes/${otherToken}`);
  const replies = page.getByRole('region', { name: `${company.name} replies to its ratings` });
  await expect(replies.getByRole('img', { name: '2 out of 5 stars' })).toBeVisible();
  await expect(replies).toContainText(`Reply from ${company.name}${REPLY}`);
  await expect(replies).not.toContainText('25 minutes late');
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('a second reply is refused', async () => {
  const login = await api.post('/api/auth/login', {
    data: { email: company.email, password: company.password },
  });
  await expectOk(login);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const listed = await api.get('/api/operator/ratings', { headers });
  await expectOk(listed);
  const [rating] = ((await listed.json()) as { data: { id: number }[] }).data;
  const again = await api.post(`/api/operator/ratings/${rating!.id}/reply`, {
    headers,
    data: { body: 'A second go' },
  });
  expect(again.status()).toBe(409);
});
