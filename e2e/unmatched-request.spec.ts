import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { E2E_ADMIN } from './accounts';
import { dismissToasts, expectNoSeriousA11yViolations } from './axe';
import { linkIn, readMailbox, waitForMail } from './mailbox';

/*
 * No stranded request (issue #18): a request from Donegal, where no verified company works, is
 * flagged to staff and promises the customer no reply time. An admin sees it among the
 * unmatched requests, invites a company from another county from the lead's page, and verifies
 * the Donegal company waiting for verification, which is then invited by itself. That company
 * quotes, and the customer's page counts the replies instead of saying "0 of 0". Last, the
 * admin sends one invitation again from the outbox.
 *
 * No other spec has a company near Donegal or Waterford, nor a lead there.
 */
test.describe.configure({ mode: 'serial' });

const tag = randomBytes(3).toString('hex');
const PEOPLE = 23;
const JOURNEY_TEXT = `School Tour, ${PEOPLE} people`;
const FINDING_COMPANIES = 'We are finding bus companies for your area and will be in touch.';
const LETTERKENNY = { lat: 54.9558, lng: -7.7342 };
const customer = { name: `Áine Unmatched${tag}`, email: `unmatched-${tag}@e2e.test` };
const donegal = {
  name: `Swilly Coaches ${tag}`,
  email: `swilly-${tag}@e2e.test`,
  base_location: 'Letterkenny, Co. Donegal',
  base_county: 'Donegal',
  base_lat: LETTERKENNY.lat,
  base_lng: LETTERKENNY.lng,
  counties: ['Donegal'],
};
const waterford = {
  name: `Suir Valley Travel ${tag}`,
  email: `suir-${tag}@e2e.test`,
  base_location: 'Waterford, Co. Waterford',
  base_county: 'Waterford',
  base_lat: 52.2593,
  base_lng: -7.1101,
  counties: ['Waterford'],
};

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function adminHeaders(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

async function addCompany(
  request: APIRequestContext,
  headers: Record<string, string>,
  company: typeof donegal,
  verify: boolean,
) {
  const created = await request.post('/api/operators', {
    headers,
    data: {
      ...company,
      company_name: company.name,
      contact_name: 'Bookings',
      phone: '074 912 0000',
      website: '',
      licence_number: `RPTO-${tag}-${company.base_county}`,
      insurance_expires_on: daysAhead(365),
      fleet: [{ type: 'Coach', seats: 49, count: 1, amenities: ['luggage'] }],
      notes: '',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { operator } = (await created.json()) as { operator: { id: number } };
  if (verify) {
    const verified = await request.post(`/api/operators/${operator.id}/verify`, { headers });
    expect(verified.status(), await verified.text()).toBe(200);
  }
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Signed in successfully')).toBeVisible();
}

/** The invitations for this request that reached a company's inbox. */
const invitationsTo = (email: string) =>
  readMailbox().filter((mail) => mail.to.includes(email) && mail.text.includes(JOURNEY_TEXT));

let leadId = 0;
let comparisonLink = '';
let respondLink = '';

test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  await addCompany(request, headers, donegal, false);
  await addCompany(request, headers, waterford, true);
});

test.beforeEach(async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
});

test('a request from a county no company serves promises no reply time and alerts staff', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const response = await request.post('/api/bus-quote', {
    data: {
      full_name: customer.name,
      email: customer.email,
      mobile_number: '087 555 0199',
      pickup_location: 'Letterkenny, Co. Donegal',
      pickup_lat: LETTERKENNY.lat,
      pickup_lng: LETTERKENNY.lng,
      dropoff_location: 'Sligo, Co. Sligo',
      date_of_travel: daysAhead(40),
      pickup_time: '09:30',
      group_type: 'School Tour',
      number_of_people: PEOPLE,
      distance: 118,
      is_return_trip: false,
      slug: '/',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  leadId = ((await response.json()) as { id: number }).id;

  const confirmation = await waitForMail(
    customer.email,
    /^We have your coach hire request$/,
    90_000,
  );
  expect(confirmation.text).toContain(FINDING_COMPANIES);
  comparisonLink = linkIn(confirmation, `${baseURL}/quotes/`);
  await waitForMail(E2E_ADMIN.email, /^New lead \(unmatched\):/, 90_000, customer.name);

  await page.goto(comparisonLink);
  await expect(page.getByText(FINDING_COMPANIES)).toBeVisible();
  await expect(page.getByText(/0 of 0/)).toHaveCount(0);
});

test('the admin finds it among the unmatched requests and invites a company from the lead page', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page);
  await page.goto('/admin');
  const figure = page
    .getByRole('heading', { name: 'Unmatched Requests', exact: true })
    .locator('xpath=ancestor::*[@data-slot="card"][1]');
  await expect(figure.getByText(/^[1-9]\d*$/)).toBeVisible();
  await page.getByRole('link', { name: 'Unmatched Requests' }).first().click();
  await expect(page).toHaveURL(/unmatched=true/);
  await page
    .getByRole('table', { name: 'Leads' })
    .getByRole('link', { name: `View ${customer.name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${leadId}$`));
  await expect(page.getByText('Companies invited (0)')).toBeVisible();

  await page.getByRole('button', { name: 'Invite companies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite companies' });
  await expect(dialog.getByText('Pick-up county: Donegal.')).toBeVisible();
  const waiting = dialog.getByRole('checkbox', { name: donegal.name });
  await expect(waiting).toBeDisabled();
  await expect(waiting).toHaveAccessibleDescription(/not verified/);
  const far = dialog.getByRole('checkbox', { name: waterford.name });
  await expect(far).toBeEnabled();
  await expect(far).toHaveAccessibleDescription(/does not serve Donegal, based \d+ km/);
  await expectNoSeriousA11yViolations(page);
  await far.focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByText('1 selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Invite selected' }).click();
  await expect(page.getByText('1 company invited')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Companies invited (1)')).toBeVisible();
  const invited = page.getByRole('list', { name: 'Companies invited' });
  await expect(invited).toContainText(waterford.name);
  await expect(invited).toContainText('invited by');
  await expect(invited).toContainText('outside the matching rules');

  const invitation = await waitForMail(waterford.email, /^Quote request:/, 90_000, JOURNEY_TEXT);
  expect(invitation.text).not.toContain(customer.email);
});

test('verifying the Donegal company invites it to the request by itself', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page);
  await page.goto('/admin/operators');
  await page.getByRole('searchbox').first().fill(tag);
  await page.getByRole('button', { name: `Verify ${donegal.name}` }).click();
  await expect(page.getByText('Bus company verified')).toBeVisible();

  const invitation = await waitForMail(donegal.email, /^Quote request:/, 90_000, JOURNEY_TEXT);
  respondLink = linkIn(invitation, `${new URL(page.url()).origin}/respond/`);

  await page.goto(`/admin/leads/${leadId}`);
  await expect(page.getByText('Companies invited (2)')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Companies invited' })).toContainText(
    `matched again after ${donegal.name} was verified`,
  );
});

