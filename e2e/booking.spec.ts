import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Download, type Page, expect, test } from '@playwright/test';
import { dismissToasts, expectNoSeriousA11yViolations } from './axe';
import { quoteForSligoRequest } from './sligo-quote';

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
  ({ comparisonLink, respondLink } = await quoteForSligoRequest(request, baseURL, {
    tag,
    company: { ...company, phone: '071 916 0000' },
    customer: { ...customer, mobile: '087 555 0177' },
    dropoff: 'Strandhill',
    travelDate,
    pickupTime: '15:00',
    priceEur: 380,
  }));
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
