import type { QuoteFormContent } from '@shared/content/quote-form';
import type { QuoteFormApi, QuoteFormField } from '@/features/leads/request/quote-form-values';

/** What each part of the quote form gets from the form that holds it. */
export type QuoteSectionProps = {
  form: QuoteFormApi;
  content: QuoteFormContent;
  /** A DOM id unique to this form instance (two forms may share a page in the editor preview). */
  idFor: (field: QuoteFormField) => string;
};

export function errorOf(form: QuoteFormApi, field: QuoteFormField) {
  const message = form.formState.errors[field]?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Registers a text input whose message goes away as soon as the visitor edits it. */
export function registerText(form: QuoteFormApi, field: QuoteFormField) {
  return form.register(field, { onChange: () => form.clearErrors(field) });
}
