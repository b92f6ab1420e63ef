import { expect, test, type Page } from '@playwright/test';
import { toInputDate } from '../src/shared/dates';
import { expectNoSeriousA11yViolations } from './axe';
import { daysAhead, dismissToasts, fillContactAndTrip, form, pickPlace } from './quote-form';

const distanceText = (page: Page) => form(page).getByText(/^Distance: /);

/** "Distance: ≈ 209.37 km (approx.)" → 209.37 */
async function readDistanceKm(page: Page): Promise<number> {
  const text = (await distanceText(page).textContent()) ?? '';
  const match = /([\d.]+) km/.exec(text);
  expect(match, `a distance in "${text}"`).not.toBeNull();
  return Number(match![1]);
}

test.beforeEach(async ({ page }) => {
  // Map tiles come from the internet; the tests do not depend on it.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
});

test('a visitor requests quotes with a calculated round trip and lands on the thank-you page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const quote = form(page);
  await expect(quote).toBeVisible();

  // Pick-up by keyboard: arrows move through the suggestions, Enter picks one.
  const pickup = quote.getByRole('combobox', { name: 'Pick-up Location' });
  await pickup.fill('Cork');
  await expect(quote.getByRole('option', { name: 'Cork, Co. Cork', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (let step = 0; step < 8; step += 1) {
    await pickup.press('ArrowDown');
    const activeId = await pickup.getAttribute('aria-activedescendant');
    const active = page.locator(`[id="${activeId}"]`);
    if ((await active.getAttribute('aria-label')) === 'Cork, Co. Cork') break;
  }
  await pickup.press('Enter');
  await expect(pickup).toHaveValue('Cork, Co. Cork');
  await expect(page).toHaveURL('/');
  await pickPlace(page, 'Drop-off Location', 'Galway', 'Galway, Co. Galway');

  await quote.getByRole('button', { name: 'Calculate distance' }).click();
  await expect(page.getByText('Distance Calculated')).toBeVisible();
  await expect(distanceText(page)).toBeVisible();
  const oneWay = await readDistanceKm(page);
  expect(oneWay).toBeGreaterThan(100);
  await expect(page.getByText(`Route distance: ${oneWay.toFixed(2)} km`)).toBeVisible();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(2);

  await quote.getByRole('checkbox', { name: 'Return trip to the pick-up location' }).click();
  await expect(distanceText(page)).toContainText('round trip');
  const roundTrip = await readDistanceKm(page);
  expect(roundTrip).toBeCloseTo(oneWay * 2, 1);

  await fillContactAndTrip(page);
  await quote.getByLabel('Return Date').fill(toInputDate(daysAhead(32)));
  await quote.getByLabel('Return Time').fill('18:00');
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);

  const request = page.waitForRequest('**/api/bus-quote');
  await quote.getByRole('button', { name: 'Get My Free Quotes' }).click();
  const sent = await request;
  expect(sent.headers()['idempotency-key']).toMatch(/^[\w-]{16,}$/);
  expect(sent.postDataJSON()).toMatchObject({
    full_name: 'Mary Murphy',
    pickup_location: 'Cork, Co. Cork',
    dropoff_location: 'Galway, Co. Galway',
    is_return_trip: true,
    date_of_travel: daysAhead(30),
    return_date: daysAhead(32),
    return_time: '18:00',
    number_of_people: 45,
    distance: roundTrip,
    slug: '/',
  });

  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toBe('/thank-you');
  expect(url.searchParams.get('from')).toBe('/');

  // The request's reference, its journey and the way to the comparison page; no toast left over
  // from the form (docs/product.md#thank-you-page).
  const receipt = page.getByRole('region', { name: 'Your request' });
  await expect(receipt).toContainText(/CH-[2-9A-HJKMNP-Z]{5}/);
  const reference = /CH-[2-9A-HJKMNP-Z]{5}/.exec((await receipt.textContent()) ?? '')![0];
  await expect(receipt).toContainText('Cork, Co. Cork');
  await expect(receipt).toContainText('Galway, Co. Galway');
  await expect(receipt).toContainText('45 people');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // A reload keeps it.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your request' })).toContainText(reference);
  await receipt.getByRole('link', { name: 'See your quotes' }).click();
  await expect(page).toHaveURL(/\/quotes\/\d+\.[\w-]{43}$/);
  await expect(page.getByText(reference)).toBeVisible();
});

test('a link that is not valid says so at once, without retrying', async ({ page }) => {
  for (const path of ['/quotes/1.not-a-real-signature', '/respond/nonsense']) {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes(`/api${path}`)) calls += 1;
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible({
      timeout: 3_000,
    });
    await page.waitForTimeout(1_500);
    expect(calls, path).toBe(1);
  }
});

