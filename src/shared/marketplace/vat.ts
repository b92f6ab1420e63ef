import { z } from 'zod';

/**
 * How VAT applies to a company's prices (docs/product.md#quotes). Coach hire with a driver is
 * VAT-exempt in Ireland, so `exempt` is every company's default; staff change it only when the
 * company says otherwise. No price is ever described as "incl. VAT" unless the company chose
 * `included`.
 */
export const VAT_STATUSES = ['exempt', 'included', 'excluded'] as const;
export const vatStatusSchema = z.enum(VAT_STATUSES, { error: 'Choose how VAT applies' });
export type VatStatus = z.infer<typeof vatStatusSchema>;
export const DEFAULT_VAT_STATUS: VatStatus = 'exempt';

/** How VAT applies, after a `VAT` label. */
export const VAT_WORDS: Record<VatStatus, string> = {
  exempt: 'exempt (passenger transport)',
  included: 'included in the price',
  excluded: 'not included, added to this price',
};

/** What customers and companies read beside a price: `VAT: exempt (passenger transport)`. */
export const VAT_LABELS = Object.fromEntries(
  VAT_STATUSES.map((status) => [status, `VAT: ${VAT_WORDS[status]}`]),
) as Record<VatStatus, string>;

/** The choices on the admin's bus company form. */
export const VAT_OPTION_LABELS: Record<VatStatus, string> = {
  exempt: 'Exempt: passenger transport with a driver (the usual case)',
  included: 'Included in the price the company quotes',
  excluded: 'Not included: VAT is added to the price the company quotes',
};
