import { z } from 'zod';
import { positiveDbIntSchema } from '../http';
import { multiLine } from '../text-fields';

/** Questions before choosing (docs/product.md#questions-before-choosing): the API's shapes. */

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_ERRORS = {
  empty: 'Write your message',
  tooLong: `Keep your message to ${MESSAGE_MAX_LENGTH.toLocaleString('en-IE')} characters`,
} as const;

const messageBody = multiLine(
  z.string().trim().min(1, MESSAGE_ERRORS.empty).max(MESSAGE_MAX_LENGTH, MESSAGE_ERRORS.tooLong),
);

/** A company's message, from its link or its workspace. */
export const messageInputSchema = z.object({ body: messageBody });
export type MessageInput = z.input<typeof messageInputSchema>;

/** The customer's message to the company behind one quote on their comparison page. */
export const customerMessageInputSchema = z.object({
  quote_id: positiveDbIntSchema,
  body: messageBody,
});
export type CustomerMessageInput = z.input<typeof customerMessageInputSchema>;

export const messageSenderSchema = z.enum(['customer', 'company']);
export type MessageSender = z.infer<typeof messageSenderSchema>;

/** One message as a party sees it: `body` is masked while the thread is. */
export const conversationMessageSchema = z.object({
  id: z.number().int(),
  sender: messageSenderSchema,
  body: z.string(),
  created_at: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/**
 * The thread between the customer and one company. `masked`: contact details are hidden (no
 * choice yet, or another company was chosen); `can_send`: the thread still takes messages.
 */
export const threadSchema = z.object({
  masked: z.boolean(),
  can_send: z.boolean(),
  messages: z.array(conversationMessageSchema),
});
export type Thread = z.infer<typeof threadSchema>;

/** The customer's threads, one per quoting company. */
export const customerThreadsSchema = z.object({
  threads: z.array(threadSchema.extend({ quote_id: z.number().int(), company_name: z.string() })),
});
export type CustomerThreads = z.infer<typeof customerThreadsSchema>;
export type CustomerThread = CustomerThreads['threads'][number];

/** Staff's read-only view on a lead: every thread, as sent. */
export const leadThreadsSchema = z.object({
  threads: z.array(
    z.object({
      invite_id: z.number().int(),
      company_name: z.string(),
      /** Whether the parties see it masked. */
      masked: z.boolean(),
      messages: z.array(conversationMessageSchema.extend({ author_name: z.string().nullable() })),
    }),
  ),
});
export type LeadThreads = z.infer<typeof leadThreadsSchema>;

/** What a message erased with the customer's data shows instead of its text. */
export const ERASED_MESSAGE = '[message erased]';
