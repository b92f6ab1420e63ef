import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { E2E_ADMIN } from './accounts';
import { dismissToasts, expectNoSeriousA11yViolations } from './axe';
import { linkIn, waitForMail } from './mailbox';

/*
 * "My requests" (issue #22, items 1 and 6): a customer asks for the link on /my, opens it from
 * the email, sees their request, downloads their data and erases the request; staff then see it
 * anonymised. The request is in Leitrim, where no other spec has a company, so no invitation of
 * another spec is disturbed.
 */
const tag = randomBytes(3).toString('hex');
const customer = { name: `Nuala Privacy${tag}`, email: `my-requests-${tag}@e2e.test` };

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function adminHeaders(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

test('a customer opens their requests from the emailed link, downloads their data and erases a request', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const created = await request.post('/api/bus-quote', {
    data: {
      full_name: customer.name,
      email: customer.email,
      mobile_number: '087 555 0142',
      pickup_location: 'Carrick-on-Shannon, Co. Leitrim',
      pickup_lat: 53.9469,
      pickup_lng: -8.09,
      dropoff_location: 'Sligo, Co. Sligo',
      date_of_travel: daysAhead(45),
      pickup_time: '10:00',
      group_type: 'School Tour',
      number_of_people: 31,
      distance: 52,
      is_return_trip: false,
      additional_info: `Private note ${tag}`,
      slug: '/',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const lead = (await created.json()) as { id: number; reference: string };

  await page.goto('/my');
  await expect(page.getByRole('heading', { level: 1, name: 'My requests' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  const mail = await waitForMail(customer.email, /^Your coach hire requests$/, 60_000);
  const link = linkIn(mail, `${baseURL}/my/`);
  await page.goto(link);
  const list = page.getByRole('list', { name: 'Your requests' });
  const item = list.getByRole('listitem').filter({ hasText: lead.reference });
  await expect(item).toBeVisible();
  await expect(
    item.getByRole('heading', { name: 'Carrick-on-Shannon, Co. Leitrim to Sligo, Co. Sligo' }),
  ).toBeVisible();
  await expect(
    item.getByRole('link', { name: `See the quotes for ${lead.reference}` }),
  ).toHaveAttribute('href', /^\/quotes\/\d+\./);
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^coach-hire-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    email: string;
    requests: { reference: string; full_name: string; additional_info: string }[];
  };
  expect(data.email).toBe(customer.email);
  expect(data.requests).toContainEqual(
    expect.objectContaining({
      reference: lead.reference,
      full_name: customer.name,
      additional_info: `Private note ${tag}`,
    }),
  );

  await item.getByRole('button', { name: `Erase my details from ${lead.reference}` }).click();
  const dialog = page.getByRole('alertdialog', {
    name: `Erase your details from ${lead.reference}?`,
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Erase my details' }).click();
  await expect(page.getByRole('heading', { name: 'No requests' })).toBeVisible();
  await dismissToasts(page);

  // Staff see the lead anonymised, its history saying who asked.
  const headers = await adminHeaders(request);
  const staffView = await request.get(`/api/bus-quote/${lead.id}`, { headers });
  expect(await staffView.json()).toMatchObject({
    full_name: 'Erased',
    email: '',
    additional_info: '',
    anonymised_at: expect.any(String),
  });
  const activity = await request.get(`/api/bus-quote/${lead.id}/activity`, { headers });
  expect(JSON.stringify(await activity.json())).toContain('"kind":"anonymised"');
});
