import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/load-error';
import { leadThreadsQueryOptions } from '@/features/conversations/api';
import { MessageList } from '@/features/conversations/components/message-list';

/** Staff's read-only view (a card of the lead's page, whose titles are h3) of a lead's threads with each company, as sent. */
export function LeadThreads({ leadId }: { leadId: number }) {
  const query = useQuery(leadThreadsQueryOptions(leadId));
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h3 className="text-base">Messages</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {query.isError && !query.data ? (
          <LoadError onRetry={() => void query.refetch()}>
            Failed to load the messages: {query.error.message}
          </LoadError>
        ) : !query.data ? (
          <Spinner className="py-4">Loading messages...</Spinner>
        ) : query.data.threads.length === 0 ? (
          <p className="text-sm text-gray-700">
            No messages between the customer and the companies.
          </p>
        ) : (
          query.data.threads.map((thread) => (
            <article
              key={thread.invite_id}
              aria-label={`Messages with ${thread.company_name}`}
              className="flex flex-col gap-2 rounded-lg border bg-white p-4"
            >
              <header className="flex flex-wrap items-center gap-2">
                <h4 className="font-semibold text-gray-900">{thread.company_name}</h4>
                <Badge variant="outline">
                  {thread.masked ? 'Contact details hidden from both' : 'Shown as sent'}
                </Badge>
              </header>
              <MessageList
                messages={thread.messages}
                names={{ customer: 'Customer', company: thread.company_name }}
                emptyText="No messages."
                byline={(message) => message.author_name}
              />
            </article>
          ))
        )}
      </CardContent>
    </Card>
  );
}
