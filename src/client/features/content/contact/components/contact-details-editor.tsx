import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { toast } from 'sonner';
import { type ContactDetails, contactDetailsSchema } from '@shared/content/contact';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { contactDetailsQueryOptions, useSaveContactDetails } from '@/features/content/contact/api';

/** The contact page's details, as the admin keeps them (docs/product.md#messages-screen). */
export function ContactDetailsEditor() {
  const id = useId();
  const current = useQuery(contactDetailsQueryOptions());
  const save = useSaveContactDetails();
  const form = useSchemaForm(contactDetailsSchema, {
    defaultValues: { address: '', phone: '', email: '', opening_hours: '' },
  });
  const loaded = current.data;
  useEffect(() => {
    if (loaded) form.reset(loaded.details);
  }, [loaded, form]);
  const errorOf = (field: keyof ContactDetails) => form.formState.errors[field]?.message;

  const onValid = (details: ContactDetails) => {
    if (!loaded) return;
    save.mutate(
      { details, version: loaded.version },
      {
        onSuccess: () => toast.success('Contact details saved'),
        onError: (error) => {
          applyServerErrors(form, error, { prefix: 'details.' });
          const stale = error instanceof ApiError && error.status === 409;
          toast.error('Save failed', {
            description: stale ? error.message : 'Could not save the contact details.',
          });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact page details</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          aria-label="Contact page details"
          noValidate
          className="grid gap-4 md:grid-cols-2"
          onSubmit={form.handleSubmit(onValid)}
        >
          <FormField id={`${id}-address`} label="Address" error={errorOf('address')}>
            {(control) => <Textarea {...control} {...form.register('address')} rows={3} />}
          </FormField>
          <FormField id={`${id}-hours`} label="Opening hours" error={errorOf('opening_hours')}>
            {(control) => <Textarea {...control} {...form.register('opening_hours')} rows={3} />}
          </FormField>
          <FormField id={`${id}-phone`} label="Phone" error={errorOf('phone')}>
            {(control) => <Input {...control} {...form.register('phone')} type="tel" />}
          </FormField>
          <FormField id={`${id}-email`} label="Email" error={errorOf('email')}>
            {(control) => <Input {...control} {...form.register('email')} type="email" />}
          </FormField>
          <p className="text-sm text-muted-foreground md:col-span-2">
            Shown on the contact page; an empty field is left out.
          </p>
          <Button type="submit" className="justify-self-start" disabled={!loaded || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save details'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
