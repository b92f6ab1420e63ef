import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { E2E_ADMIN, signIn } from './accounts';
import { signInToWorkspace } from './workspace';
import { dismissToasts, expectNoSeriousA11yViolations } from './axe';
import { daysAhead, pdf } from './documents';
import { linkIn, waitForMail } from './mailbox';

/*
 * A company's own profile and team (issue #20, docs/product.md#profile, #team) on a phone-sized
 * screen: an approved company's owner edits the phone (at once) and the insurance date (waits
 * for review); an admin approves the change in `Changes to check`; the owner invites a
 * dispatcher, who sets a password and sees the team without the owner's actions.
 */
const tag = randomBytes(3).toString('hex');
const PASSWORD = 'a company password 1';
const dispatcher = { name: 'Ciarán Dunne', email: `ciaran-${tag}@e2e.test` };
const company = {
  name: `Lough Derg Coaches ${tag}`,
  email: `derg-${tag}@e2e.test`,
  licence: `RPTOL ${tag.toUpperCase()}7`,
};

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 375, height: 740 } });

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** The company applies, confirms and is approved through the API, as the application e2e clicks it. */
async function approvedCompany(request: APIRequestContext, baseURL: string) {
  const data = {
    company_name: company.name,
    contact_name: 'Sorcha Kenny',
    email: company.email,
    phone: '061 400 100',
    website: null,
    licence_number: company.licence,
    insurance_expires_on: daysAhead(300),
    base_location: 'Killaloe, Co. Clare',
    base_county: 'Clare',
    base_lat: 52.8066,
    base_lng: -8.4406,
    counties: ['Clare', 'Limerick'],
    fleet: [{ type: 'Coach', seats: 49, count: 1, amenities: ['toilet'] }],
    garda_vetted: true,
    terms_accepted: true,
  };
  const file = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdf });
  const applied = await request.post('/api/operators/applications', {
    multipart: {
      data: JSON.stringify(data),
      insurance_certificate: file('insurance.pdf'),
      operator_licence: file('licence.pdf'),
    },
  });
  expect(applied.status()).toBe(201);
  const confirm = await waitForMail(company.email, /Confirm your bus company application/);
  const token = linkIn(confirm, `${baseURL}/operators/confirm/`).split('/').pop();
  expect(
    (await request.post('/api/operators/applications/confirm', { data: { token } })).ok(),
  ).toBe(true);
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const queue = (await (await request.get('/api/operators/applications', { headers })).json()) as {
    data: { operator: { id: number; email: string } }[];
  };
  const id = queue.data.find((item) => item.operator.email === company.email)!.operator.id;
  expect((await request.post(`/api/operators/${id}/verify`, { headers })).ok()).toBe(true);
  return waitForMail(company.email, /Your bus company is approved/);
}

async function setPasswordAndSignIn(page: Page, link: string, email: string) {
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat new password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await signInToWorkspace(page, { email, password: PASSWORD });
}

/** The workspace's navigation folds into a menu on a phone. */
async function openPage(page: Page, name: string) {
  await page.getByRole('button', { name: 'Toggle Sidebar' }).first().click();
  await page.getByRole('link', { name, exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
});

test('the owner changes the phone at once and sends a new insurance date for review', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const approved = await approvedCompany(request, baseURL!);
  await setPasswordAndSignIn(page, linkIn(approved, `${baseURL}/set-password/`), company.email);

  await openPage(page, 'Profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Company profile' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Company details' });
  await form.getByLabel(/^Phone/).fill('061 555 200');
  await form.getByLabel(/^Insurance expiry date/).fill('30/06/2031');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(
    page.getByText('Saved. The changes that need a check are waiting for review.'),
  ).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Changes waiting for review' });
  await expect(waiting).toContainText('Insurance expiry date: Mon 30 Jun 2031');
  await expect(waiting).toContainText('Pending review');
  // Its documents from the application, read with its own token.
  const documents = page.getByRole('region', { name: 'Documents' });
  await documents.getByRole('button', { name: 'View operator licence' }).click();
  await expect(documents.locator('iframe[title="Operator licence"]')).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test('an admin approves the change in Changes to check', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/operators');
  const section = page.getByRole('region', { name: 'Changes to check' });
  const card = section.getByRole('article', { name: company.name });
  await expect(card).toContainText('Requested: Mon 30 Jun 2031');
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: 'Approve change' }).click();
  await expect(page.getByText('Change approved')).toBeVisible();
  await expect(section.getByRole('article', { name: company.name })).toHaveCount(0);
  await waitForMail(company.email, /Your company details are updated/);
});

test('the owner invites a dispatcher, who sees the team but cannot change it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInToWorkspace(page, { email: company.email, password: PASSWORD });
  await openPage(page, 'Profile');
  await expect(page.getByText('Your last change was approved on', { exact: false })).toBeVisible();
  await expect(page.getByLabel(/^Insurance expiry date/)).toHaveValue('30/06/2031');

  await openPage(page, 'Team');
  const invite = page.getByRole('form', { name: 'Invite a dispatcher' });
  await invite.getByLabel(/^Name/).fill(dispatcher.name);
  await invite.getByLabel(/^Email/).fill(dispatcher.email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${dispatcher.email}`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: dispatcher.name })).toContainText(
    'Invited',
  );
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);

  const mail = await waitForMail(dispatcher.email, /You are invited to/);
  await page.evaluate(() => localStorage.clear());
  await setPasswordAndSignIn(page, linkIn(mail, `${baseURL}/set-password/`), dispatcher.email);
  await openPage(page, 'Team');
  await expect(
    page.getByText("Only your company's owner can invite or remove people."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
