import { useId, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { MESSAGE_MAX_LENGTH, messageInputSchema } from '@shared/conversations/messages';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { FieldError } from '@/components/form-field';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { applyServerErrors } from '@/lib/form-errors';

type MessageFormProps = {
  label: string;
  /** Sends the message; throws on failure, so what was typed stays. */
  onSend: (body: string) => Promise<void>;
  pending: boolean;
};

/** A message box: checked like the API checks it, kept on failure, Ctrl+Enter sends. */
export function MessageForm({ label, onSend, pending }: MessageFormProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const form = useSchemaForm(messageInputSchema, { defaultValues: { body: '' } });
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  const error = form.formState.errors.body?.message;

  async function submit({ body: text }: { body: string }) {
    try {
      await onSend(text);
      form.reset({ body: '' });
    } catch (failure) {
      applyServerErrors(form, failure);
      toast.error(failure instanceof Error ? failure.message : 'Could not send your message');
    }
  }

  function sendOnCtrlEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${countId}` : countId}
        onKeyDown={sendOnCtrlEnter}
        {...form.register('body')}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={countId} className="text-xs text-gray-700">
          {body.length.toLocaleString('en-IE')} / {MESSAGE_MAX_LENGTH.toLocaleString('en-IE')}{' '}
          characters
        </p>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Sending...' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
