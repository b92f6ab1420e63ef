import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form-field';
import {
  errorOf,
  registerText,
  type QuoteSectionProps,
} from '@/features/leads/request/components/section-props';

/** Who is asking: name, email and mobile (browser input types check the formats). */
export function ContactFields({ form, content, idFor }: QuoteSectionProps) {
  const { labels, placeholders } = content;
  return (
    <>
      <FormField
        id={idFor('full_name')}
        label={labels.fullName}
        error={errorOf(form, 'full_name')}
        required
      >
        {(control) => (
          <Input
            {...control}
            {...registerText(form, 'full_name')}
            autoComplete="name"
            placeholder={placeholders.fullName}
          />
        )}
      </FormField>
      <FormField id={idFor('email')} label={labels.email} error={errorOf(form, 'email')} required>
        {(control) => (
          <Input
            {...control}
            {...registerText(form, 'email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={placeholders.email}
          />
        )}
      </FormField>
      <FormField
        id={idFor('mobile_number')}
        label={labels.mobile}
        error={errorOf(form, 'mobile_number')}
        required
      >
        {(control) => (
          <Input
            {...control}
            {...registerText(form, 'mobile_number')}
            type="tel"
            autoComplete="tel"
            placeholder={placeholders.mobile}
          />
        )}
      </FormField>
    </>
  );
}
