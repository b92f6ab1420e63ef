import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { declineInputSchema } from '@shared/marketplace/marketplace';
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
import { ApiError } from '@/lib/api-client';
import { useDeclineRequest } from '@/features/marketplace/api';
import { FormField } from '@/components/form-field';

const REASON_ID = 'decline-reason';

type DeclineDialogProps = { token: string; onStale: () => void };

/** 'Decline' with a reason: the customer is not told which company declined or why. */
export function DeclineDialog({ token, onStale }: DeclineDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const decline = useDeclineRequest(token);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = declineInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById(REASON_ID)?.focus();
      return;
    }
    try {
      await decline.mutateAsync(parsed.data.reason);
      toast.success('You have declined this request');
      setOpen(false);
    } catch (failure) {
      if (failure instanceof ApiError) {
        setError(failure.fieldErrors().reason?.[0]);
        if (failure.status === 409 || failure.status === 410) onStale();
      }
      toast.error(failure instanceof Error ? failure.message : 'Could not decline the request');
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(undefined);
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
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <FormField id={REASON_ID} label="Reason" required error={error}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                value={reason}
                placeholder="e.g. No vehicle free on that date"
                onChange={(event) => {
                  setReason(event.target.value);
                  setError(undefined);
                }}
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
