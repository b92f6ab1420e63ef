import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Download, type Page, expect, test } from '@playwright/test';
import { E2E_ADMIN } from './accounts';
import { dismissToasts, expectNoSeriousA11yViolations } from './axe';
import { linkIn, waitForMail } from './mailbox';

/*
 * The booking (issue #22, docs/product.md#bookings): a customer chooses a quote for a trip
 * tomorrow; they accept the terms and download the confirmation and the calendar file; the
 * company gives the driver and vehicle from its link page; the customer sees the driver (the
 * trip is less than 48 hours away).
 */
test.describe.configure({ mode: 'serial' });

const tag = randomBytes(3).toString('hex');
const company = { name: `Benbulben Coaches ${tag}`, email: `benbulben-${tag}@e2e.test` };
const customer = { name: `Gráinne Books${tag}`, email: `books-${tag}@e2e.test` };
const driver = { name: `Tadhg Driver ${tag}`, mobile: '087 222 3344', plate: '241 so 77' };
// Tomorrow in Ireland, picked up at 15:00: always within 48 hours of now.
const travelDate = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
  timeZone: 'Europe/Dublin',
});

let comparisonLink = '';
let respondLink = '';

async function expectOk(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
}

async function downloaded(page: Page, link: string | RegExp): Promise<[Download, string]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: link }).click(),
  ]);
  const path = await download.path();
  return [download, await readFile(path, 'latin1')];
}

test.beforeEach(async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
});

test('a verified company quotes for a customer’s trip tomorrow', async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  await expectOk(login);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const created = await request.post('/api/operators', {
    headers,
    data: {
      company_name: company.name,
      contact_name: 'Bookings desk',
      email: company.email,
      phone: '071 916 0000',
      website: '',
      licence_number: `RPTO-${tag}-B`,
      insurance_expires_on: new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10),
      base_location: 'Sligo, Co. Sligo',
      base_county: 'Sligo',
      base_lat: 54.2766,
      base_lng: -8.4761,
      counties: ['Sligo'],
      fleet: [{ type: 'Coach', seats: 49, count: 1, amenities: [] }],
      notes: '',
    },
  });
  await expectOk(created, 201);
  const { operator } = (await created.json()) as { operator: { id: number } };
  await expectOk(await request.post(`/api/operators/${operator.id}/verify`, { headers }));

  await expectOk(
    await request.post('/api/bus-quote', {
      data: {
        full_name: customer.name,
        email: customer.email,
        mobile_number: '087 555 0177',
        pickup_location: 'Sligo',
        dropoff_location: 'Strandhill',
        date_of_travel: travelDate,
        pickup_time: '15:00',
        group_type: 'Wedding',
        number_of_people: 30,
        distance: 9,
        is_return_trip: false,
        slug: '/',
      },
    }),
    201,
  );
  const confirmation = await waitForMail(customer.email, /We have your coach hire request/, 90_000);
  comparisonLink = linkIn(confirmation, `${baseURL}/quotes/`);
  const invitation = await waitForMail(
    company.email,
    /^Quote request: Sligo to Strandhill/,
    90_000,
  );
  respondLink = linkIn(invitation, `${baseURL}/respond/`);
  const respondToken = respondLink.slice(respondLink.lastIndexOf('/') + 1);
  await expectOk(
    await request.post(`/api/respond/${respondToken}/quote`, {
      data: { price_eur: 380, vehicle_type: 'Coach', seats: 49, valid_until: travelDate },
    }),
    201,
  );
});

test('the customer chooses it, accepts the terms and downloads the PDF and calendar file', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(comparisonLink);
  await page.getByRole('button', { name: `Choose this quote from ${company.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Choose this quote' }).click();

  const booking = page.getByRole('region', { name: /^Your booking CH-/ });
  await expect(booking).toBeVisible();
  await expect(booking).toContainText('Confirmed');
  await expect(booking).toContainText(company.name);
  await expect(booking).not.toContainText(/incl\.? VAT/i);
  await booking.getByRole('button', { name: 'Accept the terms' }).click();
  await expect(booking.getByText(/^You accepted the terms on /)).toBeVisible();
  await expect(booking.getByRole('button', { name: 'Accept the terms' })).toHaveCount(0);

  const [pdf, pdfBody] = await downloaded(page, /Download the confirmation/);
  expect(pdf.suggestedFilename()).toMatch(/^booking-CH-.+\.pdf$/);
  expect(pdfBody.startsWith('%PDF')).toBe(true);
  const [ics, icsBody] = await downloaded(page, /Add to your calendar/);
  expect(ics.suggestedFilename()).toMatch(/^trip-CH-.+\.ics$/);
  expect(icsBody).toContain('BEGIN:VCALENDAR');
  expect(icsBody).toContain(`DTSTART;TZID=Europe/Dublin:${travelDate.replaceAll('-', '')}T150000`);
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
});

test('the company sees the booking on its link page and gives the driver and vehicle', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(respondLink);
  const booking = page.getByRole('region', { name: /^Booking CH-/ });
  await expect(booking).toContainText('Confirmed');
  const [, pdfBody] = await downloaded(page, /Download the confirmation/);
  expect(pdfBody.startsWith('%PDF')).toBe(true);

  // A landline is refused beside its field, and nothing is sent.
  await booking.getByLabel('Driver’s name').fill(driver.name);
  await booking.getByLabel('Driver’s mobile').fill('071 916 0000');
  await booking.getByLabel('Vehicle registration').fill(driver.plate);
  await booking.getByRole('button', { name: 'Save the trip details' }).click();
  await expect(booking.getByLabel('Driver’s mobile')).toHaveAttribute('aria-invalid', 'true');

  await booking.getByLabel('Driver’s mobile').fill(driver.mobile);
  await booking.getByRole('button', { name: 'Save the trip details' }).click();
  await expect(page.getByText(/^Trip details saved/)).toBeVisible();
  await expect(booking.getByLabel('Vehicle registration')).toHaveValue('241-SO-77');
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
});

test('the customer sees the driver on the booking page', async ({ page }) => {
  await page.goto(`${comparisonLink}/booking`);
  const booking = page.getByRole('region', { name: /^Your booking CH-/ });
  await expect(booking.getByText(driver.name)).toBeVisible();
  await expect(booking.getByText(driver.mobile)).toBeVisible();
  await expect(booking.getByText('241-SO-77')).toBeVisible();
});
