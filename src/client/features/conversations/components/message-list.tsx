import type { ConversationMessage, MessageSender } from '@shared/conversations/messages';
import { formatDateTime } from '@shared/dates';
import { cn } from '@/lib/utils';

type MessageListProps<Message extends ConversationMessage> = {
  messages: Message[];
  /** What each side is called from the reader's point of view ("You", the company's name…). */
  names: Record<MessageSender, string>;
  /** The side the reader is on: their messages sit on the right. */
  own?: MessageSender;
  emptyText: string;
  /** A line under each message, e.g. who in the company wrote it (staff's view). */
  byline?: (message: Message) => string | null;
};

/** A thread's messages, oldest first, each with who sent it and when. */
export function MessageList<Message extends ConversationMessage>({
  messages,
  names,
  own,
  emptyText,
  byline,
}: MessageListProps<Message>) {
  if (messages.length === 0) return <p className="text-sm text-gray-700">{emptyText}</p>;
  return (
    <ol aria-label="Messages" className="flex flex-col gap-3">
      {messages.map((message) => {
        const extra = byline?.(message);
        return (
          <li
            key={message.id}
            className={cn(
              'max-w-[90%] rounded-lg px-3 py-2 text-sm',
              message.sender === own
                ? 'self-end bg-blue-50 text-gray-900'
                : 'self-start bg-slate-100 text-gray-900',
            )}
          >
            <p className="text-xs text-gray-700">
              <span className="font-semibold">{names[message.sender]}</span>
              {extra ? ` (${extra})` : ''} ·{' '}
              <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words">{message.body}</p>
          </li>
        );
      })}
    </ol>
  );
}
