import type { OutboxMessage, OutboxPage } from '@shared/outbox/outbox';

export function makeMessage(overrides: Partial<OutboxMessage> & { id: number }): OutboxMessage {
  return {
    lead_id: null,
    channel: 'email',
    recipient: `customer${overrides.id}@example.ie`,
    subject: 'We have your coach hire request — quotes within 2 hours',
    body_text: 'Quotes are guaranteed within 2 hours.',
    body_html: '<p><strong>Quotes guaranteed within 2 hours</strong></p>',
    status: 'captured',
    attempts: 0,
    last_error: null,
    sent_at: null,
    created_at: '2025-03-05T12:30:00Z',
    updated_at: '2025-03-05T12:30:00Z',
    ...overrides,
  };
}

/** A list page as the API sends it: the bodies left out. */
export function outboxPage(messages: OutboxMessage[], page = 1, lastPage = 1, total?: number) {
  const data = messages.map(({ body_text: _text, body_html: _html, ...summary }) => summary);
  return {
    data,
    current_page: page,
    last_page: lastPage,
    per_page: 15,
    total: total ?? messages.length,
  } satisfies OutboxPage;
}
