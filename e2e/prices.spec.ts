import { type Page, expect, test } from '@playwright/test';
import { E2E_ADMIN, signIn } from './accounts';
import { dismissToasts, expectNoSeriousA11yViolations } from './axe';

/*
 * The rate card behind the customers' instant price range (docs/product.md#rate-card), as an
 * admin edits it. It puts the defaults back at the end, so other specs see the built-in card.
 */

async function openPrices(page: Page) {
  await signIn(page, E2E_ADMIN);
  await page.getByRole('link', { name: 'Prices' }).click();
  await expect(page.getByRole('heading', { name: 'Rate card' })).toBeVisible();
}

test('an admin changes the rate card, sees it kept, and puts the defaults back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openPrices(page);
  await expect(page.getByRole('heading', { name: 'Estimate accuracy' })).toBeVisible();
  const perKm = page.getByLabel('Per km (€)', { exact: true });
  await expect(perKm).toHaveValue('1.6');
  await expectNoSeriousA11yViolations(page);

  await perKm.fill('1.75');
  await page.getByLabel('June', { exact: true }).fill('1.3');
  await page.getByRole('button', { name: 'Save rate card' }).click();
  await expect(page.getByText('Rate card saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Per km (€)', { exact: true })).toHaveValue('1.75');
  await expect(page.getByLabel('June', { exact: true })).toHaveValue('1.3');
  await expect(page.getByText(/^Saved /)).toBeVisible();

  await page.getByLabel('Minimum hours', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save rate card' }).click();
  await expect(page.getByText('Enter a number')).toBeVisible();

  await page.getByRole('button', { name: 'Fill in the defaults' }).click();
  await page.getByRole('button', { name: 'Save rate card' }).click();
  await expect(page.getByText('Rate card saved')).toBeVisible();
  await expect(page.getByLabel('Per km (€)', { exact: true })).toHaveValue('1.6');
  await dismissToasts(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: 'Save rate card' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
});
