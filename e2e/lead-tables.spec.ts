import { randomBytes } from 'node:crypto';
import { type Locator, type Page, type TestInfo, expect, test } from '@playwright/test';
import { E2E_ADMIN } from './accounts';

/*
 * The lead lists at a laptop's width (1280 px, beside the sidebar) and a phone's (375 px): every
 * column can be brought into view, a row's actions are in view without scrolling (the actions
 * column is held at the right edge), the page itself never scrolls sideways, and the empty list
 * says so on screen (docs/product.md#lead-list). Positions are asserted rather than compared
 * with stored images, which differ between machines; each check keeps a screenshot attachment.
 */
test.describe.configure({ mode: 'serial' });

const tag = `Tables${randomBytes(3).toString('hex')}`;
const customer = `Orla ${tag}`;
const manager = {
  name: `Manager ${tag}`,
  email: `manager-${tag.toLowerCase()}@e2e.test`,
  password: 'manager password for e2e',
};
const COLUMNS = [
  'Customer',
  'Journey',
  'Travel Date',
  'Group',
  'People',
  'Distance',
  'Status',
  'Assigned To',
  'Created',
  'Actions',
];
const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async ({ request }) => {
  const lead = await request.post('/api/bus-quote', {
    data: {
      full_name: customer,
      email: `orla.${tag.toLowerCase()}@example.ie`,
      mobile_number: '087 123 4567',
      pickup_location: 'Cork City Hall, Co. Cork',
      dropoff_location: 'Dublin Airport, Co. Dublin',
      date_of_travel: daysAhead(40),
      pickup_time: '09:30',
      group_type: 'School Tour',
      number_of_people: 1,
      distance: 256.4,
      is_return_trip: true,
      return_date: daysAhead(41),
      return_time: '18:00',
      slug: '/',
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const created = await request.post('/api/auth/user', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...manager, role_id: 2 },
  });
  expect(created.status(), await created.text()).toBe(201);
});

async function signIn(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Signed in successfully')).toBeVisible();
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

/** The page itself is never wider than the screen: only the table scrolls sideways. */
async function expectNoPageOverflow(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

/**
 * Scrolls the table so the element starts at its left edge (as far as it goes), and the page so
 * it is clear of the sticky header, then checks it is on screen and that its middle is not under
 * anything else, such as the held actions column.
 */
async function expectShownWhenScrolledTo(element: Locator, what: string) {
  await element.evaluate((node) => node.scrollIntoView({ block: 'center', inline: 'start' }));
  await expect(element, what).toBeInViewport();
  const uncovered = await element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && node.contains(hit);
  });
  expect(uncovered, `${what} is covered`).toBe(true);
}

/** Finds this run's lead, then checks every column and the row's actions. */
async function expectWholeRow(page: Page, testInfo: TestInfo, label: string, actions: Locator[]) {
  await page.getByRole('searchbox', { name: 'Search leads' }).fill(tag);
  const table = page.getByRole('table', { name: 'Leads' });
  const row = table.getByRole('row').filter({ hasText: customer });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(row).toContainText('Round trip');

  // The actions are in view as soon as the row is (the page scrolled down to it on a phone),
  // with the table scrolled to its start.
  await row
    .getByRole('cell')
    .first()
    .evaluate((node) => node.scrollIntoView({ block: 'center', inline: 'nearest' }));
  for (const action of actions) await expect(action).toBeInViewport({ ratio: 1 });
  await attachScreenshot(page, testInfo, `${label}.png`);

  for (const column of COLUMNS) {
    const header = table.getByRole('columnheader', { name: new RegExp(`^${column}`) });
    await expectShownWhenScrolledTo(header, `the ${column} header`);
  }
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(COLUMNS.length + 1);
  for (let index = 0; index < COLUMNS.length + 1; index += 1) {
    await expectShownWhenScrolledTo(cells.nth(index), `cell ${index}`);
    // Scrolled to any column, the actions stay in view.
    for (const action of actions) await expect(action).toBeInViewport({ ratio: 1 });
  }
  await attachScreenshot(page, testInfo, `${label}-scrolled.png`);
  await expectNoPageOverflow(page, page.viewportSize()!.width);
}

for (const size of SIZES) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the admin lead list shows every column and the row actions', async ({
      page,
    }, testInfo) => {
      await signIn(page, E2E_ADMIN);
      await page.goto('/admin/leads');
      const row = page.getByRole('row').filter({ hasText: customer });
      await expectWholeRow(page, testInfo, `admin-leads-${size.width}`, [
        row.getByRole('link', { name: `View ${customer}` }),
        row.getByRole('button', { name: `Delete ${customer}` }),
      ]);
    });

    test('the manager lead list shows every column and the row actions', async ({
      page,
    }, testInfo) => {
      await signIn(page, manager);
      await page.goto('/manager/leads');
      const row = page.getByRole('row').filter({ hasText: customer });
      await expectWholeRow(page, testInfo, `manager-leads-${size.width}`, [
        row.getByRole('link', { name: `View ${customer}` }),
        row.getByRole('button', { name: `Assign ${customer}` }),
      ]);
    });

    test('an empty lead list says so on screen', async ({ page }, testInfo) => {
      await signIn(page, E2E_ADMIN);
      await page.goto('/admin/leads');
      await page.getByRole('searchbox', { name: 'Search leads' }).fill(`none-${tag}`);
      // Wholly on screen once the page is scrolled down to it, not off to the side.
      const empty = page.getByText('No leads found');
      await empty.scrollIntoViewIfNeeded();
      await expect(empty).toBeInViewport({ ratio: 1 });
      await attachScreenshot(page, testInfo, `admin-leads-empty-${size.width}.png`);
      await expectNoPageOverflow(page, size.width);
    });
  });
}
