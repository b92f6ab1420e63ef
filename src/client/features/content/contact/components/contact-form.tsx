import { CircleCheckIcon, Loader2Icon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  type ContactMessageInput,
  type ValidContactMessageInput,
  contactMessageInputSchema,
} from '@shared/content/contact';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useSendContactMessage } from '@/features/content/contact/api';

/** How long the visitor has been at the form (the API's spam signal, at most a week). */
function useFillTime() {
  const firstTouch = useRef<number | null>(null);
  return {
    markInteraction: () => {
      firstTouch.current ??= Date.now();
    },
    elapsedMs: () =>
      firstTouch.current === null
        ? undefined
        : Math.min(Date.now() - firstTouch.current, 604_800_000),
    reset: () => {
      firstTouch.current = null;
    },
  };
}

const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', message: '', website: '' };
export const MESSAGE_SENT = 'Thank you: your message has been sent. We will reply by email.';
const SEND_FAILED = 'Your message could not be sent. Please try again.';

/**
 * The contact page's message form (docs/product.md#contact-page): validated by the schema the
 * API uses, with the quote form's honeypot and fill-time signal against spam.
 */
export function ContactForm() {
  const id = useId();
  const form = useSchemaForm(contactMessageInputSchema, { defaultValues: EMPTY });
  const send = useSendContactMessage();
  const fillTime = useFillTime();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errorOf = (field: keyof ContactMessageInput) => form.formState.errors[field]?.message;

  const onValid = (input: ValidContactMessageInput) => {
    setFailure(null);
    send.mutate(
      { ...input, form_elapsed_ms: fillTime.elapsedMs() },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          fillTime.reset();
          setSent(true);
        },
        onError: (error) => {
          const marked = applyServerErrors(form, error);
          if (marked.length === 0)
            setFailure(
              error instanceof ApiError && error.body?.message ? error.body.message : SEND_FAILED,
            );
        },
      },
    );
  };

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-start gap-4 rounded-xl border bg-white p-6">
        <p className="flex items-center gap-2 font-semibold text-green-800">
          <CircleCheckIcon aria-hidden="true" className="size-5" />
          {MESSAGE_SENT}
        </p>
        <Button type="button" variant="outline" onClick={() => setSent(false)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form
      aria-label="Send us a message"
      noValidate
      className="flex flex-col gap-4 rounded-xl border bg-white p-6 shadow-sm"
      onSubmit={form.handleSubmit(onValid)}
      onFocusCapture={fillTime.markInteraction}
    >
      <h2 className="text-xl font-semibold text-gray-900">Send us a message</h2>
      <FormField id={`${id}-name`} label="Name" error={errorOf('name')} required>
        {(control) => <Input {...control} {...form.register('name')} autoComplete="name" />}
      </FormField>
      <FormField id={`${id}-email`} label="Email" error={errorOf('email')} required>
        {(control) => (
          <Input {...control} {...form.register('email')} type="email" autoComplete="email" />
        )}
      </FormField>
      <FormField id={`${id}-phone`} label="Phone (optional)" error={errorOf('phone')}>
        {(control) => (
          <Input {...control} {...form.register('phone')} type="tel" autoComplete="tel" />
        )}
      </FormField>
      <FormField id={`${id}-message`} label="Message" error={errorOf('message')} required>
        {(control) => <Textarea {...control} {...form.register('message')} rows={6} />}
      </FormField>
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={`${id}-website`}>Website (leave this empty)</label>
        <input
          id={`${id}-website`}
          {...form.register('website')}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
        />
      </div>
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" className="self-start" disabled={send.isPending}>
        {send.isPending && <Loader2Icon aria-hidden="true" className="animate-spin" />}
        {send.isPending ? 'Sending...' : 'Send message'}
      </Button>
    </form>
  );
}
