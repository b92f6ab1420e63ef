import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Candidate, LeadCandidates } from '@shared/marketplace/invitations';
import { LeadQuotes } from '@/features/leads/components/lead-quotes';
import { type ApiHandler, json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';

const candidate = (overrides: Partial<Candidate> & { operator_id: number }): Candidate => ({
  company_name: `Company ${overrides.operator_id}`,
  base_location: 'Cork, County Cork',
  status: 'verified',
  matches: true,
  can_invite: true,
  reason: 'serves Cork; 49-seat Coach; no recent leads yet',
  problems: [],
  ...overrides,
});

const candidates: LeadCandidates = {
  pickup_county: 'Kerry',
  candidates: [
    candidate({ operator_id: 1, company_name: 'Kingdom Coaches' }),
    candidate({
      operator_id: 2,
      company_name: 'Liffey Coaches',
      matches: false,
      reason: 'does not serve Kerry, based 290 km from the pick-up',
      problems: [
        { code: 'outside_area', text: 'does not serve Kerry, based 290 km from the pick-up' },
      ],
    }),
    candidate({
      operator_id: 3,
      company_name: 'Lapsed Coaches',
      matches: false,
      can_invite: false,
      reason: 'insurance expired',
      problems: [{ code: 'insurance_expired', text: 'insurance expired' }],
    }),
  ],
};

beforeAll(polyfillRadix);
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function renderQuotes(routes: Record<string, ApiHandler> = {}, canInvite = true) {
  const fetchMock = mockApi({
    'GET /bus-quote/7/quotes': () => json({ invites: [], quotes: [] }),
    'GET /bus-quote/7/candidates': () => json(candidates),
    ...routes,
  });
  renderRoutes([{ path: '/', element: <LeadQuotes leadId={7} canInvite={canInvite} /> }], '/');
  return fetchMock;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Invite companies' }));
  return screen.findByRole('dialog', { name: 'Invite companies' });
}

describe('Invite companies on the Quotes card', () => {
  it('is offered only to staff who may work the lead', async () => {
    renderQuotes({}, false);
    expect(await screen.findByText('No companies invited yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Invite companies' })).toBeNull();
  });

  it('lists every company with why it matches or not, the ones that cannot be invited disabled', async () => {
    const user = userEvent.setup();
    renderQuotes();
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText('Pick-up county: Kerry.')).toBeVisible();
    const kingdom = within(dialog).getByRole('checkbox', { name: 'Kingdom Coaches' });
    expect(kingdom).toBeEnabled();
    expect(kingdom).toHaveAccessibleDescription(
      'Cork, County Cork · serves Cork; 49-seat Coach; no recent leads yet',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Liffey Coaches' })).toBeEnabled();
    const lapsed = within(dialog).getByRole('checkbox', { name: 'Lapsed Coaches' });
    expect(lapsed).toBeDisabled();
    expect(lapsed).toHaveAccessibleDescription('Cork, County Cork · insurance expired');
    expect(within(dialog).getByText('Matches')).toBeVisible();
    expect(within(dialog).getByText('Outside the rules')).toBeVisible();
    expect(within(dialog).getByText('Cannot be invited')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Invite selected' })).toBeDisabled();
  });

  it('invites the ticked companies from the keyboard, says so and refreshes the card', async () => {
    const user = userEvent.setup();
    const fetchMock = renderQuotes({
      'POST /bus-quote/7/invitations': () =>
        json({
          invited: [{ operator_id: 2, company_name: 'Liffey Coaches' }],
          already_invited: [{ operator_id: 1, company_name: 'Kingdom Coaches' }],
        }),
    });
    const dialog = await openDialog(user);
    const kingdom = await within(dialog).findByRole('checkbox', { name: 'Kingdom Coaches' });
    kingdom.focus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(within(dialog).getByText('2 selected')).toBeVisible();
    const quoteCalls = requestsTo(fetchMock, 'GET', '/bus-quote/7/quotes').length;
    await user.click(within(dialog).getByRole('button', { name: 'Invite selected' }));

    expect(await screen.findByText('1 company invited')).toBeVisible();
    expect(screen.getByText('Already invited: Kingdom Coaches')).toBeVisible();
    const [post] = requestsTo(fetchMock, 'POST', '/bus-quote/7/invitations');
    expect(post!.body).toEqual({ operator_ids: [1, 2] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET', '/bus-quote/7/quotes').length).toBeGreaterThan(
        quoteCalls,
      ),
    );
  });

  it('keeps the dialog open with the server’s reason when the invitation is refused', async () => {
    const user = userEvent.setup();
    const refusal = 'Only verified, insured companies can be invited: Liffey Coaches (suspended).';
    renderQuotes({ 'POST /bus-quote/7/invitations': () => json({ message: refusal }, 422) });
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Liffey Coaches' }));
    await user.click(within(dialog).getByRole('button', { name: 'Invite selected' }));
    expect(await screen.findByText('Could not invite the companies')).toBeVisible();
    expect(screen.getByText(refusal)).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('says so when there is no company at all, and when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderQuotes({
      'GET /bus-quote/7/candidates': () =>
        fail
          ? json({ message: 'Service temporarily unavailable' }, 503)
          : json({ pickup_county: null, candidates: [] }),
    });
    const dialog = await openDialog(user);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Failed to load bus companies: Service temporarily unavailable',
    );
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No bus companies have been added yet.')).toBeVisible();
    expect(within(dialog).getByText('The pick-up county was not recognised.')).toBeVisible();
  });
});
