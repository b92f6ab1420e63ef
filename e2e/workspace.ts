import { type Page, expect } from '@playwright/test';

/** A company user signs in on the shared sign-in page and lands in its workspace. */
export async function signInToWorkspace(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/operator$/);
}

/** Nothing wider than a 375 px phone: no sideways scrolling. */
export async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}
