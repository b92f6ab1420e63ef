import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './accounts';
import { dismissToasts, expectNoSeriousA11yViolations } from './axe';

type Credentials = { email: string; password: string };

async function signIn(page: Page, { email, password }: Credentials): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signInFromLoginPage(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/login');
  await signIn(page, credentials);
}

function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

function summaryFigure(page: Page, label: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label }) });
}

test('an admin signs in and lands on the admin dashboard', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in — Coach Hire Ireland');
  await expectNoSeriousA11yViolations(page);

  await signIn(page, E2E_ADMIN);
  await expect(page.getByText('Signed in successfully')).toBeVisible();
  await expect.poll(() => pathnameOf(page)).toBe('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin Panel' })).toBeVisible();
  // Live counts from the server, not placeholders: at least the admin who just signed in.
  await expect(summaryFigure(page, 'Administrators')).toContainText(/[1-9]/);
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
});

test('a visitor sent to sign in from user management comes back to it', async ({ page }) => {
  await page.goto('/admin/users');
  await expect.poll(() => pathnameOf(page)).toBe('/login');
  expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/admin/users');

  await signIn(page, E2E_ADMIN);
  await expect.poll(() => pathnameOf(page)).toBe('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: E2E_ADMIN.email })).toBeVisible();
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
});

test('an admin adds a manager, who reaches only the manager area, then removes them', async ({
  page,
}) => {
  const manager = {
    name: 'Ciarán E2E',
    email: `manager-${Date.now()}-${randomBytes(3).toString('hex')}@e2e.test`,
    password: 'manager password for e2e',
  };

  await signInFromLoginPage(page, E2E_ADMIN);
  await expect.poll(() => pathnameOf(page)).toBe('/admin');
  await page
    .getByRole('navigation', { name: 'Admin Panel' })
    .getByRole('link', { name: 'User Management' })
    .click();

  // Add
  await page.getByRole('button', { name: 'Add User' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add User' });
  // Required fields carry a visual '*' that is hidden from assistive tech, so find them by role.
  await addDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(manager.name);
  await addDialog.getByRole('textbox', { name: 'Email', exact: true }).fill(manager.email);
  await addDialog.getByLabel(/^Password/).fill(manager.password);
  await addDialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await addDialog.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('User added successfully')).toBeVisible();
  await expect(addDialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: manager.email });
  await expect(row).toContainText(manager.name);
  await expect(row).toContainText('Manager');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('N/A');
  await expect(row).toContainText('Never');
  await expect(row).toContainText('Today');

  // Edit
  await row.getByRole('button', { name: 'Edit User' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit User' });
  await editDialog.getByRole('textbox', { name: 'Department', exact: true }).fill('Sales');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(row).toContainText('Sales');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => pathnameOf(page)).toBe('/login');

  // The manager's own sign-in
  await signIn(page, manager);
  await expect.poll(() => pathnameOf(page)).toBe('/manager');
  await expect(page.getByRole('navigation', { name: 'Manager Panel' })).toBeVisible();
  await expect(page.getByText('Manager', { exact: true }).first()).toBeVisible();
  await page.goto('/admin/users');
  await expect(
    page.getByRole('heading', { name: "You don't have access to this page" }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect.poll(() => pathnameOf(page)).toBe('/manager');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => pathnameOf(page)).toBe('/login');

  // Delete
  await signIn(page, E2E_ADMIN);
  await expect.poll(() => pathnameOf(page)).toBe('/admin');
  await page.goto('/admin/users');
  await row.getByRole('button', { name: 'Delete User' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
  await expect(confirm).toContainText(manager.email);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('Ctrl+B collapses and expands the sidebar', async ({ page }) => {
  await signInFromLoginPage(page, E2E_ADMIN);
  await expect.poll(() => pathnameOf(page)).toBe('/admin');
  const sidebar = page.locator('[data-slot="sidebar"]');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');

  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
});

test('logging out returns to sign-in and the old token stops working', async ({
  page,
  request,
}) => {
  await signInFromLoginPage(page, E2E_ADMIN);
  await expect.poll(() => pathnameOf(page)).toBe('/admin');
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('unauth') ?? '{}') as { token?: string }).token,
  );
  expect(token).toBeTruthy();
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.get('/api/auth/me', { headers })).status()).toBe(200);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect.poll(() => pathnameOf(page)).toBe('/login');
  expect(await page.evaluate(() => localStorage.getItem('unauth'))).toBeNull();

  expect((await request.get('/api/auth/me', { headers })).status()).toBe(401);
  // And the back office is closed again.
  await page.goto('/admin');
  await expect.poll(() => pathnameOf(page)).toBe('/login');
});
