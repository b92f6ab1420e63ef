import { quoteTotalCents } from '@shared/marketplace/quote-lines';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type QuoteInput, centsToEur } from '@shared/marketplace/quotes';
import { makeQuote } from '@/features/marketplace/testing';
import { bodiesSentTo, json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';
import { Component as InvitationRoute } from '@/routes/operator/invitation';
import { Component as InvitationsRoute } from '@/routes/operator/invitations';
import { DEADLINE, makeInvitation, onePage } from '@/routes/operator/testing';

vi.setConfig({ testTimeout: 20_000 });

const routes = [
  { path: '/operator', Component: InvitationsRoute },
  { path: '/operator/invitations/:id', Component: InvitationRoute },
];
const MINUTE = 60_000;

beforeAll(() => polyfillRadix());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the workspace’s invitations', () => {
  it('lists each invitation with its journey, status and a countdown that moves on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(Date.parse(DEADLINE) - (2 * 60 + 14) * MINUTE - 30_000);
    mockApi({
      'GET /operator/invitations': () =>
        json(
          onePage([
            makeInvitation({ id: 2, deadline: DEADLINE }),
            makeInvitation({
              id: 1,
              status: 'quoted',
              quote: makeQuote({ id: 9, price_eur: 1250.5, revision: 2 }),
            }),
            makeInvitation({ id: 3, status: 'closed', open: false }),
          ]),
        ),
    });
    renderRoutes(routes, '/operator');

    const list = await screen.findByRole('list', { name: 'Invitations' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const [invited, quoted, closed] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(invited).toHaveTextContent('CH-7K3Q9');
    expect(invited).toHaveTextContent('Cork City Hall, Co. Cork to Dublin Airport, Co. Dublin');
    expect(invited).toHaveTextContent('Fri 14 Jun 2030 at 09:30 · Return');
    expect(invited).toHaveTextContent('40 people');
    expect(invited).toHaveTextContent('256.46 km');
    expect(within(invited).getByText('Invited')).toBeVisible();
    expect(within(invited).getByText('2 h 14 min left to quote')).toBeVisible();
    expect(within(invited).getByRole('link')).toHaveAttribute('href', '/operator/invitations/2');
    expect(quoted).toHaveTextContent('Quoted');
    expect(quoted).toHaveTextContent('Your quote €1,250.50 · Revision 2');
    expect(quoted).not.toHaveTextContent('left to quote');
    expect(closed).toHaveTextContent('Closed');

    await act(async () => vi.advanceTimersByTime(MINUTE));
    expect(within(invited).getByText('2 h 13 min left to quote')).toBeVisible();
    await act(async () => vi.advanceTimersByTime(2 * 60 * MINUTE + 14 * MINUTE));
    expect(within(invited).getByText('Deadline passed')).toBeVisible();
  });

  it('says when there are none yet, and offers to try again when loading failed', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /operator/invitations': () =>
        fail ? json({ message: 'Service temporarily unavailable' }, 503) : json(onePage([])),
    });
    renderRoutes(routes, '/operator');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load invitations: Service temporarily unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No invitations yet.')).toBeVisible();
  });

  it('opens one and sends a quote in place with the link’s form', async () => {
    const user = userEvent.setup();
    let invitation = makeInvitation({ id: 5 });
    const fetchMock = mockApi({
      'GET /operator/invitations': () => json(onePage([invitation])),
      'GET /operator/invitations/5': () => json(invitation),
      'POST /operator/invitations/5/quote': ({ body }) => {
        const input = body as Required<QuoteInput>;
        invitation = makeInvitation({
          id: 5,
          status: 'quoted',
          quote: makeQuote({
            id: 1,
            ...input,
            // As the server does: the total from the lines.
            price_eur: centsToEur(quoteTotalCents(input.lines)),
            notes: input.notes ?? null,
            revision: 1,
          }),
        });
        return json(invitation, 201);
      },
    });
    renderRoutes(routes, '/operator');
    await user.click(await screen.findByRole('link', { name: /Cork City Hall/ }));

    expect(await screen.findByRole('heading', { name: 'Quote request CH-7K3Q9' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'The journey' })).toHaveTextContent(
      'Two wheelchair users',
    );
    await user.type(screen.getByLabelText(/Base price, in euro/), '980');
    await user.type(screen.getByLabelText(/^Vehicle/), 'Coach');
    await user.type(screen.getByLabelText(/^Seats/), '49');
    await user.type(screen.getByLabelText(/Valid until/), '14/06/2030');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));

    expect(await screen.findByText('Your quote has been sent')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/operator/invitations/5/quote')).toMatchObject([
      {
        lines: [{ kind: 'base', label: null, amount_eur: 980, included: true }],
        vehicle_type: 'Coach',
        seats: 49,
        valid_until: '2030-06-14',
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Update quote' })).toBeVisible();
    expect(screen.getByText('Revision 1')).toBeVisible();
    expect(screen.getByText('Quoted')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'All invitations' }));
    expect(await screen.findByRole('article')).toHaveTextContent('Your quote €980 · Revision 1');
  });

  it('declines in place with a reason', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /operator/invitations/5': () => json(makeInvitation({ id: 5 })),
      'POST /operator/invitations/5/decline': () =>
        json(makeInvitation({ id: 5, status: 'declined', open: true, decline_reason: 'No coach' })),
    });
    renderRoutes(routes, '/operator/invitations/5');
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'No coach');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText('You have declined this request')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/operator/invitations/5/decline')).toEqual([
      { reason: 'No coach' },
    ]);
    expect(await screen.findByText('You declined this request.')).toBeVisible();
  });

  it('says an invitation it cannot find could not be found, asking nothing for a malformed id', async () => {
    const fetchMock = mockApi({
      'GET /operator/invitations/7': () => json({ message: 'Invitation not found' }, 404),
    });
    renderRoutes(routes, '/operator/invitations/7');
    expect(await screen.findByText('This invitation could not be found.')).toBeVisible();

    renderRoutes(routes, '/operator/invitations/abc');
    expect(await screen.findAllByText('This invitation could not be found.')).toHaveLength(2);
    expect(requestsTo(fetchMock, 'GET', '/operator/invitations/abc')).toHaveLength(0);
  });
});