test('the company quotes and the customer’s page counts the replies', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(respondLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Quote request' })).toBeVisible();
  await page.getByLabel(/^Base price, in euro/).fill('780');
  await page.getByLabel('Valid until').fill(daysAhead(40));
  await page.getByLabel('Vehicle').fill('Coach');
  await page.getByLabel('Seats').fill('49');
  await page.getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByRole('button', { name: 'Update quote' })).toBeVisible();

  await page.goto(comparisonLink);
  await expect(page.getByText('1 of 2 companies have replied')).toBeVisible();
  await expect(page.getByText(/0 of 0/)).toHaveCount(0);
  await expect(page.getByText(FINDING_COMPANIES)).toHaveCount(0);
  const quotes = page.getByRole('list', { name: 'Quotes' }).getByRole('article');
  await expect(quotes).toHaveCount(1);
  await expect(quotes.first()).toContainText(donegal.name);
});

test('the admin sends an invitation again from the outbox', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/admin/outbox?per_page=100');
  const row = page
    .getByRole('table', { name: 'Messages' })
    .getByRole('row')
    .filter({ hasText: waterford.email });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toHaveCount(1, { timeout: 1_000 });
    await expect(row).toContainText('Sent', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const before = invitationsTo(waterford.email).length;
  await row.getByRole('button', { name: /^Resend/ }).click();
  await expect(page.getByText('Message queued again')).toBeVisible();
  await expect(async () => {
    expect(invitationsTo(waterford.email).length).toBe(before + 1);
  }).toPass({ timeout: 60_000 });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('row').filter({ hasText: waterford.email })).toHaveCount(2, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
});
