import type { MessageStatus, OutboxMessage } from '@shared/outbox/outbox';

export { formatDateTime } from '@shared/dates';

export const statusLabels = {
  captured: 'Captured',
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
} as const satisfies Record<MessageStatus, string>;

/** Shown beside every captured message: why it was kept instead of delivered. */
export const CAPTURED_EXPLANATION = 'Kept here because no email/SMS provider is configured';

/** The toasts after Resend: the copy is queued, or captured when no provider is configured. */
export const RESENT = 'Message queued again';
export const RESENT_CAPTURED = 'Copy kept in the outbox: no provider is configured';

export const channelLabels = {
  email: 'Email',
  sms: 'SMS',
} as const satisfies Record<OutboxMessage['channel'], string>;

/** What a message is called in a button's name or a dialog's title. */
export function describeMessage(message: Pick<OutboxMessage, 'channel' | 'recipient' | 'subject'>) {
  return message.channel === 'sms' || !message.subject
    ? `${channelLabels[message.channel]} to ${message.recipient}`
    : message.subject;
}
