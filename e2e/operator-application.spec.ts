import { randomBytes } from 'node:crypto';
import { type Page, expect, test } from '@playwright/test';
import { toInputDate } from '../src/shared/dates';
import { E2E_ADMIN, signIn } from './accounts';
import { dismissToasts, expectNoSeriousA11yViolations } from './axe';
import { daysAhead, pdf, png } from './documents';
import { linkIn, waitForMail } from './mailbox';
import { expectNoSidewaysScroll, signInToWorkspace } from './workspace';

/*
 * A bus company applies itself (issue #20, docs/product.md#for-bus-companies) on a phone-sized
 * screen: it fills in the application with its two documents (a small PDF and PNG made here),
 * confirms by the emailed link, and an admin finds it in Pending applications, views a document
 * and approves it; the company then sets its password from the approval email and signs in to its
 * workspace (docs/product.md#company-accounts), finds a new request in its Invitations, quotes in
 * place, and once the customer chooses it sees the won job on its Jobs page.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 375, height: 740 } });

const tag = randomBytes(3).toString('hex');
const company = {
  name: `Shannon Side Coaches ${tag}`,
  email: `shannon-${tag}@e2e.test`,
  licence: `RPTOL ${tag.toUpperCase()}1`,
  password: `shannon side ${tag} password`,
};
const customer = {
  name: `Síle Inbox${tag}`,
  email: `inbox-customer-${tag}@e2e.test`,
  phone: '087 555 0142',
};
const travelDate = daysAhead(25);

test.beforeEach(async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
});

async function fillApplication(page: Page) {
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Send application' }) });
  await form.getByLabel(/^Company name/).fill(company.name);
  await form.getByLabel(/^Contact name/).fill('Máire Ní Bhriain');
  await form.getByLabel(/^Email/).fill(company.email);
  await form.getByLabel(/^Phone/).fill('061 400 000');
  await form.getByLabel(/licence number/).fill(company.licence);
  await form.getByLabel(/^Insurance expiry date/).fill(daysAhead(300));
  const base = form.getByRole('combobox', { name: 'Base location' });
  await base.fill('Limerick');
  await form.getByRole('option').first().click();
  await expect(form.getByText(/^County /)).toBeVisible();
  const counties = form.getByRole('group', { name: /Counties served/ });
  await counties.getByRole('checkbox', { name: 'Limerick' }).click();
  await counties.getByRole('checkbox', { name: 'Clare' }).click();
  const vehicle = form.getByRole('group', { name: 'Vehicle 1' });
  await vehicle.getByLabel(/^Vehicle type/).fill('Coach');
  await vehicle.getByLabel(/^Seats/).fill('49');
  await vehicle.getByLabel(/^Vehicle licence expires/).fill(daysAhead(500));
  await form.getByLabel(/^Insurance certificate/).setInputFiles({
    name: 'insurance.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await form.getByLabel(/^Operator licence$|^Operator licence\*?$/).setInputFiles({
    name: 'licence.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await form.getByRole('radio', { name: 'Yes' }).check();
  await form.getByRole('checkbox', { name: 'I accept the partner terms' }).click();
  return form;
}

test('a company applies from the footer link and confirms by the emailed link', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  // The page's code starts after its first paint (decision 036): a click while it takes over the
  // pre-rendered page can be lost, so wait for it to settle.
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'For bus companies' })
    .click();
  await expect(page).toHaveURL(/\/operators\/join$/);
  await expect(page.getByRole('heading', { level: 1, name: 'For bus companies' })).toBeVisible();

  const form = await fillApplication(page);
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Application sent' })).toBeVisible();

  const mail = await waitForMail(company.email, /Confirm your bus company application/);
  await page.goto(linkIn(mail, `${baseURL}/operators/confirm/`));
  await expect(page.getByRole('heading', { name: 'Application confirmed' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an admin sees it in Pending applications, views a document and approves it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/operators');

  const card = page.getByRole('article', { name: company.name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(company.licence);
  await card.getByRole('button', { name: 'View operator licence' }).click();
  await expect(card.getByRole('img', { name: 'Operator licence' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Download operator licence' })).toHaveAttribute(
    'href',
    /^blob:/,
  );
  await card.getByRole('button', { name: 'View insurance certificate' }).click();
  await expect(card.locator('iframe[title="Insurance certificate"]')).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Application approved')).toBeVisible();
  await expect(page.getByRole('article', { name: company.name })).toHaveCount(0);
  await waitForMail(company.email, /Your bus company is approved/);
});

test('the company sets its password from the approval email and signs in to its workspace', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const mail = await waitForMail(company.email, /Your bus company is approved/);
  await page.goto(linkIn(mail, `${baseURL}/set-password/`));
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('New password', { exact: true }).fill(company.password);
  await page.getByLabel('Repeat new password').fill(company.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(
    page.getByText('Your password is set. Sign in with your email and new password.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email', { exact: true }).fill(company.email);
  await page.getByLabel('Password', { exact: true }).fill(company.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/operator$/);
  await expect(page.getByText('Bus company', { exact: true })).toBeVisible();
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);

  // The back office is not theirs.
  await page.goto('/admin/leads');
  await expect(
    page.getByRole('heading', { name: "You don't have access to this page" }),
  ).toBeVisible();
});

test('a new request in the company’s area reaches its Invitations, and it quotes in place', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const sent = await request.post('/api/bus-quote', {
    data: {
      full_name: customer.name,
      email: customer.email,
      mobile_number: customer.phone,
      pickup_location: 'Ennis',
      dropoff_location: 'Limerick',
      date_of_travel: travelDate,
      pickup_time: '09:30',
      group_type: 'School Tour',
      number_of_people: 40,
      distance: 38,
      is_return_trip: false,
      slug: '/',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await waitForMail(company.email, /^Quote request: Ennis to Limerick/, 90_000);

  await signInToWorkspace(page, company);
  const card = page
    .getByRole('list', { name: 'Invitations' })
    .getByRole('article', { name: /Ennis to Limerick/ });
  await expect(card).toContainText('40 people');
  await expect(card).toContainText(/left to quote/);
  await expectNoSidewaysScroll(page);
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('link', { name: /Ennis to Limerick/ }).click();
  await expect(page.getByRole('heading', { name: /^Quote request CH-/ })).toBeVisible();
  // Nothing of the customer's contact before they choose.
  await expect(page.getByText(customer.email)).toHaveCount(0);
  await page.getByLabel('Base price, in euro').fill('720');
  await page.getByLabel('Valid until').fill(toInputDate(travelDate));
  await page.getByLabel('Vehicle').fill('Coach');
  await page.getByLabel('Seats').fill('49');
  await page.getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByRole('button', { name: 'Update quote' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
});

test('the customer chooses it, and the company finds the won job with the customer’s contact', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const confirmation = await waitForMail(customer.email, /We have your coach hire request/, 90_000);
  await page.goto(linkIn(confirmation, `${baseURL}/quotes/`));
  await page.getByRole('button', { name: `Choose this quote from ${company.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Choose this quote' }).click();
  await expect(page.getByText(`You chose ${company.name} for €720`)).toBeVisible();

  await signInToWorkspace(page, company);
  await page.goto('/operator/jobs');
  const job = page.getByRole('article', { name: /Ennis to Limerick/ });
  await expect(job).toContainText('09:30');
  await expect(job).toContainText('€720');
  await expect(job.getByRole('link', { name: `Email ${customer.email}` })).toHaveAttribute(
    'href',
    `mailto:${customer.email}`,
  );
  await expectNoSidewaysScroll(page);
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
});
