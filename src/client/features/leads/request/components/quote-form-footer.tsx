import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/lib/paths';
import { FormField } from '@/components/form-field';
import {
  errorOf,
  registerText,
  type QuoteSectionProps,
} from '@/features/leads/request/components/section-props';

type QuoteFormFooterProps = QuoteSectionProps & { children: ReactNode };

/**
 * Additional information, the honeypot, the submit button (children) and the disclaimer. The
 * honeypot is out of sight, out of the tab order and hidden from assistive technology, so only
 * scripts that fill every input fill it; the server flags those requests as spam.
 */
export function QuoteFormFooter({ form, content, idFor, children }: QuoteFormFooterProps) {
  const { labels, placeholders, styling } = content;
  return (
    <>
      <FormField
        id={idFor('additional_info')}
        label={labels.additionalInfo}
        error={errorOf(form, 'additional_info')}
      >
        {(control) => (
          <Textarea
            {...control}
            {...registerText(form, 'additional_info')}
            rows={content.layout.rows}
            maxLength={2000}
            placeholder={placeholders.additionalInfo}
            className="field-sizing-fixed"
          />
        )}
      </FormField>
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={idFor('website')}>Website (leave this empty)</label>
        <input
          id={idFor('website')}
          {...form.register('website')}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
        />
      </div>
      {children}
      {content.showDisclaimer ? (
        <div
          className="flex flex-col gap-1 rounded-md px-4 py-3 text-sm"
          style={{ backgroundColor: styling.disclaimerBgColor }}
        >
          <p className="font-semibold" style={{ color: styling.disclaimerTitleColor }}>
            {labels.disclaimerTitle}
          </p>
          <p style={{ color: styling.disclaimerTextColor }}>
            {labels.disclaimerText}{' '}
            <Link
              to={paths.privacy}
              className="font-medium underline underline-offset-2"
              style={{ color: styling.disclaimerTitleColor }}
            >
              Read our privacy notice
            </Link>
            .
          </p>
        </div>
      ) : null}
    </>
  );
}
