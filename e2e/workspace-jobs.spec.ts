import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { openCompanyAccount, quoteForACustomer } from './company-journey';
import { expectNoSidewaysScroll, signInToWorkspace } from './workspace';

/*
 * A bus company's Jobs and Performance pages (issue #20, docs/product.md#jobs,
 * docs/product.md#performance) on a phone-sized screen. Set up through the product's own API, as
 * its users would: the company applies, confirms, is approved and sets its password; a customer
 * in its county asks for a coach; the company quotes by its emailed link and the customer
 * chooses it. The company then signs in and finds the job, with the customer's phone and email,
 * on its calendar, and its figures.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 375, height: 740 } });

const tag = randomBytes(3).toString('hex');
const company = {
  name: `Treaty City Coaches ${tag}`,
  email: `treaty-${tag}@e2e.test`,
  password: 'treaty city coaches password',
  licence: `RPTOL ${tag.toUpperCase()}7`,
};
const customer = {
  name: `Úna Jobs${tag}`,
  email: `jobs-customer-${tag}@e2e.test`,
  phone: '087 555 0199',
};
const travelDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  await openCompanyAccount(request, baseURL!, company);
  await quoteForACustomer(request, baseURL!, { company, customer, travelDate });
});

test.beforeEach(async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
});

test('the company finds its won job with the customer’s contact and the booked day on its calendar', async ({
  page,
}) => {
  await signInToWorkspace(page, company);
  await page.goto('/operator/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const card = page.getByRole('article', { name: /Limerick to Shannon Airport/ });
  await expect(card).toContainText('07:45');
  await expect(card).toContainText('€640');
  await expect(card.getByRole('link', { name: `Call ${customer.phone}` })).toHaveAttribute(
    'href',
    'tel:0875550199',
  );
  await expect(card.getByRole('link', { name: `Email ${customer.email}` })).toHaveAttribute(
    'href',
    `mailto:${customer.email}`,
  );

  const calendar = page.getByRole('grid');
  if (!travelDate.startsWith(new Date().toISOString().slice(0, 7))) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  const booked = calendar.locator(`[data-day="${travelDate}"]`);
  await expect(booked).toHaveAttribute('aria-label', /, 1 job booked$/);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test('the company reads its figures beside the other companies’ average', async ({ page }) => {
  await signInToWorkspace(page, company);
  await page.goto('/operator/performance');
  await expect(page.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
  const winRate = page.getByRole('group', { name: 'Win rate' });
  await expect(winRate).toContainText('100%');
  await expect(winRate).toContainText('1 of 1 quote chosen');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});
