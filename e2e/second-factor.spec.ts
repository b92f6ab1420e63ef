import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_ADMIN } from './accounts';
import { dismissToasts, expectNoSeriousA11yViolations } from './axe';
import { linkIn, waitForMail } from './mailbox';

type Account = { name: string; email: string; password: string };

const tag = `${Date.now()}-${randomBytes(3).toString('hex')}`;

/** A new manager made through the API by the first admin, so no other spec's account changes. */
async function createManager(request: APIRequestContext, name: string): Promise<Account> {
  const account = {
    name,
    email: `${name.toLowerCase()}-${tag}@e2e.test`,
    password: `password of ${name}`,
  };
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const created = await request.post('/api/auth/user', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...account, role_id: 2, status: 'active' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return account;
}

async function signIn(page: Page, { email, password }: Account) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const pathnameOf = (page: Page) => new URL(page.url()).pathname;

test('a manager turns on two-step verification and signs in with a code', async ({
  page,
  request,
}) => {
  // Three axe scans and two sign-ins: longer than the default 30 s on a busy machine.
  test.slow();
  const manager = await createManager(request, 'Niamh');
  await signIn(page, manager);
  await expect.poll(() => pathnameOf(page)).toBe('/manager');
  await page
    .getByRole('navigation', { name: 'Manager Panel' })
    .getByRole('link', { name: 'Security' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();

  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.locator('#totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
  // What the phone's app would show now; the sign-in below uses the next step's code (the
  // server takes one step either side, and each step once).
  const enrolledAt = Math.floor(Date.now() / 1000);
  await page.getByLabel('Code from the app').fill(await generate({ secret, epoch: enrolledAt }));
  await page.getByRole('button', { name: 'Turn on' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Status: On')).toBeVisible();
  await expect(page.getByText('Recovery codes left: 10')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => pathnameOf(page)).toBe('/login');
  await signIn(page, manager);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code is not correct')).toBeVisible();
  await page
    .getByLabel('Authentication code')
    .fill(await generate({ secret, epoch: enrolledAt + 30 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect.poll(() => pathnameOf(page)).toBe('/manager');
  await expect(page.getByText('Signed in successfully')).toBeVisible();
});

/** Turns on TOTP for an account through the API, as its Security page does; its recovery codes. */
async function enrolThroughApi(request: APIRequestContext, account: Account): Promise<string[]> {
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const setup = await request.post('/api/auth/totp/setup', { headers });
  const { secret } = (await setup.json()) as { secret: string };
  const confirm = await request.post('/api/auth/totp/confirm', {
    headers,
    data: { code: await generate({ secret }) },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return ((await confirm.json()) as { recovery_codes: string[] }).recovery_codes;
}

test('a manager signs in with a recovery code and gets a new set on the Security page', async ({
  page,
  request,
}) => {
  test.slow();
  const manager = await createManager(request, 'Cathal');
  const oldCodes = await enrolThroughApi(request, manager);
  await signIn(page, manager);
  await page.getByLabel('Authentication code').fill(oldCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect.poll(() => pathnameOf(page)).toBe('/manager');
  await page
    .getByRole('navigation', { name: 'Manager Panel' })
    .getByRole('link', { name: 'Security' })
    .click();
  await expect(page.getByText('Recovery codes left: 9')).toBeVisible();

  await page.getByRole('button', { name: 'Get new recovery codes' }).click();
  const renew = page.getByRole('form', { name: 'Get new recovery codes' });
  await renew.getByLabel('Current password').fill(manager.password);
  await renew.getByLabel('Authentication code or recovery code').fill(oldCodes[0]!);
  await renew.getByRole('button', { name: 'Get new codes' }).click();
  // A used code is no use twice.
  await expect(renew.getByText('The code is not correct')).toBeVisible();
  await renew.getByLabel('Authentication code or recovery code').fill(oldCodes[1]!);
  await renew.getByRole('button', { name: 'Get new codes' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const newCodes = await codes.allInnerTexts();
  expect(newCodes.filter((code) => oldCodes.includes(code))).toEqual([]);
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(
    page.getByText('New recovery codes saved: the old ones no longer work'),
  ).toBeVisible();
  await expect(page.getByText('Recovery codes left: 10')).toBeVisible();
});

test('a forgotten password is reset through the emailed link', async ({
  page,
  request,
  baseURL,
}) => {
  const manager = await createManager(request, 'Ronan');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(manager.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses that address');

  const mail = await waitForMail(manager.email, /Reset your Coach Hire Ireland password/);
  await page.goto(linkIn(mail, `${baseURL}/reset-password/`));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const newPassword = `new password for Ronan ${tag}`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect.poll(() => pathnameOf(page)).toBe('/login');
  await expect(
    page.getByText('Your password has been changed. Sign in with your new password.'),
  ).toBeVisible();

  await signIn(page, { ...manager, password: newPassword });
  await expect.poll(() => pathnameOf(page)).toBe('/manager');
  // The link worked once.
  await page.goto(linkIn(mail, `${baseURL}/reset-password/`));
  await expect(page.getByRole('alert')).toHaveText(
    'This link is not valid or has already been used',
  );
});
