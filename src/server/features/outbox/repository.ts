import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { MessageStatus, OutboxMessage } from '@shared/outbox/outbox';
import { type Database, queryRows } from '../../db/client';
import { insertRows } from '../../db/insert-rows';
import { messages } from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

const MESSAGE_COLUMNS = [
  'message_key',
  'lead_id',
  'channel',
  'recipient',
  'subject',
  'body_text',
  'body_html',
  'attachments',
  'status',
] as const;

export function toOutboxMessage(row: MessageRow): OutboxMessage {
  return {
    ...row,
    sent_at: row.sent_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A message just written: what its caller needs to queue its send. */
export type InsertedMessage = Pick<MessageRow, 'id' | 'status'>;

/** Inserts messages whose key is new; returns only those (a re-run creates nothing twice). */
export async function insertNewMessages(
  db: Database,
  rows: NewMessage[],
): Promise<InsertedMessage[]> {
  if (rows.length === 0) return [];
  const inserted = await queryRows<InsertedMessage>(
    db,
    sql`${insertRows(messages, MESSAGE_COLUMNS, rows)}
      on conflict (message_key) do nothing
      returning id, status`,
  );
  return inserted.sort((a, b) => a.id - b.id);
}

export async function findMessage(db: Database, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

/** Takes a queued message for sending; null if it is not queued (already sent, captured, …). */
export async function claimQueuedMessage(db: Database, id: number): Promise<MessageRow | null> {
  const [row] = await db
    .update(messages)
    .set({ status: 'sending', attempts: sql`${messages.attempts} + 1`, updated_at: sql`now()` })
    .where(and(eq(messages.id, id), eq(messages.status, 'queued')))
    .returning();
  return row ?? null;
}

export async function setMessageStatus(
  db: Database,
  id: number,
  status: MessageStatus,
  lastError: string | null = null,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({
      status,
      last_error: lastError,
      updated_at: sql`now()`,
      ...(status === 'sent' ? { sent_at: sql`now()` } : {}),
    })
    .where(eq(messages.id, id))
    .returning();
  return row;
}

export async function listMessages(
  db: Database,
  status: MessageStatus | undefined,
  page: number,
  perPage: number,
) {
  const where = status ? eq(messages.status, status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.created_at), desc(messages.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(messages).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
