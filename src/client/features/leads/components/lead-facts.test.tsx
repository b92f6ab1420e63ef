import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeadFacts } from '@/features/leads/components/lead-facts';
import { makeLead } from '@/features/leads/testing';

const at = (place: string, wait_minutes: number) => ({
  place,
  lat: 53,
  lng: -7,
  wait_minutes,
  leaves_at: null,
});

describe('the itinerary on the staff lead page (docs/product.md#itinerary)', () => {
  it('shows staff a wedding day with its stops and waits, and nothing more for a one-way lead', () => {
    const wedding = [
      {
        date: '2030-08-02',
        start_time: '12:30',
        stops: [at('Church of St Mary', 0), at('Adare Manor', 360), at('Limerick', 0)],
      },
    ];
    const { unmount } = render(
      <LeadFacts lead={makeLead({ itinerary: wedding })} now={new Date()} />,
    );
    expect(screen.getByRole('heading', { name: 'Day by day' })).toBeVisible();
    const days = within(screen.getByRole('list', { name: 'Itinerary' }));
    expect(days.getByRole('heading', { level: 4 }).textContent).toBe(
      'Fri 2 Aug 2030, leaving at 12:30',
    );
    expect(days.getByText(/Adare Manor/).textContent).toBe('Then Adare Manor (wait 6 h)');
    unmount();
    render(<LeadFacts lead={makeLead()} now={new Date()} />);
    expect(screen.queryByRole('heading', { name: 'Day by day' })).toBeNull();
  });
});

describe('Garda-vetted drivers on the staff lead page (docs/product.md#garda-vetted-drivers)', () => {
  it('says when the customer asked for them, and nothing when not', () => {
    const { unmount } = render(
      <LeadFacts lead={makeLead({ garda_vetted_required: true })} now={new Date()} />,
    );
    expect(screen.getByText('Garda-vetted drivers required')).toBeVisible();
    unmount();
    render(<LeadFacts lead={makeLead()} now={new Date()} />);
    expect(screen.queryByText('Garda-vetted drivers required')).toBeNull();
  });
});
