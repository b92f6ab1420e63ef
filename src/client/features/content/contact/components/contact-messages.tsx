import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ContactMessage } from '@shared/content/contact';
import { LoadError } from '@/components/load-error';
import { Pagination } from '@/components/pagination';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@shared/dates';
import {
  type MessageState,
  contactMessagesQueryOptions,
  useSetMessageHandled,
} from '@/features/content/contact/api';

const STATES: { value: MessageState; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

function MessageItem({ message }: { message: ContactMessage }) {
  const setHandled = useSetMessageHandled();
  const handled = message.handled_at !== null;
  const toggle = () =>
    setHandled.mutate(
      { id: message.id, handled: !handled },
      {
        onSuccess: () => toast.success(handled ? 'Message reopened' : 'Message marked as handled'),
        onError: () => toast.error('Failed to update message'),
      },
    );
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{message.name}</span>
        <a className="text-blue-800 underline" href={`mailto:${message.email}`}>
          {message.email}
        </a>
        {message.phone && <span className="text-muted-foreground">{message.phone}</span>}
        <time className="text-sm text-muted-foreground" dateTime={message.created_at}>
          {formatDateTime(message.created_at)}
        </time>
        {handled && (
          <Badge variant="outline" className="border-transparent bg-green-100 text-green-900">
            Handled{message.handled_by_name ? ` by ${message.handled_by_name}` : ''}
          </Badge>
        )}
      </div>
      <p className="break-words whitespace-pre-wrap">{message.message}</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={setHandled.isPending}
        onClick={toggle}
      >
        {handled ? 'Reopen' : 'Mark as handled'}
      </Button>
    </li>
  );
}

/** Messages from the contact page, open ones first shown (docs/product.md#messages-screen). */
export function ContactMessages() {
  const [state, setState] = useState<MessageState>('open');
  const [page, setPage] = useState(1);
  const list = useQuery(contactMessagesQueryOptions(state, page));
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>Messages from the contact page</CardTitle>
        <div role="group" aria-label="Show messages" className="flex gap-1">
          {STATES.map((option) => (
            <Button
              key={option.value}
              type="button"
              size="sm"
              variant={state === option.value ? 'default' : 'outline'}
              aria-pressed={state === option.value}
              onClick={() => {
                setState(option.value);
                setPage(1);
              }}
            >
              {option.label}
            </Button>
          ))}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {list.isError ? (
          <LoadError onRetry={() => void list.refetch()}>Failed to fetch messages</LoadError>
        ) : !list.data ? (
          <Spinner>Loading messages...</Spinner>
        ) : list.data.data.length === 0 ? (
          <p className="text-muted-foreground">No messages.</p>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {list.data.data.map((message) => (
                <MessageItem key={message.id} message={message} />
              ))}
            </ul>
            <Pagination noun="messages" of={list.data} onPage={setPage} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
