import { randomBytes } from 'node:crypto';
import { type Page, expect, test } from '@playwright/test';
import { E2E_ADMIN } from './accounts';
import { dismissToasts, expectNoSeriousA11yViolations } from './axe';
import { seedPage, uniquePageUrl } from './seed';

/*
 * Page management as an admin clicks it: duplicate the home page, edit the copy, upload a fleet
 * photo, save, publish, and see it as a visitor; drafts stay private; a clone cannot take a URL
 * that is in use.
 */

/** A 1×1 transparent PNG: the smallest real image the server will decode. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const DEFAULT_HERO_TITLE = 'Compare Bus & Coach Hire Quotes';

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Signed in successfully')).toBeVisible();
}

function rowWithUrl(page: Page, url: string) {
  return page.getByRole('table', { name: 'Home pages' }).locator(`tr:has(input[value="${url}"])`);
}

/** The list, with a home record at / (created from the defaults when there is none yet). */
async function openPageList(page: Page) {
  await page.goto('/admin/home-editor');
  await expect(page.getByRole('heading', { level: 1, name: 'Home Page Management' })).toBeVisible();
  const rootRow = rowWithUrl(page, '/');
  const create = page.getByRole('button', { name: 'Create Home Page' });
  await expect(rootRow.or(create)).toBeVisible();
  if (await create.isVisible()) {
    await create.click();
    // Another test may have created it at the same moment; either way there is one now.
    await expect(page.getByText(/Home Page created|Could not create/)).toBeVisible();
    await page.reload();
  }
  await expect(rootRow).toBeVisible();
}

test('an admin duplicates the home page, edits and publishes it, and a visitor sees it', async ({
  page,
  browser,
}) => {
  // The whole golden path in one test: sign-in, list, editor, upload, save, publish, visit.
  test.slow();
  const title = `Galway Coach Hire ${randomBytes(3).toString('hex')}`;
  await signIn(page);
  await openPageList(page);
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Duplicate Home Page' }).click();
  const created = page.getByText(/New draft at \/homepage-[a-z0-9]{8}/);
  await expect(created).toBeVisible();
  const url = /\/homepage-[a-z0-9]{8}/.exec((await created.textContent()) ?? '')![0];
  const row = rowWithUrl(page, url);
  await expect(row).toContainText('Draft');
  await row.getByRole('link', { name: 'Edit' }).click();

  await expect(page.getByRole('heading', { name: `Edit Home Page — ${url}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Hero Section' }).click();
  await page.getByLabel('Title line 1').fill(title);
  await page.getByLabel('Title colour', { exact: true }).fill('#fde68a');

  await page.getByRole('tab', { name: 'Fleet' }).click();
  await page.getByRole('switch', { name: 'Show the fleet section' }).click();
  const vehicle = page.getByRole('group', { name: 'Vehicle 1' });
  await vehicle.getByLabel('Upload image').setInputFiles({
    name: 'coach.png',
    mimeType: 'image/png',
    buffer: ONE_PIXEL_PNG,
  });
  await expect(page.getByText('Image uploaded')).toBeVisible();
  await vehicle.getByRole('button', { name: /Preview image 1/ }).click();
  const preview = page.getByRole('dialog', { name: 'Image preview' });
  await expect(preview.getByRole('img')).toHaveAttribute('src', /\/api\/images\/\d+\/stream/);
  await page.keyboard.press('Escape');
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Show preview' }).click();
  await expect(page.getByRole('region', { name: 'Page preview' })).toContainText(title);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();

  // Still a draft: the editor's Preview opens it at its public URL in a new tab, for staff only.
  const [previewTab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Preview (opens in a new tab)' }).click(),
  ]);
  await expect(previewTab).toHaveURL(new RegExp(`${url}\\?preview=1$`));
  await expect(previewTab.getByRole('complementary', { name: 'Preview' })).toContainText(
    'Draft preview — not published',
  );
  await expect(previewTab.locator('#hero-title')).toContainText(title);
  await expectNoSeriousA11yViolations(previewTab);
  await previewTab.close();

  await page.getByRole('switch', { name: 'Published' }).click();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(url);
  const hero = visitor.locator('#hero-title');
  await expect(hero).toContainText(title);
  await expect(hero).toHaveCSS('color', 'rgb(253, 230, 138)');
  await expect(visitor.getByTestId('fleet').getByRole('img').first()).toHaveAttribute(
    'src',
    /\/api\/images\/\d+\/stream/,
  );
  await visitor.close();
});

test('an unpublished page is not served: its URL shows the default hero', async ({ page }) => {
  const url = uniquePageUrl('draft');
  await seedPage({
    kind: 'index',
    url,
    content: { hero: { titleLine1: 'Only for staff eyes' } },
    is_published: false,
  });
  await page.goto(url);
  await expect(page.locator('#hero-title')).toContainText(DEFAULT_HERO_TITLE);
  await expect(page.getByText('Only for staff eyes')).toHaveCount(0);
  // The preview flag alone reveals nothing to a visitor.
  await page.goto(`${url}?preview=1`);
  await expect(page.locator('#hero-title')).toContainText(DEFAULT_HERO_TITLE);
  await expect(page.getByText('Only for staff eyes')).toHaveCount(0);
});

test('a clone needs a URL, and cannot take one that is in use', async ({ page }) => {
  const taken = uniquePageUrl('taken');
  await seedPage({ kind: 'index', url: taken, content: {}, is_published: false });
  await signIn(page);
  await openPageList(page);

  await rowWithUrl(page, '/').getByRole('button', { name: 'Clone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clone Page' });
  await dialog.getByLabel('New URL').press('Enter');
  await expect(dialog.getByText('Please provide a URL for the cloned page.')).toBeVisible();
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel('New URL').fill(taken.slice(1));
  await dialog.getByLabel('New URL').press('Enter');
  await expect(
    page.getByText('Failed to clone content. The URL might already exist.'),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});
