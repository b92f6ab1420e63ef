import { expect, test } from '@playwright/test';
import { toInputDate } from '../src/shared/dates';
import { expectNoSeriousA11yViolations } from './axe';
import { daysAhead, dismissToasts, fillContactAndTrip, form, pickPlace } from './quote-form';

test.beforeEach(async ({ page }) => {
  // Map tiles come from the internet; the tests do not depend on it.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
});

/** `Typical price: €1,234 – €1,567` (or `Price range: …`) → the two figures as the page shows them. */
function figuresOf(line: string): { low: string; high: string } {
  const match = /: (€[\d,]+) – (€[\d,]+)/.exec(line);
  if (!match) throw new Error(`no range in "${line}"`);
  return { low: match[1]!, high: match[2]! };
}

test('a customer plans two days with a stop, sees the driver hours and the price range, and finds the range after sending', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const quote = form(page);
  await expect(quote).toBeVisible();
  await pickPlace(page, 'Pick-up Location', 'Cork', 'Cork, Co. Cork');
  await pickPlace(page, 'Drop-off Location', 'Galway', 'Galway, Co. Galway');
  await fillContactAndTrip(page);
  await quote.getByLabel('Email Address').fill('price-range@example.ie');

  // docs/product.md#itinerary: a stop with a wait on the first day, and a second day.
  await quote.getByRole('button', { name: 'Add a stop' }).click();
  await pickPlace(page, 'Stop 1', 'Limerick', 'Limerick, Co. Limerick');
  await quote.getByLabel('Stop 1: wait (minutes)').fill('90');
  await quote.getByRole('button', { name: 'Add another day' }).click();
  await quote.getByLabel('Day 2 date').fill(toInputDate(daysAhead(31)));
  await quote.getByLabel('Day 2 departure time').fill('10:00');
  await pickPlace(page, 'Day 2 starts from', 'Galway', 'Galway, Co. Galway');
  await pickPlace(page, 'Day 2, stop 1', 'Killarney', 'Killarney, Co. Kerry');

  // The planner's note: each day's driver-hours verdict, and the price range.
  const note = quote.getByRole('region', { name: 'Driver hours and price' });
  await expect(note).toBeVisible({ timeout: 15_000 });
  await expect(note.getByRole('heading', { name: 'Driver hours' })).toBeVisible();
  await expect(note.getByRole('listitem')).toHaveCount(2);
  // Day 1 ends in Galway and day 2 starts there, far from Cork: the driver stays away.
  await expect(note.getByRole('listitem').first()).toContainText(
    /^Day 1, .+: driver overnight needed/,
  );
  await expect(note.getByRole('listitem').nth(1)).toContainText(/^Day 2, .+: one driver/);
  const range = note.getByText(/^(Typical price|Price range): €/);
  await expect(range).toBeVisible();
  const shown = (await range.textContent())!;
  const { low, high } = figuresOf(shown);
  expect(shown).not.toMatch(/VAT/);
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);

  await quote.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Your request' });
  const sentence = `${shown}. Companies price your trip themselves.`;
  await expect(receipt).toContainText(sentence);
  await expectNoSeriousA11yViolations(page);
  // Kept with the tab's summary of the request: a reload shows it again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your request' })).toContainText(sentence);

  // The comparison page gives the guide recorded for the request: the same figures, planned from
  // the stored days (docs/product.md#price-estimate).
  await page.getByRole('link', { name: 'See your quotes' }).click();
  await expect(page.getByRole('heading', { name: 'Day by day' })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByText(`Price guide when you sent your request: ${low}–${high}`),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});
