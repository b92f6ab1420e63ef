import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeadItinerary } from '@shared/trips/lead-itinerary';
import { JourneySummary } from '@/features/marketplace/components/journey-summary';
import { journey } from '@/features/marketplace/testing';

const stop = (place: string, wait_minutes = 0) => ({
  place,
  lat: null,
  lng: null,
  wait_minutes,
  leaves_at: null,
});
/** Cork → Blarney Castle (90 min) → Killarney; the next day Killarney → Muckross House (45 min) → Cork. */
const tour: LeadItinerary = [
  {
    date: '2030-06-14',
    start_time: '08:30',
    stops: [stop('Cork'), stop('Blarney Castle', 90), stop('Killarney')],
  },
  {
    date: '2030-06-15',
    start_time: '10:00',
    stops: [stop('Killarney'), stop('Muckross House', 45), stop('Cork')],
  },
];

const days = () => within(screen.getByRole('list', { name: 'Itinerary' }));

describe('the itinerary on the pages (docs/product.md#itinerary)', () => {
  it('shows the invited company and the customer each day with its stops and waits in order', () => {
    render(<JourneySummary journey={{ ...journey, itinerary: tour }} />);
    expect(screen.getByRole('heading', { name: 'Day by day' })).toBeVisible();
    expect(
      days()
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual([
      'Day 1: Fri 14 Jun 2030, leaving at 08:30',
      'Day 2: Sat 15 Jun 2030, leaving at 10:00',
    ]);
    const [first, second] = days()
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('ol'));
    expect(
      within(first!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['From Cork', 'Then Blarney Castle (wait 1 h 30 min)', 'Then Killarney']);
    expect(within(second!).getByText(/Muckross House/).textContent).toBe(
      'Then Muckross House (wait 45 min)',
    );
  });

  it('lists nothing more for a plain return trip than its facts say', () => {
    render(<JourneySummary journey={journey} />);
    expect(screen.queryByRole('heading', { name: 'Day by day' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Itinerary' })).toBeNull();
  });
});

describe('Garda-vetted drivers on the invitation (docs/product.md#garda-vetted-drivers)', () => {
  it('tells the invited company when the customer asked for them', () => {
    const { unmount } = render(
      <JourneySummary journey={{ ...journey, garda_vetted_required: true }} />,
    );
    expect(screen.getByText('Garda-vetted drivers required')).toBeVisible();
    unmount();
    render(<JourneySummary journey={journey} />);
    expect(screen.queryByText('Garda-vetted drivers required')).toBeNull();
  });
});
