import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/load-error';
import {
  type CompanyThreadSource,
  companyThreadQueryOptions,
  useSendCompanyMessage,
} from '@/features/conversations/api';
import { MaskingNote } from '@/features/conversations/components/masking-note';
import { MessageForm } from '@/features/conversations/components/message-form';
import { MessageList } from '@/features/conversations/components/message-list';

/**
 * The company's thread with the customer, on its emailed link's page and in its workspace:
 * the same thread whichever way it is opened.
 */
export function CompanyThread({ source }: { source: CompanyThreadSource }) {
  const query = useQuery(companyThreadQueryOptions(source));
  const send = useSendCompanyMessage(source);
  const thread = query.data;
  return (
    <section
      aria-labelledby="messages-heading"
      className="flex flex-col gap-3 rounded-xl border bg-white p-5"
    >
      <h2 id="messages-heading" className="text-xl font-semibold text-gray-900">
        Messages with the customer
      </h2>
      {query.isError && !thread ? (
        <LoadError onRetry={() => void query.refetch()}>
          Could not load the messages: {query.error.message}
        </LoadError>
      ) : !thread ? (
        <Spinner className="py-4">Loading messages...</Spinner>
      ) : (
        <>
          {thread.masked && (
            <MaskingNote>
              Phone numbers, email addresses and web links are hidden on both sides until the
              customer chooses your quote.
            </MaskingNote>
          )}
          <MessageList
            messages={thread.messages}
            names={{ customer: 'Customer', company: 'You' }}
            own="company"
            emptyText="No messages yet. Once you have sent a quote, the customer can ask you questions here and you will get an email when they do."
          />
          {thread.can_send ? (
            <MessageForm
              label="Your message to the customer"
              pending={send.isPending}
              onSend={async (body) => {
                await send.mutateAsync({ body });
              }}
            />
          ) : (
            <p className="text-sm text-gray-700">
              Messages can be sent while your quote is open or once the customer has chosen it.
            </p>
          )}
        </>
      )}
    </section>
  );
}
