import { type Page, expect } from '@playwright/test';
import { signIn } from './accounts';

/** A company user signs in on the shared sign-in page and lands in its workspace. */
export async function signInToWorkspace(page: Page, account: { email: string; password: string }) {
  await signIn(page, account);
  await expect(page).toHaveURL(/\/operator$/);
}

/** Nothing wider than a 375 px phone: no sideways scrolling. */
export async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}