test('a missing field is named in the exact message', async ({ page }) => {
  await page.goto('/');
  const quote = form(page);
  await quote.getByLabel('Full Name').fill('Mary Murphy');
  await quote.getByLabel('Email Address').fill('mary@example.ie');
  await quote.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(
    page.getByText(
      'Please fill in the following required fields: Mobile Number, Pick-up Location, ' +
        'Drop-off Location, Date of Travel, Pick-up Time, Type of Group, Number of People',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(quote.getByLabel('Mobile Number')).toBeFocused();
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
});

test('a server failure keeps everything the visitor entered', async ({ page }) => {
  await page.route('**/api/bus-quote', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Internal Server Error' }),
    }),
  );
  await page.goto('/coach-hire-cork');
  const quote = form(page);
  await quote.getByRole('combobox', { name: 'Pick-up Location' }).fill('Cork city centre');
  await quote.getByRole('combobox', { name: 'Drop-off Location' }).fill('Kinsale harbour');
  await fillContactAndTrip(page);
  await quote.getByRole('button', { name: 'Get My Free Quotes' }).click();

  await expect(page.getByText('Submission Failed')).toBeVisible();
  await expect(
    page.getByText('Internal Server Error Please check your information and try again.'),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/coach-hire-cork');
  await expect(quote.getByLabel('Full Name')).toHaveValue('Mary Murphy');
  await expect(quote.getByLabel('Email Address')).toHaveValue('mary@example.ie');
  await expect(quote.getByRole('combobox', { name: 'Pick-up Location' })).toHaveValue(
    'Cork city centre',
  );
  await expect(quote.getByLabel('Number of People')).toHaveValue('45');
  await expect(quote.getByRole('combobox', { name: 'Type of Group' })).toHaveText('School Tour');
  await expect(quote.getByRole('button', { name: 'Get My Free Quotes' })).toBeEnabled();
});

test('the home page with the form passes axe; the form loads on a first key, Leaflet only as the map comes near', async ({
  page,
}) => {
  // A phone-sized window puts the map well below the fold.
  await page.setViewportSize({ width: 390, height: 640 });
  const leafletFiles: string[] = [];
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!/\.(js|css)$/.test(new URL(response.url()).pathname)) return;
    reads.push(
      response
        .text()
        .then((body) => {
          if (body.includes('leaflet-pane')) leafletFiles.push(response.url());
        })
        .catch(() => undefined),
    );
  });

  const formFiles: string[] = [];
  page.on('request', (request) => {
    if (/\/quote-form-[^/]*\.js$/.test(request.url())) formFiles.push(request.url());
  });

  await page.goto('/');
  // A visit that only reads never fetches the form (decision 036); the visitor's first key does.
  await page.waitForLoadState('networkidle');
  expect(formFiles).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(form(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(reads);
  expect(leafletFiles).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  await page.getByText('Your pick-up and drop-off appear on the map').scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect.poll(() => leafletFiles.length).toBeGreaterThanOrEqual(2);
  await expectNoSeriousA11yViolations(page);
});
