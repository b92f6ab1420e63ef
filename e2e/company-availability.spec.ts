import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { E2E_ADMIN } from './accounts';
import { dismissToasts, expectNoSeriousA11yViolations } from './axe';
import { linkIn, waitForMail } from './mailbox';
import { expectNoSidewaysScroll, signInToWorkspace } from './workspace';

/*
 * A bus company's availability (docs/product.md#availability) on a phone-sized screen: its owner
 * (an application approved through the product's own API, as the sign-up spec does by hand) marks
 * a day fully booked and a coach out, then removes one of them.
 */
test.use({ viewport: { width: 375, height: 740 } });

const tag = randomBytes(3).toString('hex');
const owner = { email: `avail-${tag}@e2e.test`, password: 'a long company password 1' };

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A date `days` ahead, as YYYY-MM-DD (UTC; the spec's dates are weeks away from any edge). */
const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const typed = (iso: string) => iso.split('-').reverse().join('/');

/** Applies, confirms by the emailed link, is approved by the admin, and sets its password. */
async function approvedCompanyOwner(api: APIRequestContext, baseURL: string) {
  const data = {
    company_name: `Lee Valley Coaches ${tag}`,
    contact_name: 'Nóirín Ní Laoire',
    email: owner.email,
    phone: '021 400 1234',
    website: '',
    licence_number: `RPTOL ${tag.toUpperCase()}7`,
    insurance_expires_on: daysAhead(300),
    base_location: 'Cork, County Cork',
    base_county: 'Cork',
    base_lat: 51.8985,
    base_lng: -8.4756,
    counties: ['Cork'],
    fleet: [{ type: 'Coach', seats: 49, count: 2, amenities: [] }],
    notes: '',
    garda_vetted: true,
    terms_accepted: true,
  };
  const applied = await api.post('/api/operators/applications', {
    multipart: {
      data: JSON.stringify(data),
      insurance_certificate: { name: 'insurance.pdf', mimeType: 'application/pdf', buffer: pdf },
      operator_licence: { name: 'licence.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const confirmMail = await waitForMail(owner.email, /Confirm your bus company application/);
  const confirmToken = linkIn(confirmMail, `${baseURL}/operators/confirm/`).split('/').pop()!;
  const confirmed = await api.post('/api/operators/applications/confirm', {
    data: { token: decodeURIComponent(confirmToken) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  const login = await api.post('/api/auth/login', { data: E2E_ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const queue = await api.get('/api/operators/applications', { headers });
  const entry = ((await queue.json()).data as { operator: { id: number; email: string } }[]).find(
    (application) => application.operator.email === owner.email,
  );
  expect(entry, 'the application in the queue').toBeDefined();
  const verified = await api.post(`/api/operators/${entry!.operator.id}/verify`, { headers });
  expect(verified.status(), await verified.text()).toBe(200);

  const approvedMail = await waitForMail(owner.email, /Your bus company is approved/);
  const setToken = linkIn(approvedMail, `${baseURL}/set-password/`).split('/').pop()!;
  const set = await api.post('/api/auth/set-password', {
    data: { token: decodeURIComponent(setToken), password: owner.password },
  });
  expect(set.ok(), await set.text()).toBe(true);
}

test('a company marks a day fully booked and a coach out, then removes one', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await approvedCompanyOwner(request, baseURL!);
  await signInToWorkspace(page, owner);
  await page.goto('/operator/availability');
  await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming dates' });
  await expect(upcoming.getByText(/No dates marked/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);

  const booked = daysAhead(40);
  await page.getByLabel(/^First day/).fill(typed(booked));
  await expect(page.getByLabel(/^Last day/)).toHaveValue(typed(booked));
  await page.getByRole('button', { name: 'Add dates' }).click();
  await expect(page.getByText('Dates added')).toBeVisible();
  await expect(upcoming.getByRole('listitem')).toHaveCount(1);

  const coachOut = daysAhead(20);
  await page.getByLabel(/^First day/).fill(typed(coachOut));
  await page.getByLabel(/^Last day/).fill(typed(daysAhead(22)));
  await page.getByRole('radio', { name: 'One 49-seat Coach (you have 2)' }).check();
  await page.getByLabel(/^Note/).fill('Coach in for its service');
  await page.getByRole('button', { name: 'Add dates' }).click();
  const items = upcoming.getByRole('listitem');
  await expect(items).toHaveCount(2);
  // Soonest first.
  await expect(items.first()).toContainText('One 49-seat Coach unavailable');
  await expect(items.first()).toContainText('Coach in for its service');
  await expect(items.last()).toContainText('Whole company fully booked');
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);

  await items
    .last()
    .getByRole('button', { name: /^Remove / })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove these dates?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Dates removed')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('One 49-seat Coach unavailable');
});
