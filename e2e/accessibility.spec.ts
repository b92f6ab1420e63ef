import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { E2E_ADMIN } from './accounts';
import { expectNoSeriousA11yViolations } from './axe';

/*
 * The accessibility sweep (issue #8): axe-core over every back-office screen as the role that
 * uses it, and keyboard-only walk-throughs of the two forms people use most — the public quote
 * form and the admin lead list. Public pages are swept in public-site.spec.ts. The walk-throughs
 * never click: every field is reached with Tab and operated with the keys a keyboard user has.
 */

const tag = `A11Y${randomBytes(3).toString('hex')}`;
const manager = {
  name: `Manager ${tag}`,
  email: `manager-${tag.toLowerCase()}@e2e.test`,
  password: 'manager password for a11y',
};

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function apiToken(request: APIRequestContext, credentials = E2E_ADMIN): Promise<string> {
  const response = await request.post('/api/auth/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function submitLead(request: APIRequestContext, fullName: string): Promise<number> {
  const response = await request.post('/api/bus-quote', {
    data: {
      full_name: fullName,
      email: `${tag.toLowerCase()}@example.ie`,
      mobile_number: '087 123 4567',
      pickup_location: 'Cork City',
      dropoff_location: 'Dublin Airport',
      date_of_travel: daysAhead(40),
      pickup_time: '09:30',
      group_type: 'School Tour',
      number_of_people: 30,
      distance: 256.4,
      is_return_trip: false,
      slug: '/',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Signs in by keyboard alone: Tab to each field, type, Enter submits. */
async function signInByKeyboard(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type(credentials.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(credentials.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signed in successfully')).toBeVisible();
}

/**
 * Presses Tab until `target` has focus, failing if it is not reached within `limit` presses —
 * which is what a keyboard user would find: a control Tab never reaches cannot be used.
 */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  const handle = await target.elementHandle();
  expect(handle, 'the target exists').not.toBeNull();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await handle!.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}

async function dismissToasts(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  const close = page.locator('[data-sonner-toast][data-visible="true"] [data-close-button]');
  await expect(async () => {
    if ((await close.count()) > 0) await close.first().click({ timeout: 1000 });
    await page.mouse.move(0, 0);
    expect(await toasts.count()).toBe(0);
  }).toPass({ timeout: 15_000 });
}

let leadId = 0;

test.beforeAll(async ({ request }) => {
  leadId = await submitLead(request, `Aoife ${tag}`);
  await submitLead(request, `Brian ${tag}`);
  const token = await apiToken(request);
  const created = await request.post('/api/auth/user', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...manager, role_id: 2, status: 'active' },
  });
  expect(created.status(), await created.text()).toBe(201);
});

test('every admin screen passes axe', async ({ page }) => {
  test.setTimeout(90_000);
  await signInByKeyboard(page, E2E_ADMIN);
  const screens: [string, string][] = [
    ['/admin', 'Dashboard'],
    ['/admin/leads', 'Lead Management'],
    [`/admin/leads/${leadId}`, `Aoife ${tag}`],
    ['/admin/users', 'User Management'],
    ['/admin/home-editor', 'Page Management'],
    ['/admin/outbox', 'Outbox'],
    ['/admin/messages', 'Messages'],
    ['/admin/operators', 'Bus Companies'],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await dismissToasts(page);
    await test.step(`axe on ${path}`, () => expectNoSeriousA11yViolations(page));
  }
});

test('the page editor passes axe on every tab', async ({ page }) => {
  test.setTimeout(90_000);
  await signInByKeyboard(page, E2E_ADMIN);
  await page.goto('/admin/home-editor/edit/root');
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index += 1) {
    const tab = tabs.nth(index);
    const name = (await tab.textContent()) ?? `tab ${index}`;
    await tab.focus();
    await page.keyboard.press('Enter');
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await dismissToasts(page);
    await test.step(`axe on the ${name} tab`, () => expectNoSeriousA11yViolations(page));
  }
});

test('every manager screen passes axe', async ({ page }) => {
  await signInByKeyboard(page, manager);
  for (const path of ['/manager', '/manager/leads', `/manager/leads/${leadId}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await dismissToasts(page);
    await test.step(`axe on ${path}`, () => expectNoSeriousA11yViolations(page));
  }
});

test('the sign-in page passes axe', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the lead list works by keyboard alone: search, sort, open a lead', async ({ page }) => {
  await signInByKeyboard(page, E2E_ADMIN);
  await page.goto('/admin/leads');
  const table = page.getByRole('table', { name: 'Leads' });
  await expect(table).toBeVisible();

  await tabTo(page, page.getByRole('searchbox', { name: 'Search leads' }));
  await page.keyboard.type(tag);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);

  await tabTo(page, table.getByRole('button', { name: 'Customer' }));
  await page.keyboard.press('Enter');
  const header = table.getByRole('columnheader', { name: 'Customer' });
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.first()).toContainText(`Aoife ${tag}`);
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.first()).toContainText(`Brian ${tag}`);

  await tabTo(page, table.getByRole('checkbox', { name: `Select Aoife ${tag}` }));
  await page.keyboard.press('Space');
  await expect(table.getByRole('checkbox', { name: `Select Aoife ${tag}` })).toBeChecked();

  await tabTo(page, table.getByRole('link', { name: `View Aoife ${tag}` }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${leadId}$`));
  await expect(page.getByRole('heading', { level: 2, name: `Aoife ${tag}` })).toBeVisible();
});

test.describe('the quote form by keyboard alone', () => {
  test('a visitor fills and sends it without a pointer', async ({ page }) => {
    test.setTimeout(60_000);
    await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Get Your Free Quotes' });
    await expect(form).toBeVisible();

    const pickup = form.getByRole('combobox', { name: 'Pick-up Location' });
    await tabTo(page, pickup, 120);
    await page.keyboard.type('Cork');
    await expect(form.getByRole('option', { name: 'Cork, Co. Cork', exact: true })).toBeVisible();
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('ArrowDown');
      const activeId = await pickup.getAttribute('aria-activedescendant');
      if (
        (await page.locator(`[id="${activeId}"]`).getAttribute('aria-label')) === 'Cork, Co. Cork'
      )
        break;
    }
    await page.keyboard.press('Enter');
    await expect(pickup).toHaveValue('Cork, Co. Cork');

    const dropoff = form.getByRole('combobox', { name: 'Drop-off Location' });
    await tabTo(page, dropoff);
    await page.keyboard.type('Galway');
    await expect(
      form.getByRole('option', { name: 'Galway, Co. Galway', exact: true }),
    ).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dropoff).toHaveValue(/Galway/);

    await tabTo(page, form.getByLabel('Full Name'));
    await page.keyboard.type('Niamh Keyboard');
    await tabTo(page, form.getByLabel('Email Address'));
    await page.keyboard.type('niamh@example.ie');
    await tabTo(page, form.getByLabel('Mobile Number'));
    await page.keyboard.type('087 765 4321');

    const travel = daysAhead(30);
    const [year, month, day] = travel.split('-');
    await tabTo(page, form.getByLabel('Date of Travel'));
    // Day first, as people in Ireland write it, whatever the browser's locale (en-US here).
    await page.keyboard.type(`${day}/${month}/${year}`);
    await expect(form.getByLabel('Date of Travel')).toHaveValue(`${day}/${month}/${year}`);
    await tabTo(page, form.getByLabel('Pick-up Time'));
    await page.keyboard.type('0930AM');
    await expect(form.getByLabel('Pick-up Time')).toHaveValue('09:30');

    const groupType = form.getByRole('combobox', { name: 'Type of Group' });
    await tabTo(page, groupType);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    const schoolTour = page.getByRole('option', { name: 'School Tour' });
    for (let step = 0; step < 20; step += 1) {
      if (await schoolTour.evaluate((option) => option === document.activeElement)) break;
      await page.keyboard.press('ArrowDown');
    }
    await expect(schoolTour).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(groupType).toHaveText('School Tour');

    await tabTo(page, form.getByLabel('Number of People'));
    await page.keyboard.type('45');

    await tabTo(page, form.getByRole('button', { name: 'Get My Free Quotes' }));
    const sent = page.waitForRequest('**/api/bus-quote');
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toMatchObject({
      full_name: 'Niamh Keyboard',
      pickup_location: 'Cork, Co. Cork',
      date_of_travel: travel,
      pickup_time: '09:30',
      group_type: 'School Tour',
      number_of_people: 45,
    });
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  });
});
