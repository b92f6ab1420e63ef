import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../leads/management';

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
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine(
      (value) => (PAGE_SIZES as readonly number[]).includes(value),
      `per_page must be one of ${PAGE_SIZES.join(', ')}`,
    )
    .default(DEFAULT_PAGE_SIZE),
});

export const outboxPageSchema = z.object({
  data: z.array(outboxMessageSchema.omit({ body_text: true, body_html: true })),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;
