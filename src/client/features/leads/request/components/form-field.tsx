import { type ComponentProps } from 'react';
import { FormField as SharedFormField } from '@/components/form-field';

export type { FieldControlProps } from '@/components/form-field';

/** The quote form's fields: labels exactly as the page words them, with no required mark. */
export function FormField(props: Omit<ComponentProps<typeof SharedFormField>, 'showRequiredMark'>) {
  return <SharedFormField {...props} showRequiredMark={false} />;
}
