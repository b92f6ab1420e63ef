import { asc, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { queryRows } from './client';
import { insertRows } from './insert-rows';
import { jobs, messages } from './schema';

describe('insertRows: many rows, one array parameter per column', () => {
  const app = useTestApp({ JOB_POLL_MS: '0' });

  it('stores text as written, whatever an array literal would make of it, and nulls as NULL', async () => {
    // Quotes, backslashes, braces, commas, the word NULL, an empty string, line breaks and
    // non-Latin letters: each means something inside an array literal.
    const awkward = [
      'say "hi"',
      'C:\\temp\\',
      '{a,b}',
      'NULL',
      '',
      'two\r\nlines',
      'Ó Súilleabháin',
    ];
    const rows = awkward.map((text, index) => ({
      message_key: `insert-rows:${index}`,
      lead_id: null,
      channel: 'email' as const,
      recipient: `r${index}@example.ie`,
      subject: index === 0 ? null : text,
      body_text: text,
      body_html: index === 1 ? undefined : `<p>${text}</p>`,
      attachments:
        index === 2
          ? [{ kind: 'booking-pdf' as const, booking_id: 7, reader: 'customer' as const }]
          : null,
      status: 'captured' as const,
    }));
    // Every column the rows give, in the rows' own order.
    const keys = Object.keys(rows[0]!) as (keyof (typeof rows)[number])[];
    const inserted = await queryRows<{ id: number }>(
      app().db,
      sql`${insertRows(messages, keys, rows)} returning id`,
    );
    expect(inserted).toHaveLength(awkward.length);

    const stored = await app()
      .db.select()
      .from(messages)
      .where(
        inArray(
          messages.id,
          inserted.map((row) => row.id),
        ),
      )
      .orderBy(asc(messages.id));
    expect(stored.map((row) => row.body_text)).toEqual(awkward);
    expect(stored[0]!.subject).toBeNull();
    expect(stored[3]!.subject).toBe('NULL');
    expect(stored[1]!.body_html).toBeNull();
    expect(stored[5]!.body_html).toBe('<p>two\r\nlines</p>');
    expect(stored[2]!.attachments).toEqual([
      { kind: 'booking-pdf', booking_id: 7, reader: 'customer' },
    ]);
    expect(stored[4]!.attachments).toBeNull();
  });

  it('writes JSON and timestamps as the query builder would', async () => {
    const runAt = new Date('2031-05-06T07:08:09.123Z');
    const payload = { lead_id: 12, note: 'a "quoted", {braced} \\ value', list: [1, null] };
    await app().db.execute(
      insertRows(
        jobs,
        ['kind', 'payload', 'run_at'],
        [{ kind: 'insert-rows.test', payload, run_at: runAt }],
      ),
    );
    const [stored] = await app()
      .db.select()
      .from(jobs)
      .where(inArray(jobs.kind, ['insert-rows.test']));
    expect(stored!.payload).toEqual(payload);
    expect(stored!.run_at.toISOString()).toBe(runAt.toISOString());
    expect(stored!.status).toBe('pending');
  });
});
