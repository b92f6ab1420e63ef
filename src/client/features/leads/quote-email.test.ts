import { describe, expect, it } from 'vitest';
import { journeySummary, mailtoHref, quoteEmailHref, telHref } from '@/features/leads/quote-email';

const lead = {
  full_name: 'Mary Murphy',
  email: 'mary@example.ie',
  mobile_number: '+353 (87) 123-4567',
  pickup_location: 'Cork',
  dropoff_location: 'Dublin Airport',
  date_of_travel: '2025-06-14',
  pickup_time: '09:30',
  is_return_trip: true,
  return_date: '2025-06-15',
  return_time: '18:00',
  group_type: 'School Tour',
  number_of_people: 40,
  vehicle_selected: null,
  distance: 256.456,
  reference: 'CH-7K3Q9',
};

function decoded(href: string) {
  const url = new URL(href);
  return {
    address: url.pathname,
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  };
}

describe('contact links', () => {
  it('writes a mailto link to the customer', () => {
    expect(mailtoHref(lead)).toBe('mailto:mary@example.ie');
    expect(mailtoHref({ ...lead, email: 'a&b@x.ie' })).toBe('mailto:a%26b@x.ie');
  });

  it('dials only digits and a leading plus', () => {
    expect(telHref(lead)).toBe('tel:+353871234567');
    expect(telHref({ ...lead, mobile_number: '087 123 4567' })).toBe('tel:0871234567');
  });
});

describe('quoteEmailHref', () => {
  it('addresses the customer with the journey in the subject and body', () => {
    const { address, subject, body } = decoded(quoteEmailHref(lead));
    expect(address).toBe('mary@example.ie');
    expect(subject).toBe('Your coach hire quote: Cork to Dublin Airport, Sat 14 Jun 2025');
    expect(body).toContain('Dear Mary Murphy,');
    expect(body).toContain('Reference: CH-7K3Q9\r\nPick-up: Cork');
    expect(body).toContain('Pick-up: Cork\r\nDrop-off: Dublin Airport');
    expect(body).toContain('Return: Sun 15 Jun 2025 at 18:00');
    expect(body).toContain('Group: School Tour, 40 people');
    expect(body).toContain('Distance: 256.46 km');
  });

  it('says one way and leaves out what the customer did not give', () => {
    const lines = journeySummary({ ...lead, is_return_trip: false, distance: 0 });
    expect(lines).toContain('Return: one way');
    expect(lines.join('\n')).not.toMatch(/Distance|Vehicle/);
    expect(journeySummary({ ...lead, vehicle_selected: 'Midi coach' })).toContain(
      'Vehicle: Midi coach',
    );
  });
});
