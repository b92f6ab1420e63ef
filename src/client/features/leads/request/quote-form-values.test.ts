import { describe, expect, it } from 'vitest';
import { defaultQuoteFormContent as content } from '@shared/content/defaults-quote-form';
import { leadRequestSchema } from '@shared/leads/leads';
import { ApiError } from '@/lib/api-client';
import { submissionFailedDescription } from '@/features/leads/request/hooks/use-quote-submission';
import {
  emptyQuoteFormValues,
  findMissingFields,
  normalizeSlug,
  parsePeopleCount,
  sanitizePeopleCount,
  toLeadRequest,
  type QuoteFormValues,
} from '@/features/leads/request/quote-form-values';

const filled: QuoteFormValues = {
  ...emptyQuoteFormValues,
  name: 'Mary Murphy',
  email: 'mary@example.ie',
  mobile: '087 123 4567',
  startLocation: 'Cork',
  endLocation: 'Galway',
  startPoint: { lat: 51.8985, lng: -8.4756 },
  dateOfTravel: '2099-05-01',
  pickupTime: '09:30',
  returnDate: '2099-05-03',
  returnTime: '18:00',
  groupType: 'School Tour',
  numberOfPeople: '45',
};

describe('findMissingFields', () => {
  it('checks only emptiness (whitespace counts as empty)', () => {
    const labels = findMissingFields({ ...filled, name: '  ', email: 'not an email' }, content);
    expect(labels.map(({ label }) => label)).toEqual(['Full Name']);
  });

  it('requires the return only for a visible, ticked round trip', () => {
    const ticked = { ...filled, isReturnTrip: true, returnDate: '', returnTime: '' };
    expect(findMissingFields(ticked, content).map(({ field }) => field)).toEqual([
      'returnDate',
      'returnTime',
    ]);
    expect(findMissingFields(ticked, { ...content, showReturnToPickup: false })).toEqual([]);
  });
});

describe('number of people', () => {
  it.each([
    ['4a5', '45'],
    ['-3', '3'],
    ['1.5', '15'],
    ['007', '7'],
    ['0', '0'],
    ['abc', ''],
  ])('%s is kept as %s', (typed, kept) => expect(sanitizePeopleCount(typed)).toBe(kept));

  it('is parsed as an integer of at least one', () => {
    expect(parsePeopleCount('45')).toBe(45);
    expect(parsePeopleCount('0')).toBe(1);
  });
});

describe('toLeadRequest', () => {
  it('builds a body the shared schema accepts', () => {
    const body = toLeadRequest({ ...filled, isReturnTrip: true }, content, {
      slug: '/',
      distanceKm: 418.745,
    });
    expect(leadRequestSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ distance: 418.75, is_return_trip: true, return_time: '18:00' });
    expect(body).toMatchObject({ pickup_lat: 51.8985, dropoff_lat: null });
  });

  it('sends N/A for hidden locations and no return when the option is hidden', () => {
    const hidden = {
      ...content,
      showPickupLocation: false,
      showDropoffLocation: false,
      showReturnToPickup: false,
    };
    const body = toLeadRequest({ ...filled, isReturnTrip: true }, hidden, {
      slug: '/',
      distanceKm: null,
    });
    expect(body).toMatchObject({
      pickup_location: 'N/A',
      dropoff_location: 'N/A',
      pickup_lat: null,
      is_return_trip: false,
      return_date: null,
      return_time: null,
      distance: 0,
    });
  });
});

describe('normalizeSlug', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['coach-hire-cork', '/coach-hire-cork'],
    ['/coach-hire-cork/', '/coach-hire-cork'],
  ])('%s becomes %s', (slug, expected) => expect(normalizeSlug(slug)).toBe(expected));
});

describe('submissionFailedDescription', () => {
  const advice = ' Please check your information and try again.';
  it("prefers the server's message, then the error's, then the fallback", () => {
    expect(submissionFailedDescription(new ApiError(500, { message: 'Busy' }))).toBe(
      `Busy${advice}`,
    );
    expect(submissionFailedDescription(new Error('Offline'))).toBe(`Offline${advice}`);
    expect(submissionFailedDescription('???')).toBe(
      `There was an error submitting your quote request.${advice}`,
    );
  });
});
