import { useState } from 'react';
import { z } from 'zod';
import { rejectApplicationSchema } from '@shared/marketplace/applications';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { FormField } from '@/components/form-field';
import { useSchemaForm } from '@/hooks/use-schema-form';

export type ReasonWords = {
  trigger: string;
  title: string;
  label: string;
  send: string;
  hint: string;
};

type ReasonDialogProps = {
  id: string;
  words: ReasonWords;
  description: string;
  destructive?: boolean;
  pending: boolean;
  /** Sends the text; resolves to the field's error message when the server refused it. */
  onSend: (text: string) => Promise<{ sent: true } | { sent: false; message?: string }>;
};

/** One text field, whatever the API calls it (`reason`, `message`). */
const textSchema = z.object({ text: rejectApplicationSchema.shape.reason });

/** A staff decision that needs words: reject with a reason, or ask for more information. */
export function ReasonDialog({
  id,
  words,
  description,
  destructive,
  pending,
  onSend,
}: ReasonDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(textSchema, { defaultValues: { text: '' } });

  async function submit({ text }: { text: string }) {
    const result = await onSend(text);
    if (result.sent) setOpen(false);
    else if (result.message)
      form.setError('text', { message: result.message }, { shouldFocus: true });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant={destructive ? 'destructive' : 'outline'}>
          {words.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
          <FormField
            id={id}
            label={words.label}
            required
            error={form.formState.errors.text?.message}
            hint={words.hint}
          >
            {(control) => <Textarea {...control} rows={4} {...form.register('text')} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Sending...' : words.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
