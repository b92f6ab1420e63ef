import { createHmac } from 'node:crypto';
import type { ValidContactMessageInput } from '@shared/content/contact';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import {
  type OutgoingMessage,
  type RenderedEmail,
  type Transports,
  escapeHtml,
  layout,
  link,
  queueMessages,
  staffRecipients,
  subjectLine,
  table,
  textLines,
} from '../../outbox';
import { insertContactMessage } from './repository';

/** As on the quote form: a person takes longer than this to write a message. */
const MIN_FILL_TIME_MS = 3_000;

export function isSpamMessage(input: ValidContactMessageInput): boolean {
  if (input.website && input.website.trim() !== '') return true;
  return input.form_elapsed_ms !== undefined && input.form_elapsed_ms < MIN_FILL_TIME_MS;
}

/** The staff's email about a new message, linking to the Messages screen. */
export function renderContactAlert(
  message: { id: number; name: string; email: string; phone: string | null; message: string },
  publicUrl: string,
): RenderedEmail {
  const subject = subjectLine(`Contact message from ${message.name}`);
  const lines: [string, string][] = [
    ['Name', message.name],
    ['Email', message.email],
    ...(message.phone ? ([['Phone', message.phone]] as [string, string][]) : []),
    ['Message', message.message],
  ];
  const url = `${publicUrl}/admin/messages`;
  const text = [
    'A message has arrived from the contact page.',
    '',
    ...textLines(lines, ''),
    '',
    `Reply to ${message.email}, then mark it handled: ${url}`,
  ].join('\n');
  const html = layout(
    subject,
    `<h1 style="font-size:20px">New contact message</h1>${table(lines)}
<p>Reply to ${link(`mailto:${message.email}`, message.email)}, then mark it handled in ${link(url, 'Messages')}.</p>
<p style="font-size:12px;color:#4b5563">Message #${escapeHtml(String(message.id))}</p>`,
  );
  return { subject, text, html };
}

type Deps = { db: Database; config: Config; transports: Transports; ipSecret: string };

/**
 * Stores a message from the contact page and, in the same transaction, an email to staff
 * (docs/product.md#contact-page). Spam (the honeypot, or a form sent too fast) is answered the
 * same but neither stored nor sent.
 */
export async function receiveContactMessage(
  { db, config, transports, ipSecret }: Deps,
  input: ValidContactMessageInput,
  clientIp: string,
): Promise<void> {
  if (isSpamMessage(input)) return;
  await db.transaction(async (tx) => {
    const stored = await insertContactMessage(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      message: input.message,
      client_ip_hash: createHmac('sha256', ipSecret).update(clientIp).digest('hex'),
    });
    const alert = renderContactAlert(stored, config.PUBLIC_URL);
    const rows: OutgoingMessage[] = (await staffRecipients(tx, config)).map((email) => ({
      message_key: `contact:${stored.id}:staff:${email.toLowerCase()}`,
      lead_id: null,
      channel: 'email',
      recipient: email,
      subject: alert.subject,
      body_text: alert.text,
      body_html: alert.html,
    }));
    await queueMessages(tx, transports, rows);
  });
}
