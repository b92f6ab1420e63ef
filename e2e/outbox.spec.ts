import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { E2E_ADMIN } from './accounts';
import { dismissToasts, expectNoSeriousA11yViolations } from './axe';
import { waitForMail } from './mailbox';

/*
 * The outbox as an admin uses it. The e2e server sends email to the SMTP sink that
 * scripts/e2e.mjs runs (read here through e2e/mailbox.ts) and has no SMS provider.
 */
const tag = randomBytes(3).toString('hex');
const customerEmail = `outbox-${tag}@example.ie`;
// No company serves Galway in the e2e data, so the confirmation promises no reply time.
const CONFIRMATION_SUBJECT = 'We have your coach hire request';
const FINDING_COMPANIES = 'We are finding bus companies for your area and will be in touch.';

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A quote request as the public form sends it; waits out the per-address rate limit if it bites. */
async function submitLead(request: APIRequestContext): Promise<number> {
  const data = {
    full_name: `Outbox ${tag}`,
    email: customerEmail,
    mobile_number: '087 123 4567',
    pickup_location: 'Galway City',
    dropoff_location: 'Shannon Airport',
    date_of_travel: daysAhead(30),
    pickup_time: '08:30',
    group_type: 'School Tour',
    number_of_people: 45,
    distance: 92.5,
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

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Signed in successfully')).toBeVisible();
}

test('an admin finds the sent confirmation email in the outbox and reads it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const leadId = await submitLead(request);
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Admin Panel' })
    .getByRole('link', { name: 'Outbox' })
    .click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();

  // Other test files create leads too: show the largest page so this one's messages are on it.
  await page.getByRole('combobox', { name: 'Messages per page' }).click();
  await page.getByRole('option', { name: '100 per page' }).click();
  await expect(page).toHaveURL(/per_page=100/);

  // The job worker renders the messages within a second or so of the commit.
  const table = page.getByRole('table', { name: 'Messages' });
  const row = table.getByRole('row').filter({ hasText: customerEmail });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toHaveCount(1, { timeout: 1_000 });
    await expect(row).toContainText('Sent', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText(CONFIRMATION_SUBJECT);
  await expect(row).toContainText('Email');
  const delivered = await waitForMail(customerEmail, /We have your coach hire request/);
  expect(delivered.text).toContain(FINDING_COMPANIES);
  await expect(row.getByRole('link', { name: `Lead #${leadId}` })).toHaveAttribute(
    'href',
    `/admin/leads/${leadId}`,
  );
  await expect(row.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: `View ${CONFIRMATION_SUBJECT}` }).click();
  const dialog = page.getByRole('dialog', { name: CONFIRMATION_SUBJECT });
  await expect(dialog).toContainText(`Email to ${customerEmail}`);
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(dialog.frameLocator('iframe').getByText(FINDING_COMPANIES)).toBeVisible();

  await dialog.getByRole('tab', { name: 'Plain text' }).click();
  await expect(dialog.locator('pre')).toContainText(FINDING_COMPANIES);
  // Checked on this tab: axe cannot run inside the script-less preview frame (it waits forever),
  // and what that frame shows is the email, not this page.
  await expect(dialog.locator('iframe')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
