import { useState } from 'react';
import { toast } from 'sonner';
import { declineInputSchema, type DeclineInput } from '@shared/marketplace/quotes';
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
import { applyServerErrors } from '@/lib/form-errors';
import { type Answer, isRequestMovedOn } from '@/features/marketplace/api';

type DeclineDialogProps = { decline: Answer<DeclineInput>; onStale: () => void };

/** 'Decline' with a reason: the customer is not told which company declined or why. */
export function DeclineDialog({ decline, onStale }: DeclineDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(declineInputSchema, { defaultValues: { reason: '' } });

  async function submit(input: DeclineInput) {
    try {
      await decline.mutateAsync(input);
      toast.success('You have declined this request');
      setOpen(false);
    } catch (error) {
      applyServerErrors(form, error);
      if (isRequestMovedOn(error)) onStale();
      toast.error(error instanceof Error ? error.message : 'Could not decline the request');
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        form.clearErrors();
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          Decline
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Decline this request</DialogTitle>
          <DialogDescription>
            Tell us briefly why, so we can send you requests that suit you better.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
          <FormField
            id="decline-reason"
            label="Reason"
            required
            error={form.formState.errors.reason?.message}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                placeholder="e.g. No vehicle free on that date"
                {...form.register('reason')}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={decline.isPending}>
              {decline.isPending ? 'Declining...' : 'Decline request'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
