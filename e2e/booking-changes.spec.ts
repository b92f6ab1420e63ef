import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { dismissToasts, expectNoSeriousA11yViolations } from './axe';
import { waitForMail } from './mailbox';
import { quoteForSligoRequest } from './sligo-quote';

/*
 * Changes to a booking (issue #22 item 4, docs/product.md#booking-changes): the customer asks for
 * a later pick-up, the company accepts it from its link page, the customer sees the booking
 * Changed with the new time; then the company cancels and the customer is told.
 */
test.describe.configure({ mode: 'serial' });

const tag = randomBytes(3).toString('hex');
const company = { name: `Knocknarea Coaches ${tag}`, email: `knocknarea-${tag}@e2e.test` };
const customer = { name: `Nuala Changes${tag}`, email: `changes-${tag}@e2e.test` };
// Ten days ahead in Ireland: far enough to change and cancel.
const travelDate = new Date(Date.now() + 10 * 86_400_000).toLocaleDateString('en-CA', {
  timeZone: 'Europe/Dublin',
});

let comparisonLink = '';
let respondLink = '';

test.beforeEach(async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
});

test('a customer has booked a verified company’s quote', async ({ request, page, baseURL }) => {
  test.setTimeout(240_000);
  ({ comparisonLink, respondLink } = await quoteForSligoRequest(request, baseURL, {
    tag,
    company: { ...company, phone: '071 916 1111' },
    customer: { ...customer, mobile: '087 555 0188' },
    dropoff: 'Rosses Point',
    travelDate,
    pickupTime: '09:00',
    priceEur: 420,
  }));

  await page.goto(comparisonLink);
  await page.getByRole('button', { name: `Choose this quote from ${company.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Choose this quote' }).click();
  await expect(page.getByRole('region', { name: /^Your booking CH-/ })).toContainText('Confirmed');
});

test('the customer asks for a later pick-up time', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${comparisonLink}/booking`);
  const booking = page.getByRole('region', { name: /^Your booking CH-/ });
  await booking.getByRole('button', { name: 'Request a change' }).click();
  const form = booking.getByRole('form', { name: 'Request a change' });
  // The message is required: nothing is sent without it.
  await form.getByRole('button', { name: 'Send the change request' }).click();
  await expect(form.getByText('Say what should change and why')).toBeVisible();
  await form.getByLabel('What should change, and why?').fill('The ceremony moved to the afternoon');
  await form.getByLabel(/^Day 1, /).fill('13:30');
  await form.getByRole('button', { name: 'Send the change request' }).click();
  await expect(page.getByText(/^Change request sent/)).toBeVisible();
  const pending = booking.getByRole('region', { name: 'Change request waiting for an answer' });
  await expect(pending).toContainText('pick-up: 09:00 → 13:30');
  await expect(pending.getByRole('button', { name: 'Withdraw the request' })).toBeVisible();
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
});

test('the company is told and accepts the change from its link page', async ({ page }) => {
  test.setTimeout(120_000);
  const told = await waitForMail(company.email, /^Change requested: CH-/, 90_000);
  expect(told.text).toContain('The ceremony moved to the afternoon');
  await page.goto(respondLink);
  const booking = page.getByRole('region', { name: /^Booking CH-/ });
  const pending = booking.getByRole('region', { name: 'Change request waiting for an answer' });
  await expect(pending).toContainText('The ceremony moved to the afternoon');
  await pending.getByRole('button', { name: 'Accept the change' }).click();
  await expect(page.getByText('Change accepted. The booking is updated.')).toBeVisible();
  await expect(booking).toContainText('Changed');
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
});

test('the customer sees the booking Changed with the new time', async ({ page }) => {
  test.setTimeout(120_000);
  await waitForMail(customer.email, /^Change accepted: CH-/, 90_000);
  await page.goto(`${comparisonLink}/booking`);
  const booking = page.getByRole('region', { name: /^Your booking CH-/ });
  await expect(booking.getByText('Changed', { exact: true })).toBeVisible();
  await expect(booking).toContainText('13:30');
  await expect(booking.getByRole('list', { name: 'Earlier change requests' })).toContainText(
    'Accepted',
  );
  const ics = await page.request.get(`/api${new URL(comparisonLink).pathname}/booking.ics`);
  const body = await ics.text();
  expect(body).toContain(`DTSTART;TZID=Europe/Dublin:${travelDate.replaceAll('-', '')}T133000`);
  expect(body).toContain('SEQUENCE:1');
});

test('the company cancels with a reason and the customer is told', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(respondLink);
  const booking = page.getByRole('region', { name: /^Booking CH-/ });
  await booking.getByRole('button', { name: 'Cancel the booking' }).click();
  await booking.getByLabel('Why are you cancelling?').fill('Our coach failed its road test');
  await booking.getByRole('button', { name: 'Confirm the cancellation' }).click();
  await expect(page.getByText(/The customer has been told/)).toBeVisible();
  await expect(booking).toContainText('Cancelled');

  const told = await waitForMail(customer.email, /^Booking cancelled: CH-/, 90_000);
  expect(told.text).toContain('Our coach failed its road test');
  await page.goto(`${comparisonLink}/booking`);
  const customerView = page.getByRole('region', { name: /^Your booking CH-/ });
  await expect(customerView).toContainText(`Cancelled by ${company.name}`);
  await expect(customerView).toContainText('Our coach failed its road test');
  await expect(customerView.getByRole('button', { name: 'Request a change' })).toHaveCount(0);
});
