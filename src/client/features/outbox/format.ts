import type { MessageStatus, OutboxMessage } from '@shared/outbox';

export const statusLabels = {
  captured: 'Captured',
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
} as const satisfies Record<MessageStatus, string>;

/** Shown beside every captured message: why it was kept instead of delivered. */
export const CAPTURED_EXPLANATION = 'Kept here because no email/SMS provider is configured';

export const channelLabels = {
  email: 'Email',
  sms: 'SMS',
} as const satisfies Record<OutboxMessage['channel'], string>;

const dateTimeFormat = new Intl.DateTimeFormat('en-IE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Dublin',
});

/** '5 Mar 2025, 14:30' in Irish time (where the business is); empty for an unreadable value. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/** What a message is called in a button's name or a dialog's title. */
export function describeMessage(message: Pick<OutboxMessage, 'channel' | 'recipient' | 'subject'>) {
  return message.channel === 'sms' || !message.subject
    ? `${channelLabels[message.channel]} to ${message.recipient}`
    : message.subject;
}
