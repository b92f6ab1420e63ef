import { useState } from 'react';
import { toast } from 'sonner';
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
import { ApiError } from '@/lib/api-client';
import { useDecideApplication } from '@/features/marketplace/applications-api';

type Kind = 'reject' | 'request-info';

const WORDS: Record<
  Kind,
  { trigger: string; title: string; label: string; send: string; done: string; hint: string }
> = {
  reject: {
    trigger: 'Reject',
    title: 'Reject application',
    label: 'Reason',
    send: 'Reject application',
    done: 'Application rejected',
    hint: 'Emailed to the applicant as written.',
  },
  'request-info': {
    trigger: 'Ask for more information',
    title: 'Ask for more information',
    label: 'What do you need?',
    send: 'Send request',
    done: 'Request for information sent',
    hint: 'Emailed to the applicant; the application stays in the queue.',
  },
};

/** One text field, named `text` in the form and `reason` or `message` in the API. */
const textSchema = z.object({ text: rejectApplicationSchema.shape.reason });

/** Reject with a reason, or ask the applicant for more (docs/product.md#pending-applications). */
export function ApplicationDecisionDialog({
  kind,
  operatorId,
  companyName,
}: {
  kind: Kind;
  operatorId: number;
  companyName: string;
}) {
  const words = WORDS[kind];
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(textSchema, { defaultValues: { text: '' } });
  const decide = useDecideApplication();
  const id = `application-${kind}-${operatorId}`;

  async function submit({ text }: { text: string }) {
    try {
      if (kind === 'reject')
        await decide.mutateAsync({ id: operatorId, action: kind, reason: text });
      else await decide.mutateAsync({ id: operatorId, action: kind, message: text });
      toast.success(words.done);
      setOpen(false);
    } catch (error) {
      // The API names the field `reason` or `message`; the form's one field takes either.
      const fields = error instanceof ApiError ? error.fieldErrors() : {};
      const message = (fields.reason ?? fields.message)?.[0];
      if (message) form.setError('text', { message }, { shouldFocus: true });
      toast.error(
        error instanceof Error ? error.message : `Could not ${words.trigger.toLowerCase()}`,
      );
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant={kind === 'reject' ? 'destructive' : 'outline'}>
          {words.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>{companyName}</DialogDescription>
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
            <Button type="submit" disabled={decide.isPending}>
              {decide.isPending ? 'Sending...' : words.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
