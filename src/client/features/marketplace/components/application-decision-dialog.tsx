import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { useDecideApplication } from '@/features/marketplace/applications-api';
import { ReasonDialog, type ReasonWords } from '@/features/marketplace/components/reason-dialog';

type Kind = 'reject' | 'request-info';

const WORDS: Record<Kind, ReasonWords & { done: string }> = {
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
  const decide = useDecideApplication();

  async function send(text: string) {
    try {
      if (kind === 'reject')
        await decide.mutateAsync({ id: operatorId, action: kind, reason: text });
      else await decide.mutateAsync({ id: operatorId, action: kind, message: text });
      toast.success(words.done);
      return { sent: true as const };
    } catch (error) {
      toast.error(
        error instanceof Error ? error.message : `Could not ${words.trigger.toLowerCase()}`,
      );
      // The API names the field `reason` or `message`; the form's one field takes either.
      const fields = error instanceof ApiError ? error.fieldErrors() : {};
      return { sent: false as const, message: (fields.reason ?? fields.message)?.[0] };
    }
  }

  return (
    <ReasonDialog
      id={`application-${kind}-${operatorId}`}
      words={words}
      description={companyName}
      destructive={kind === 'reject'}
      pending={decide.isPending}
      onSend={send}
    />
  );
}
