import { expect, test } from '@playwright/test';
import { toInputDate } from '../src/shared/dates';
import { expectNoSeriousA11yViolations } from './axe';
import { daysAhead, dismissToasts, fillContactAndTrip, form, pickPlace } from './quote-form';

test.beforeEach(async ({ page }) => {
  // Map tiles come from the internet; the tests do not depend on it.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
});

test('a customer adds a stop and a second day, sends, and finds the days on the comparison page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const quote = form(page);
  await expect(quote).toBeVisible();
  await pickPlace(page, 'Pick-up Location', 'Cork', 'Cork, Co. Cork');
  await pickPlace(page, 'Drop-off Location', 'Galway', 'Galway, Co. Galway');
  await fillContactAndTrip(page);

  // docs/product.md#itinerary: a stop on the way with a wait, and a day of its own.
  await quote.getByRole('button', { name: 'Add a stop' }).click();
  await pickPlace(page, 'Stop 1', 'Limerick', 'Limerick, Co. Limerick');
  await quote.getByLabel('Stop 1: wait (minutes)').fill('45');
  await quote.getByRole('button', { name: 'Add another day' }).click();
  await quote.getByLabel('Day 2 date').fill(toInputDate(daysAhead(31)));
  await quote.getByLabel('Day 2 departure time').fill('10:00');
  await pickPlace(page, 'Day 2 starts from', 'Galway', 'Galway, Co. Galway');
  await pickPlace(page, 'Day 2, stop 1', 'Killarney', 'Killarney, Co. Kerry');
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);

  const request = page.waitForRequest('**/api/bus-quote');
  await quote.getByRole('button', { name: 'Get My Free Quotes' }).click();
  const sent = (await request).postDataJSON() as { itinerary: unknown };
  expect(sent.itinerary).toMatchObject([
    {
      date: daysAhead(30),
      start_time: '09:30',
      stops: [
        { place: 'Cork, Co. Cork', wait_minutes: 0 },
        { place: 'Limerick, Co. Limerick', wait_minutes: 45 },
        { place: 'Galway, Co. Galway', wait_minutes: 0 },
      ],
    },
    {
      date: daysAhead(31),
      start_time: '10:00',
      stops: [
        { place: 'Galway, Co. Galway', wait_minutes: 0 },
        { place: 'Killarney, Co. Kerry', wait_minutes: 0 },
      ],
    },
  ]);

  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await page.getByRole('link', { name: 'See your quotes' }).click();
  await expect(page.getByRole('heading', { name: 'Day by day' })).toBeVisible();
  const days = page.getByRole('list', { name: 'Itinerary' });
  await expect(days.getByRole('heading', { level: 4 })).toHaveCount(2);
  await expect(days).toContainText('Limerick, Co. Limerick (wait 45 min)');
  await expect(days).toContainText('Killarney, Co. Kerry');
  await expectNoSeriousA11yViolations(page);
});
