import { baseLineOnly } from '@shared/marketplace/quote-lines';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Invite, LeadQuotes as LeadQuotesBody, Quote } from '@shared/marketplace/quotes';
import { LeadQuotes } from '@/features/leads/components/lead-quotes';
import { json, mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';

const invite = (overrides: Partial<Invite> & { id: number }): Invite => ({
  operator_id: overrides.id,
  company_name: `Company ${overrides.id}`,
  wave: 1,
  reason: 'Serves Cork; 49 seats; answered 9 of 10 recent leads',
  status: 'invited',
  decline_reason: null,
  invited_at: '2026-03-05T12:30:00Z',
  responded_at: null,
  ...overrides,
});

const quote: Quote = {
  id: 4,
  lead_id: 7,
  operator_id: 1,
  company_name: 'Rebel Coaches',
  licence_number: 'RPTO-1',
  verified: true,
  rating: null,
  rating_count: 0,
  price_eur: 1250.5,
  price_per_passenger_eur: 31.26,
  vat_status: 'exempt',
  vehicle_type: 'Coach',
  seats: 49,
  includes_driver: true,
  includes_tolls: true,
  includes_parking: false,
  includes_waiting_time: false,
  lines: baseLineOnly(1250.5),
  deposit: null,
  deposit_eur: null,
  cancellation: [],
  valid_until: '2030-06-01',
  notes: 'Wi-Fi on board',
  revision: 2,
  status: 'quoted',
  created_at: '2026-03-05T13:00:00Z',
  updated_at: '2026-03-05T14:00:00Z',
};

function renderQuotes(body: LeadQuotesBody | null) {
  mockApi({
    'GET /bus-quote/7/quotes': () =>
      body ? json(body) : json({ message: 'Something went wrong' }, 403),
  });
  renderRoutes([{ path: '/', element: <LeadQuotes leadId={7} /> }], '/');
}

describe('the Quotes panel on a lead', () => {
  it('lists the quotes with their terms and the companies invited with why', async () => {
    renderQuotes({
      quotes: [quote],
      invites: [
        invite({ id: 1, company_name: 'Rebel Coaches', status: 'quoted' }),
        invite({ id: 2, wave: 2, status: 'declined', decline_reason: 'No coach free' }),
      ],
    });
    const quotes = await screen.findByRole('list', { name: 'Quotes received' });
    const [item] = within(quotes).getAllByRole('listitem');
    expect(item).toHaveTextContent('Rebel Coaches');
    expect(item).toHaveTextContent('€1,250.50');
    expect(item).toHaveTextContent('Coach, 49 seats');
    expect(item).toHaveTextContent('€31.26 per passenger');
    expect(item).toHaveTextContent('Includes driver, tolls');
    expect(item).toHaveTextContent('Valid until Sat 1 Jun 2030');
    expect(item).toHaveTextContent('revision 2');
    expect(item).toHaveTextContent('Wi-Fi on board');

    const invites = within(screen.getByRole('list', { name: 'Companies invited' })).getAllByRole(
      'listitem',
    );
    expect(invites).toHaveLength(2);
    expect(invites[0]).toHaveTextContent('Quoted');
    expect(invites[0]).toHaveTextContent('answered 9 of 10 recent leads');
    expect(invites[1]).toHaveTextContent('Declined');
    expect(invites[1]).toHaveTextContent('Wave 2');
    expect(invites[1]).toHaveTextContent('Declined: No coach free');
  });

  it('says when nobody has been invited yet', async () => {
    renderQuotes({ quotes: [], invites: [] });
    expect(await screen.findByText('No quotes yet.')).toBeVisible();
    expect(screen.getByText('No companies invited yet.')).toBeVisible();
  });

  it('shows a failure with a way to try again', async () => {
    renderQuotes(null);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load quotes: Something went wrong');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
