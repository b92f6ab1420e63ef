import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mobileNumberFor, withoutContactDetails } from './invite-templates';
import {
  type Candidate,
  type CompanyStats,
  NEW_COMPANY_INVITES,
  pickWave,
  rankCandidates,
  resolvePickup,
  scoreCompany,
} from './matching';
import { describeReason } from './match-reasons';

const CORK = { lat: 51.8985, lng: -8.4756 };
const noHistory: CompanyStats = {
  counted: 0,
  answered: 0,
  medianReplyMinutes: null,
  lastInvitedAt: null,
  rating: null,
  ratingCount: 0,
};
const record = (answered: number, counted: number, minutes: number | null = 20): CompanyStats => ({
  ...noHistory,
  counted,
  answered,
  medianReplyMinutes: answered > 0 ? minutes : null,
});

const company = (id: number, overrides: Partial<Candidate> = {}): Candidate => ({
  id,
  company_name: `Company ${id}`,
  counties: ['Cork'],
  base_lat: CORK.lat,
  base_lng: CORK.lng,
  fleet: [{ type: 'Coach', seats: 53, count: 1, amenities: [] }],
  garda_vetted: null,
  unavailable: [],
  stats: record(5, 5),
  ...overrides,
});
const corkPickup = { county: 'Cork', point: CORK };
const rules = {
  people: 45,
  radiusKm: 50,
  days: ['2027-03-12'],
  maxVehicles: Infinity,
  gardaVetted: false,
};
const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('resolvePickup', () => {
  it('takes the county of the nearest town to the coordinates', () => {
    const pickup = resolvePickup({
      pickup_location: 'anything',
      pickup_lat: 53.3498,
      pickup_lng: -6.2603,
    });
    expect(pickup).toEqual({ county: 'Dublin', point: { lat: 53.3498, lng: -6.2603 } });
  });

  it('finds the place in the typed text when there are no coordinates', () => {
    const from = (text: string) =>
      resolvePickup({ pickup_location: text, pickup_lat: null, pickup_lng: null }).county;
    expect(from('Croke Park, Drumcondra, Co. Dublin')).toBe('Dublin');
    expect(from('Main Street, Carrigaline')).toBe('Cork');
    expect(from('Somewhere quiet, Co. Kerry')).toBe('Kerry');
    expect(from('Derry')).toBe('Londonderry');
    expect(from('12 Nowhere Road, Atlantis')).toBeNull();
  });
});

describe('rankCandidates', () => {
  it('keeps companies serving the county or based within the radius, with a vehicle for the group', () => {
    const ranked = rankCandidates(
      [
        company(1),
        company(2, { counties: ['Kerry'], base_lat: 51.8986, base_lng: -8.6 }), // ~9 km away
        company(3, { counties: ['Kerry'], base_lat: 52.0599, base_lng: -9.5044 }), // Killarney
        company(4, { fleet: [{ type: 'Minibus', seats: 16, count: 1, amenities: [] }] }),
      ],
      corkPickup,
      rules,
    );
    expect(ids(ranked)).toEqual([1, 2]);
    expect(ranked[1]).toMatchObject({ servesCounty: false });
    expect(ranked[1]!.distanceKm).toBeLessThan(10);
  });

  it('takes a group too big for one vehicle to companies whose vehicles together seat it, after single-vehicle ones', () => {
    const twoCoaches = company(1, {
      fleet: [{ type: 'Coach', seats: 49, count: 2, amenities: [] }],
    });
    const doubleDecker = company(2, {
      fleet: [{ type: 'Double-decker', seats: 84, count: 1, amenities: [] }],
      stats: record(1, 5),
    });
    const tooSmall = company(3, { fleet: [{ type: 'Coach', seats: 49, count: 1, amenities: [] }] });
    const ranked = rankCandidates([twoCoaches, doubleDecker, tooSmall], corkPickup, {
      ...rules,
      people: 80,
    });
    expect(ids(ranked)).toEqual([2, 1]);
    expect(ranked[0]!.vehicle?.seats).toBe(84);
    expect(ranked[1]).toMatchObject({ vehicle: null, fleetSeats: 98 });
  });

  it('ranks by replies and speed, then least recently invited among equals, then id', () => {
    const day = (n: number) => new Date(Date.UTC(2030, 0, n));
    const ranked = rankCandidates(
      [
        company(1, { stats: record(1, 5) }),
        company(2, { stats: { ...record(5, 5), lastInvitedAt: day(3) } }),
        company(3, { stats: { ...record(5, 5), lastInvitedAt: day(1) } }),
        company(4, { stats: record(5, 5, 180) }),
        company(5, { stats: { ...record(5, 5), lastInvitedAt: day(3) } }),
      ],
      corkPickup,
      rules,
    );
    expect(ids(ranked)).toEqual([3, 2, 5, 4, 1]);
  });

  it('is the same order whatever order the companies arrive in', () => {
    const pool = Array.from({ length: 8 }, (_, index) =>
      company(index + 1, { stats: record(index % 4, 4, 10 * index) }),
    );
    fc.assert(
      fc.property(fc.shuffledSubarray(pool, { minLength: 8, maxLength: 8 }), (shuffled) => {
        expect(ids(rankCandidates(shuffled, corkPickup, rules))).toEqual(
          ids(rankCandidates(pool, corkPickup, rules)),
        );
      }),
    );
  });
});

