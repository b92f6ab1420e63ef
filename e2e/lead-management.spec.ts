import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { E2E_ADMIN } from './accounts';
import { dismissToasts, expectNoSeriousA11yViolations } from './axe';

/*
 * Lead management as staff click it. The leads are seeded through the public quote API (the
 * e2e server allows 5 requests a minute per address, so this file creates 4), tagged so that a
 * search finds only this run's leads. The tests build on each other, so they run in order.
 */
test.describe.configure({ mode: 'serial' });

const tag = `E2E${randomBytes(3).toString('hex')}`;
const names = { aoife: `Aoife ${tag}`, brian: `Brian ${tag}`, ciara: `Ciara ${tag}` };
const manager = {
  name: `Manager ${tag}`,
  email: `manager-${tag.toLowerCase()}@e2e.test`,
  password: 'manager password for e2e',
};

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Submits a quote request as the public form would; waits out the rate limit if it bites. */
async function submitLead(request: APIRequestContext, fullName: string, groupType: string) {
  const data = {
    full_name: fullName,
    email: `${fullName.split(' ')[0]!.toLowerCase()}.${tag.toLowerCase()}@example.ie`,
    mobile_number: '087 123 4567',
    pickup_location: 'Cork City',
    dropoff_location: 'Dublin Airport',
    date_of_travel: daysAhead(40),
    pickup_time: '09:30',
    group_type: groupType,
    number_of_people: 30,
    distance: 256.4,
    is_return_trip: false,
    slug: '/',
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await request.post('/api/bus-quote', { data });
    if (response.status() === 201) return ((await response.json()) as { id: number }).id;
    if (response.status() !== 429) throw new Error(`seeding failed: ${await response.text()}`);
    const wait = Number(response.headers()['retry-after'] ?? 60);
    await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
  }
  throw new Error('seeding failed: still rate limited');
}

async function signIn(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Signed in successfully')).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Leads' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const figure = (page: Page, label: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label }) });

async function searchTag(page: Page) {
  await page.getByRole('searchbox', { name: 'Search leads' }).fill(tag);
  await expect(bodyRows(page)).toHaveCount(3);
}

test.beforeAll(async ({ request }) => {
  await submitLead(request, names.aoife, 'School Tour');
  await submitLead(request, names.brian, 'Wedding Party');
  await submitLead(request, names.ciara, 'Sports Team');
});

test('an admin searches, filters, sorts, exports two leads and deletes one', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  await page
    .getByRole('navigation', { name: 'Admin Panel' })
    .getByRole('link', { name: 'Lead Management' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();
  await searchTag(page);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await expect(row(page, names.aoife)).toContainText('New');
  await expect(row(page, names.aoife)).toContainText('Unassigned');
  await expect(row(page, names.aoife)).toContainText('Today');
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('combobox', { name: 'Filter by group' }).click();
  await page.getByRole('option', { name: 'Wedding Party' }).click();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText(names.brian);
  await page.getByRole('combobox', { name: 'Filter by group' }).click();
  await page.getByRole('option', { name: 'All Groups' }).click();
  await expect(bodyRows(page)).toHaveCount(3);

  await page.getByRole('button', { name: 'Customer' }).click();
  await expect(page.getByRole('columnheader', { name: 'Customer' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(bodyRows(page).first()).toContainText(names.aoife);
  await page.getByRole('button', { name: 'Customer' }).click();
  await expect(bodyRows(page).first()).toContainText(names.ciara);

  await page.getByRole('checkbox', { name: `Select ${names.aoife}` }).check();
  await page.getByRole('checkbox', { name: `Select ${names.brian}` }).check();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Selected' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('bus_quotes_selected.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(names.aoife);
  expect(csv).toContain(names.brian);
  expect(csv).not.toContain(names.ciara);

  await page.getByRole('button', { name: `Delete ${names.ciara}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete this lead? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Lead deleted')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(row(page, names.ciara)).toHaveCount(0);
});

test('an admin opens a lead, marks it contacted, adds a note and sees the history', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN);
  await page.goto(`/admin/leads?search=${tag}`);
  await page.getByRole('link', { name: `View ${names.aoife}` }).click();
  await expect(page).toHaveURL(/\/admin\/leads\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: names.aoife })).toBeVisible();
  await expect(page.getByText('256.40 km')).toBeVisible();
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeFocused();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await expect(page.getByRole('option')).toHaveText(['New', 'Contacted', 'Lost']);
  await page.getByRole('option', { name: 'Contacted' }).click();
  await expect(page.getByText('Status updated')).toBeVisible();

  await page.getByRole('button', { name: 'Add Notes' }).click();
  const note = page.getByRole('textbox', { name: 'New note' });
  await expect(note).toBeFocused();
  await note.fill('Rang the customer; wants a 35-seater.');
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText('wants a 35-seater');

  const history = page.getByRole('list', { name: 'History' });
  await expect(history).toContainText('sent the quote request');
  await expect(history).toContainText('changed the status from New to Contacted');
  await expect(history).toContainText('added a note');

  await page.goto('/admin/leads/2147483000');
  await expect(page.getByRole('heading', { name: 'Lead Not Found' })).toBeVisible();
  await expect(page.getByText('The requested lead could not be found.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Leads' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
});

test('a manager assigns a lead to themselves and finds it under My Leads', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const created = await request.post('/api/auth/user', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...manager, role_id: 2 },
  });
  expect(created.status()).toBe(201);

  await signIn(page, manager);
  await expect(page).toHaveURL(/\/manager$/);
  await expect(figure(page, 'My Leads')).toContainText('0');
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('navigation', { name: 'Manager Panel' })
    .getByRole('link', { name: 'My Leads' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Leads' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search leads' }).fill(tag);
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: /Delete|Export/ })).toHaveCount(0);
  await page.getByRole('button', { name: `Assign ${names.brian}` }).click();
  await expect(page.getByText('Lead assigned to you')).toBeVisible();
  await expect(row(page, names.brian)).toContainText(manager.name);

  await page.getByRole('combobox', { name: 'Filter by assignee' }).click();
  await page.getByRole('option', { name: 'Assigned to me' }).click();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText(names.brian);
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: `View ${names.brian}` }).click();
  await expect(page).toHaveURL(/\/manager\/leads\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: names.brian })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Unassign' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('navigation', { name: 'Manager Panel' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(figure(page, 'My Leads')).toContainText('1');
  await expect(page.getByRole('link', { name: names.brian })).toBeVisible();
});

test("the admin dashboard's figures change when a new lead arrives", async ({ page, request }) => {
  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  const total = figure(page, 'Total Leads').locator('p').first();
  await expect(total).toHaveText(/^\d+$/);
  const before = Number(await total.textContent());
  await expect(page.getByRole('img', { name: /^Leads per day\./ })).toBeVisible();
  // Other specs' leads and invitations run in parallel, so the newest events may be theirs.
  const activity = page.locator('[data-slot="card"]', {
    has: page.getByRole('heading', { name: 'Recent Activity' }),
  });
  await expect(activity.getByRole('link').first()).toBeVisible();
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);

  await submitLead(request, `Dara ${tag}`, 'Family Trip');
  await page.reload();
  await expect
    .poll(async () => Number(await figure(page, 'Total Leads').locator('p').first().textContent()))
    .toBeGreaterThan(before);
  await page.getByRole('link', { name: 'Pending Leads' }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?status=pending$/);
  await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveText('Pending');
});
