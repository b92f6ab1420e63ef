import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './accounts';
import { dismissToasts, expectNoSeriousA11yViolations } from './axe';
import { waitForMail } from './mailbox';

/*
 * The contact page as a visitor and an admin use it (docs/product.md#contact-page): the admin
 * sets the details, the visitor reads them and writes, the message reaches staff by email and
 * the Messages screen, where it is marked handled.
 */
const tag = randomBytes(3).toString('hex');

test('a visitor writes from the contact page and an admin handles the message', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The admin keeps the details shown on the contact page.
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Signed in successfully')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Admin Panel' })
    .getByRole('link', { name: 'Messages' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const details = page.getByRole('form', { name: 'Contact page details' });
  await expect(details.getByRole('button', { name: 'Save details' })).toBeEnabled();
  await details.getByLabel('Address').fill(`1 Eyre Square ${tag}\nGalway`);
  await details.getByLabel('Phone').fill('091 123 456');
  await details.getByLabel('Email').fill('hello@coachhire.example');
  await details.getByLabel('Opening hours').fill('Mon–Fri 09:00–17:30');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Contact details saved')).toBeVisible();

  // The visitor finds the page from the header, reads the details and writes.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByText(`1 Eyre Square ${tag}`)).toBeVisible();
  await expect(page.getByRole('link', { name: '091 123 456' })).toHaveAttribute(
    'href',
    'tel:091123456',
  );
  await expectNoSeriousA11yViolations(page);

  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();
  await form.getByLabel('Name').fill(`Mary ${tag}`);
  await form.getByLabel('Email').fill(`mary-${tag}@example.ie`);
  await form.getByLabel('Message').fill(`Do you cover the Aran Islands? (${tag})`);
  // The form counts a person's time; a visitor takes more than 3 seconds to write.
  await page.waitForTimeout(3_200);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByText('Thank you: your message has been sent. We will reply by email.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const alert = await waitForMail(E2E_ADMIN.email, new RegExp(`Contact message from Mary ${tag}`));
  expect(alert.text).toContain(`Do you cover the Aran Islands? (${tag})`);

  // The admin reads it in Messages and marks it handled.
  await page.goto('/admin/messages');
  const item = page.getByRole('listitem').filter({ hasText: `Mary ${tag}` });
  await expect(item).toContainText(`Do you cover the Aran Islands? (${tag})`);
  await item.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(page.getByText('Message marked as handled')).toBeVisible();
  await expect(item).toHaveCount(0);
  // The toast sits over the filter at this width; a pointer resting on it keeps it open.
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Handled' }).click();
  await expect(item).toContainText('Handled by');
  await dismissToasts(page);
  // Scanned at rest: the pointer left on the pressed filter shows its hover shade.
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
});
