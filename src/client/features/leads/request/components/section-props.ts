import type { UseFormReturn } from 'react-hook-form';
import type { QuoteFormContent } from '@shared/content/quote-form';
import type { QuoteFormField, QuoteFormValues } from '@/features/leads/request/quote-form-values';

/** What each part of the quote form gets from the form that holds it. */
export type QuoteSectionProps = {
  form: UseFormReturn<QuoteFormValues>;
  content: QuoteFormContent;
  /** A DOM id unique to this form instance (two forms may share a page in the editor preview). */
  idFor: (field: QuoteFormField) => string;
};

export function errorOf(form: UseFormReturn<QuoteFormValues>, field: QuoteFormField) {
  const message = form.formState.errors[field]?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Registers a text input whose (server) error goes away as soon as the visitor edits it. */
export function registerText(form: UseFormReturn<QuoteFormValues>, field: QuoteFormField) {
  return form.register(field, { onChange: () => form.clearErrors(field) });
}
