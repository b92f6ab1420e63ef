import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { CustomerThread } from '@shared/conversations/messages';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/load-error';
import { customerThreadsQueryOptions, useSendCustomerMessage } from '@/features/conversations/api';
import { MaskingNote } from '@/features/conversations/components/masking-note';
import { MessageForm } from '@/features/conversations/components/message-form';
import { MessageList } from '@/features/conversations/components/message-list';

type AskQuestionProps = { token: string; quoteId: number; companyName: string };

const countLabel = (count: number) => (count === 1 ? '1 message' : `${count} messages`);

function ThreadPanel({ token, thread }: { token: string; thread: CustomerThread }) {
  const send = useSendCustomerMessage(token);
  return (
    <div className="flex flex-col gap-3">
      {thread.masked && (
        <MaskingNote>
          Phone numbers, email addresses and web links are hidden on both sides until you choose a
          company.
        </MaskingNote>
      )}
      <MessageList
        messages={thread.messages}
        names={{ customer: 'You', company: thread.company_name }}
        own="customer"
        emptyText={`No messages yet. Ask ${thread.company_name} anything about their quote; we will email you their answer.`}
      />
      {thread.can_send ? (
        <MessageForm
          label={`Your question to ${thread.company_name}`}
          pending={send.isPending}
          onSend={async (body) => {
            await send.mutateAsync({ quote_id: thread.quote_id, body });
          }}
        />
      ) : (
        <p className="text-sm text-gray-700">This conversation is closed.</p>
      )}
    </div>
  );
}

/** "Ask a question" on a quote card: the thread with that company, opened in place. */
export function AskQuestion({ token, quoteId, companyName }: AskQuestionProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const query = useQuery(customerThreadsQueryOptions(token));
  const thread = query.data?.threads.find((candidate) => candidate.quote_id === quoteId);
  const count = thread?.messages.length ?? 0;
  return (
    <div className="flex flex-col gap-3">
      <Button
        type="button"
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <MessageCircle aria-hidden="true" />
        Ask a question<span className="sr-only"> to {companyName}</span>
        {count > 0 && <span className="text-xs text-gray-700">({countLabel(count)})</span>}
      </Button>
      <div
        id={panelId}
        hidden={!open}
        role="region"
        aria-label={`Messages with ${companyName}`}
        className="rounded-lg border bg-white p-3"
      >
        {open &&
          (query.isError && !query.data ? (
            <LoadError onRetry={() => void query.refetch()}>
              Could not load your messages: {query.error.message}
            </LoadError>
          ) : !query.data ? (
            <Spinner className="py-4">Loading messages...</Spinner>
          ) : thread ? (
            <ThreadPanel token={token} thread={thread} />
          ) : (
            <p className="text-sm text-gray-700">This company can no longer take questions.</p>
          ))}
      </div>
    </div>
  );
}
