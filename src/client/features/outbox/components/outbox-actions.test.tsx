import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '@shared/outbox/outbox';
import { OutboxList } from '@/features/outbox/components/outbox-list';
import { makeMessage, outboxPage } from '@/features/outbox/testing';
import { type ApiHandler, json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';

const confirmation = makeMessage({
  id: 1,
  recipient: 'aoife@example.ie',
  body_html: '<p><strong>Quotes guaranteed within 2 hours</strong></p><script>alert(1)</script>',
});
const sms = makeMessage({
  id: 2,
  channel: 'sms',
  recipient: '+353871234567',
  subject: null,
  body_text: 'Coach Hire Ireland: quotes within 2 hours.',
  body_html: null,
});
const failed = makeMessage({
  id: 3,
  recipient: 'staff@example.ie',
  subject: 'New quote request #7',
  status: 'failed',
  attempts: 5,
  last_error: 'connect ECONNREFUSED',
});
const byId = new Map<number, OutboxMessage>([confirmation, sms, failed].map((m) => [m.id, m]));

beforeAll(polyfillRadix);
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function renderOutbox(routes: Record<string, ApiHandler> = {}, url = '/admin/outbox') {
  const fetchMock = mockApi({
    'GET /outbox': () => json(outboxPage([...byId.values()])),
    'GET /outbox/1': () => json(confirmation),
    'GET /outbox/2': () => json(sms),
    'GET /outbox/3': () => json(failed),
    ...routes,
  });
  const router = renderRoutes([{ path: '/admin/outbox', element: <OutboxList /> }], url);
  return { fetchMock, router };
}

describe('outbox actions', () => {
  it('offers Retry only on failed messages, and retries through the API', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderOutbox({
      'POST /outbox/3/retry': () => json({ ...failed, status: 'queued' }),
    });
    await screen.findByText('aoife@example.ie');
    expect(screen.getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);
    const listCalls = requestsTo(fetchMock, 'GET', '/outbox').length;

    await user.click(screen.getByRole('button', { name: 'Retry New quote request #7' }));
    expect(await screen.findByText('Message queued for retry')).toBeVisible();
    expect(requestsTo(fetchMock, 'POST', '/outbox/3/retry')).toHaveLength(1);
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET', '/outbox').length).toBeGreaterThan(listCalls),
    );
  });

  it("says why a retry was refused, in the server's words", async () => {
    const user = userEvent.setup();
    renderOutbox({
      'POST /outbox/3/retry': () => json({ message: 'Only a failed message can be retried' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Retry New quote request #7' }));
    expect(await screen.findByText('Failed to retry message')).toBeVisible();
    expect(screen.getByText('Only a failed message can be retried')).toBeVisible();
  });

  it('previews an email in a sandboxed frame, with its plain text a tab away', async () => {
    const user = userEvent.setup();
    renderOutbox();
    await user.click(
      await screen.findByRole('button', {
        name: 'View We have your coach hire request — quotes within 2 hours',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const frame = await within(dialog).findByTitle(/^Rendered email/);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Quotes guaranteed within 2 hours');
    expect(within(dialog).getByText('aoife@example.ie', { exact: false })).toBeVisible();

    await user.click(within(dialog).getByRole('tab', { name: 'Plain text' }));
    expect(within(dialog).getByText('Quotes are guaranteed within 2 hours.').tagName).toBe('PRE');
  });

  it('shows an SMS as its text alone', async () => {
    const user = userEvent.setup();
    renderOutbox();
    await user.click(await screen.findByRole('button', { name: 'View SMS to +353871234567' }));
    const dialog = await screen.findByRole('dialog', { name: 'SMS to +353871234567' });
    expect(
      await within(dialog).findByText('Coach Hire Ireland: quotes within 2 hours.'),
    ).toBeVisible();
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(within(dialog).queryByRole('tab')).toBeNull();
  });

  // Paging plus a Radix Select round trip: slow on a loaded machine.
  it(
    'pages with at most 5 page buttons and changes the page size',
    { timeout: 15_000 },
    async () => {
      const user = userEvent.setup();
      const { fetchMock } = renderOutbox({
        'GET /outbox': ({ url }) =>
          json(outboxPage([failed], Number(url.searchParams.get('page') ?? 1), 12, 180)),
      });
      await screen.findByText('staff@example.ie');
      const pager = screen.getByRole('navigation', { name: 'Pagination' });
      expect(within(pager).getAllByRole('button', { name: /^Page / })).toHaveLength(5);

      await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
      await waitFor(() =>
        expect(within(pager).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
          'aria-current',
          'page',
        ),
      );
      expect(requestsTo(fetchMock, 'GET', '/outbox').at(-1)?.url.searchParams.get('page')).toBe(
        '3',
      );

      await user.click(screen.getByRole('combobox', { name: 'Messages per page' }));
      await user.click(await screen.findByRole('option', { name: '50 per page' }));
      await waitFor(() => {
        const query = requestsTo(fetchMock, 'GET', '/outbox').at(-1)?.url.searchParams;
        expect([query?.get('per_page'), query?.get('page')]).toEqual(['50', '1']);
      });
    },
  );
});
