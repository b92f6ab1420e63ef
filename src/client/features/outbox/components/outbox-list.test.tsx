import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutboxList } from '@/features/outbox/components/outbox-list';
import { makeMessage, outboxPage } from '@/features/outbox/testing';
import { type ApiHandler, json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';

const confirmation = makeMessage({ id: 1, lead_id: 7, recipient: 'aoife@example.ie' });
const sms = makeMessage({
  id: 2,
  lead_id: 7,
  channel: 'sms',
  recipient: '+353871234567',
  subject: null,
  body_text: 'Coach Hire Ireland: we have your request. Quotes within 2 hours.',
  body_html: null,
});
const failed = makeMessage({
  id: 3,
  recipient: 'staff@example.ie',
  subject: 'New quote request #7',
  status: 'failed',
  attempts: 5,
  last_error: 'connect ECONNREFUSED 127.0.0.1:25',
});
const sent = makeMessage({ id: 4, status: 'sent', attempts: 1, sent_at: '2025-03-05T12:31:00Z' });
const all = [confirmation, sms, failed, sent];

beforeAll(polyfillRadix);
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function renderOutbox(routes: Record<string, ApiHandler> = {}, url = '/admin/outbox') {
  const fetchMock = mockApi({
    'GET /outbox': () => json(outboxPage(all)),
    ...routes,
  });
  const router = renderRoutes([{ path: '/admin/outbox', element: <OutboxList /> }], url);
  return { fetchMock, router };
}

const listQueries = (fetchMock: ReturnType<typeof mockApi>) =>
  requestsTo(fetchMock, 'GET', '/outbox').map(({ url }) => url.searchParams);

function bodyRows() {
  return within(screen.getByRole('table', { name: 'Messages' }))
    .getAllByRole('row')
    .slice(1);
}

describe('outbox list', () => {
  it('says it is loading, then shows each message with its channel, status and lead', async () => {
    renderOutbox();
    expect(screen.getByText('Loading messages…')).toBeVisible();
    await screen.findByText('aoife@example.ie');
    const [confirmationRow, smsRow, failedRow, sentRow] = bodyRows();
    expect(confirmationRow).toHaveTextContent('Email');
    expect(within(confirmationRow!).getByText('Captured')).toHaveAttribute('data-slot', 'badge');
    expect(within(confirmationRow!).getByRole('link', { name: 'Lead #7' })).toHaveAttribute(
      'href',
      '/admin/leads/7',
    );
    expect(smsRow).toHaveTextContent('SMS');
    expect(smsRow).toHaveTextContent('+353871234567');
    expect(within(failedRow!).getByText('Failed')).toHaveAttribute('data-slot', 'badge');
    expect(failedRow).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:25');
    expect(failedRow).toHaveTextContent('5');
    expect(within(failedRow!).queryByRole('link')).toBeNull();
    expect(within(sentRow!).getByText('Sent', { selector: '[data-slot="badge"]' })).toBeVisible();
    expect(sentRow).toHaveTextContent(/Sent Wed 5 Mar 2025, 12:31/);
    expect(confirmationRow).not.toHaveTextContent(/Sent/);
    expect(screen.getByText('Showing 1–4 of 4 messages')).toBeVisible();
  });

  it('explains what captured means, in the legend and on hover', async () => {
    const user = userEvent.setup();
    renderOutbox();
    await screen.findByText('aoife@example.ie');
    expect(
      screen.getByText(/Kept here because no email\/SMS provider is configured/, {
        selector: 'span',
      }),
    ).toBeVisible();
    await user.hover(within(bodyRows()[0]!).getByText('Captured'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Kept here because no email/SMS provider is configured',
    );
  });

  // Two Radix Select round trips: slow on a loaded machine, so more than the default 5 s.
  it(
    'refetches with status=failed when filtered, and says when nothing matches',
    { timeout: 15_000 },
    async () => {
      const user = userEvent.setup();
      const { fetchMock, router } = renderOutbox({
        'GET /outbox': ({ url }) => {
          const status = url.searchParams.get('status');
          return json(outboxPage(all.filter((message) => !status || message.status === status)));
        },
      });
      await screen.findByText('aoife@example.ie');
      expect(listQueries(fetchMock)[0]?.has('status')).toBe(false);

      await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
      await user.click(await screen.findByRole('option', { name: 'Failed' }));
      await waitFor(() => expect(bodyRows()).toHaveLength(1));
      expect(bodyRows()[0]).toHaveTextContent('staff@example.ie');
      const last = listQueries(fetchMock).at(-1)!;
      expect(last.get('status')).toBe('failed');
      expect(last.get('page')).toBe('1');
      expect(router.state.location.search).toBe('?status=failed');

      await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
      await user.click(await screen.findByRole('option', { name: 'Queued' }));
      expect(await screen.findByText('No queued messages')).toBeVisible();
    },
  );

  it('says there are no messages yet on an empty outbox', async () => {
    renderOutbox({ 'GET /outbox': () => json(outboxPage([])) });
    expect(await screen.findByText('No messages yet')).toBeVisible();
  });

  it('shows a red alert when the list cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderOutbox({
      'GET /outbox': () =>
        fail ? json({ message: 'Service unavailable' }, 503) : json(outboxPage(all)),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load messages: Service unavailable');
    expect(alert).toHaveClass('text-destructive');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('aoife@example.ie')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
