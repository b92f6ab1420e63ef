import { CircleCheck } from 'lucide-react';
import type { CSSProperties } from 'react';
import type { HomeContent } from '@shared/content/content';

type QuoteForm = HomeContent['quoteForm'];

function background(useGradient: boolean, gradient: string, color: string): CSSProperties {
  return useGradient
    ? { backgroundColor: color, backgroundImage: gradient }
    : { backgroundColor: color };
}

function FakeField({ label, placeholder }: { label: string; placeholder?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium">{label}</span>
      <span className="flex h-9 items-center rounded-md border border-gray-300 bg-white px-3 text-sm text-gray-600">
        {placeholder}
      </span>
    </div>
  );
}

/**
 * A drawing of the quote form card with the current wording and colours, updated as the admin
 * types. Not the real form: nothing here can be filled in or submitted.
 */
export function QuoteFormPreview({
  quoteForm,
  showHeading = true,
}: {
  quoteForm: QuoteForm;
  /** Off inside the whole-page preview, where the card stands in for the real form. */
  showHeading?: boolean;
}) {
  const { labels, placeholders, styling } = quoteForm;
  return (
    <section aria-label="Quote form preview" className="flex flex-col gap-2">
      {showHeading && <h3 className="text-sm font-semibold text-muted-foreground">Preview</h3>}
      <div
        className="overflow-hidden rounded-xl border shadow-sm"
        style={{
          ...background(styling.useGradient, styling.backgroundGradient, styling.backgroundColor),
          color: styling.textColor,
        }}
      >
        {quoteForm.urgencyBanner && (
          <p
            className="px-4 py-2 text-center text-sm font-semibold"
            style={{ backgroundColor: styling.bannerBgColor, color: styling.bannerTextColor }}
          >
            {quoteForm.urgencyBanner}
          </p>
        )}
        <div
          className="px-4 py-3"
          style={{ backgroundColor: styling.cardHeaderBgColor, color: styling.cardHeaderTextColor }}
        >
          <p className="text-lg font-bold">{quoteForm.cardTitle}</p>
          <p className="text-sm">{quoteForm.cardSubtitle}</p>
        </div>
        <div className="flex flex-col gap-3 p-4">
          <ul
            className="flex flex-wrap gap-x-4 gap-y-1 text-sm"
            style={{ color: styling.trustIndicatorColor }}
          >
            {quoteForm.trustIndicators.map((indicator, index) => (
              <li key={index} className="flex items-center gap-1">
                <CircleCheck aria-hidden="true" className="size-4" />
                {indicator}
              </li>
            ))}
          </ul>
          <FakeField label={labels.fullName} placeholder={placeholders.fullName} />
          <FakeField label={labels.email} placeholder={placeholders.email} />
          {quoteForm.showPickupLocation && (
            <FakeField label={labels.pickupLocation} placeholder={placeholders.pickupLocation} />
          )}
          {quoteForm.showDropoffLocation && (
            <FakeField label={labels.dropoffLocation} placeholder={placeholders.dropoffLocation} />
          )}
          <FakeField label={labels.groupType} placeholder={placeholders.groupTypePlaceholder} />
          <p className="text-xs">{quoteForm.groupTypes.join(' · ')}</p>
          <span
            className="flex h-10 items-center justify-center rounded-lg text-sm font-semibold"
            style={{
              backgroundColor: styling.submitButtonBgColor,
              color: styling.submitButtonTextColor,
            }}
          >
            {labels.submitText}
          </span>
          {quoteForm.showDisclaimer && (
            <div
              className="rounded-lg p-3 text-sm"
              style={{ backgroundColor: styling.disclaimerBgColor }}
            >
              <p className="font-semibold" style={{ color: styling.disclaimerTitleColor }}>
                {labels.disclaimerTitle}
              </p>
              <p style={{ color: styling.disclaimerTextColor }}>{labels.disclaimerText}</p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
