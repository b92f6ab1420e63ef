import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutboxList } from '@/features/outbox/components/outbox-list';
import { RESENT, RESENT_CAPTURED } from '@/features/outbox/format';
import { makeMessage, outboxPage } from '@/features/outbox/testing';
import { type ApiHandler, json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';

const invitation = makeMessage({
  id: 1,
  lead_id: 7,
  recipient: 'bookings@leeside.ie',
  subject: 'Quote request: Cork to Dublin',
  status: 'sent',
  sent_at: '2025-03-05T12:31:00Z',
});
const queued = makeMessage({ id: 2, lead_id: 7, subject: 'Queued one', status: 'queued' });
const account = makeMessage({ id: 3, lead_id: null, subject: 'Confirm your new email' });
const failedSms = makeMessage({
  id: 4,
  lead_id: 7,
  channel: 'sms',
  recipient: '+353871234567',
  subject: null,
  status: 'failed',
});

beforeAll(polyfillRadix);
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function renderOutbox(routes: Record<string, ApiHandler> = {}) {
  const fetchMock = mockApi({
    'GET /outbox': () => json(outboxPage([invitation, queued, account, failedSms])),
    'GET /outbox/1': () => json(invitation),
    ...routes,
  });
  renderRoutes([{ path: '/admin/outbox', element: <OutboxList /> }], '/admin/outbox');
  return fetchMock;
}

describe('Resend in the outbox', () => {
  it('is offered on messages about a request that are no longer on their way', async () => {
    renderOutbox();
    await screen.findByText('bookings@leeside.ie');
    const names = screen
      .getAllByRole('button', { name: /^Resend/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Resend Quote request: Cork to Dublin', 'Resend SMS to +353871234567']);
  });

  it('sends a copy and says so, refreshing the list', async () => {
    const user = userEvent.setup();
    const fetchMock = renderOutbox({
      'POST /outbox/1/resend': () => json({ ...invitation, id: 9, status: 'queued' }, 201),
    });
    await screen.findByText('bookings@leeside.ie');
    const listCalls = requestsTo(fetchMock, 'GET', '/outbox').length;
    await user.click(screen.getByRole('button', { name: 'Resend Quote request: Cork to Dublin' }));
    expect(await screen.findByText(RESENT)).toBeVisible();
    expect(requestsTo(fetchMock, 'POST', '/outbox/1/resend')).toHaveLength(1);
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET', '/outbox').length).toBeGreaterThan(listCalls),
    );
  });

  it('says when the copy was only captured, and shows a refusal in the server’s words', async () => {
    const user = userEvent.setup();
    renderOutbox({
      'POST /outbox/1/resend': () => json({ ...invitation, id: 9, status: 'captured' }, 201),
      'POST /outbox/4/resend': () =>
        json({ message: 'This message is still being sent; wait for it before resending' }, 409),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Resend Quote request: Cork to Dublin' }),
    );
    expect(await screen.findByText(RESENT_CAPTURED)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Resend SMS to +353871234567' }));
    expect(await screen.findByText('Failed to resend message')).toBeVisible();
    expect(
      screen.getByText('This message is still being sent; wait for it before resending'),
    ).toBeVisible();
  });

  it('is in the message dialog too', async () => {
    const user = userEvent.setup();
    const fetchMock = renderOutbox({
      'POST /outbox/1/resend': () => json({ ...invitation, id: 9, status: 'queued' }, 201),
    });
    await user.click(
      await screen.findByRole('button', { name: 'View Quote request: Cork to Dublin' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(RESENT)).toBeVisible();
    expect(requestsTo(fetchMock, 'POST', '/outbox/1/resend')).toHaveLength(1);
  });
});
