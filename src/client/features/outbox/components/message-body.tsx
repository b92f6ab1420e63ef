import type { OutboxMessage } from '@shared/outbox/outbox';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

function PlainText({ text }: { text: string }) {
  return (
    <pre className="rounded-md border bg-muted/40 p-3 text-sm whitespace-pre-wrap break-words">
      {text}
    </pre>
  );
}

/**
 * What the recipient sees. The HTML is rendered in a fully sandboxed frame (`sandbox=""`: no
 * scripts, an opaque origin), so nothing in a message can run as this app or read its token,
 * even though the server already escapes what customers typed. An SMS is only its text.
 */
export function MessageBody({ message }: { message: OutboxMessage }) {
  if (message.channel === 'sms' || message.body_html === null) {
    return <PlainText text={message.body_text} />;
  }
  return (
    <Tabs defaultValue="html">
      <TabsList aria-label="Message format">
        <TabsTrigger value="html">Rendered</TabsTrigger>
        <TabsTrigger value="text">Plain text</TabsTrigger>
      </TabsList>
      <TabsContent value="html">
        <iframe
          title={`Rendered email: ${message.subject ?? message.recipient}`}
          sandbox=""
          srcDoc={message.body_html}
          className="h-[55vh] w-full rounded-md border bg-white"
        />
      </TabsContent>
      <TabsContent value="text">
        <PlainText text={message.body_text} />
      </TabsContent>
    </Tabs>
  );
}
