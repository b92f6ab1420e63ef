import { z } from 'zod';
import { pageQueryFields, pageSchema } from '../http';

export const MESSAGE_STATUSES = ['captured', 'queued', 'sending', 'sent', 'failed'] as const;
export const messageStatusSchema = z.enum(MESSAGE_STATUSES);
export type MessageStatus = z.infer<typeof messageStatusSchema>;

/** One email or SMS in the outbox. `captured`: kept here because no provider is configured. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  lead_id: z.number().int().nullable(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body_text: z.string(),
  body_html: z.string().nullable(),
  status: messageStatusSchema,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.object({
  status: messageStatusSchema.optional(),
  ...pageQueryFields,
});

export const outboxPageSchema = pageSchema(
  outboxMessageSchema.omit({ body_text: true, body_html: true }),
);
export type OutboxPage = z.infer<typeof outboxPageSchema>;