describe('scoreCompany', () => {
  it('rises with replies, speed and rating, and starts a new company in the middle', () => {
    expect(scoreCompany(record(5, 5))).toBeGreaterThan(scoreCompany(record(4, 5)));
    expect(scoreCompany(record(5, 5, 10))).toBeGreaterThan(scoreCompany(record(5, 5, 120)));
    expect(scoreCompany({ ...record(5, 5), rating: 5 })).toBeGreaterThan(
      scoreCompany({ ...record(5, 5), rating: 2 }),
    );
    expect(scoreCompany(noHistory)).toBeCloseTo(0.5);
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), fc.option(fc.nat(600)), (a, b, minutes) => {
        const score = scoreCompany(record(Math.min(a, b), Math.max(a, b), minutes));
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('pickWave', () => {
  it('gives the last place to the best new company when established ones would fill every place', () => {
    const established = [1, 2, 3, 4, 5, 6].map((id) => company(id));
    const newcomer = company(7, { stats: record(0, NEW_COMPANY_INVITES - 1) });
    const ranked = rankCandidates([...established, newcomer], corkPickup, rules);
    const picks = pickWave(ranked, 5);
    expect(ids(picks)).toEqual([1, 2, 3, 4, 7]);
    expect(picks[4]!.trial).toBe(true);
    expect(describeReason(picks[4]!, corkPickup)).toBe(
      'serves Cork; 53-seat Coach; new company: trial invitation',
    );
  });

  it('swaps nobody when a new company is already among the picks, or when there is room for all', () => {
    const slow = record(0, 5);
    const ranked = rankCandidates(
      [company(1, { stats: slow }), company(2, { stats: noHistory }), company(3, { stats: slow })],
      corkPickup,
      rules,
    );
    expect(ids(pickWave(ranked, 2))).toEqual([2, 1]);
    expect(ids(pickWave(ranked, 3))).toEqual([2, 1, 3]);
    expect(pickWave(ranked, 3).every((pick) => !pick.trial)).toBe(true);
    expect(pickWave(ranked, 0)).toEqual([]);
  });
});

describe('describeReason', () => {
  it('says where, which vehicle, the reply record and the rating', () => {
    const [pick] = pickWave(
      rankCandidates(
        [company(1, { stats: { ...record(4, 5, 25), rating: 4.5, ratingCount: 2 } })],
        corkPickup,
        rules,
      ),
      1,
    );
    expect(describeReason(pick!, corkPickup, '1 of 3 quotes after 60 minutes')).toBe(
      '1 of 3 quotes after 60 minutes; serves Cork; 53-seat Coach; replied to 4 of 5 recent leads, usually within 25 minutes; rated 4.5 by 2 customers',
    );
  });
});

describe('what companies are told', () => {
  it('leaves phone numbers and emails out of the customer’s notes, but not dates or counts', () => {
    expect(
      withoutContactDetails(
        'Ring 087 123 4567 or +353 (0)87-765-4321, mail me@x.ie. 45 people, 2030-06-02 18:00, 2 wheelchairs',
      ),
    ).toBe(
      'Ring [phone removed] or [phone removed], mail [email removed] 45 people, 2030-06-02 18:00, 2 wheelchairs',
    );
    fc.assert(
      fc.property(fc.stringMatching(/^08[3-9] ?\d{3} ?\d{4}$/), fc.string(), (phone, words) => {
        expect(withoutContactDetails(`${words} ${phone} thanks`)).not.toContain(phone);
      }),
    );
  });

  it('texts only mobile numbers', () => {
    expect(mobileNumberFor('087 123 4567')).toBe('+353871234567');
    expect(mobileNumberFor('07700 900123')).toBe('+447700900123');
    expect(mobileNumberFor('021 430 0000')).toBeNull();
    expect(mobileNumberFor('not a phone')).toBeNull();
  });
});
