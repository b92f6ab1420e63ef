import { type Page, expect } from '@playwright/test';

/** The first admin the e2e server is started with (see playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e admin password 1' };

/** Signs in on the sign-in page, as a person does, and waits for the product to say so. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Signed in successfully')).toBeVisible();
}
