import { expect, type Page } from '@playwright/test';
import { toInputDate } from '../src/shared/dates';

// The public quote form as the e2e specs fill it (quote-request, itinerary).

/** A date `days` ahead as the API holds it, YYYY-MM-DD. */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export const form = (page: Page) => page.getByRole('form', { name: 'Get Your Free Quotes' });
/**
 * Closes any toast before an axe scan of the form. Sonner's rich colours (the shared toaster in
 * components/ui/sonner.tsx) fall just short of 4.5:1 (#e60000 on #fff0f0 is 4.34:1); that is
 * reported to its owner and is not what these scans are about.
 */
export async function dismissToasts(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  const close = page.locator('[data-sonner-toast][data-visible="true"] [data-close-button]');
  await expect(async () => {
    if ((await close.count()) > 0) await close.first().click({ timeout: 1000 });
    // Sonner holds its toasts while the pointer rests on them.
    await page.mouse.move(0, 0);
    expect(await toasts.count()).toBe(0);
  }).toPass({ timeout: 15_000 });
}

export async function pickPlace(page: Page, label: string, typed: string, option: string) {
  const box = form(page).getByRole('combobox', { name: label });
  await box.fill(typed);
  await form(page).getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

export async function fillContactAndTrip(page: Page) {
  const quote = form(page);
  await quote.getByLabel('Full Name').fill('Mary Murphy');
  await quote.getByLabel('Email Address').fill('mary@example.ie');
  await quote.getByLabel('Mobile Number').fill('087 123 4567');
  // Typed the Irish way, whatever the browser's locale (docs/product.md#dates).
  await quote.getByLabel('Date of Travel').fill(toInputDate(daysAhead(30)));
  await quote.getByLabel('Pick-up Time').fill('09:30');
  const groupType = quote.getByRole('combobox', { name: 'Type of Group' });
  await groupType.click();
  await page.getByRole('option', { name: 'School Tour' }).click();
  // The select hands focus back to its button as it closes; type only after that.
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(groupType).toBeFocused();
  await quote.getByLabel('Number of People').pressSequentially('4x5');
  await expect(quote.getByLabel('Number of People')).toHaveValue('45');
}
