import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/** Fails on serious or critical WCAG 2.x A/AA violations on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.length} nodes: ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * Closes the toasts before a scan. Sonner's rich success/error colours miss AA contrast
 * (4.25:1); that belongs to the shared Toaster and is reported there, not hidden. Toasts also
 * leave by themselves, so a close button seen a moment ago may be gone: each click gives up
 * after a second instead of waiting for it (it once held a test until its time-out).
 */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Close toast' });
  for (let attempt = 0; attempt < 10 && (await close.count()) > 0; attempt += 1) {
    await close
      .first()
      .click({ timeout: 1_000 })
      .catch(() => undefined);
  }
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
}
