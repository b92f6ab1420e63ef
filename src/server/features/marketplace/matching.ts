import type { FleetVehicle, OperatorStatus } from '@shared/marketplace/operators';
import type { LatLng } from '@shared/places/places';
import type { VehicleCount } from '@shared/trips/vehicles';
import {
  type GazetteerPlace,
  MATCH,
  type PlaceIndex,
  createPlaceIndex,
  findNearestCounty,
  haversineKm,
  loadGazetteer,
} from '../places';
import {
  type Busy,
  type Unavailability,
  canSeat,
  fewestVehicles,
  fleetSeats,
  freeFleetFor,
  smallestFitting,
} from './matching-fleet';

/**
 * Which bus companies a lead invites, in what order, and why (docs/decisions/011-matching.md).
 * Pure functions over plain data and a clock, so the rules are tested without a database.
 */

/** Performance is judged over this many days of invitations. */
export const STATS_WINDOW_DAYS = 90;
/** An unanswered invitation counts against a company only once it had this long to reply. */
export const REPLY_GRACE_HOURS = 24;
/** A company with fewer counted invitations than this is new: it has a reserved place per wave. */
export const NEW_COMPANY_INVITES = 3;
/** Scores this close count as equal, so similar companies take turns (least recently invited first). */
export const SCORE_STEP = 0.05;
/**
 * The promised "first quote in about 45 minutes" (docs/product.md#thank-you-page): a company
 * replying this fast scores 0.5 for speed (docs/product.md#matching).
 */
export const PROMISED_REPLY_MINUTES = 45;
const WEIGHTS = { replies: 0.6, speed: 0.25, rating: 0.15 } as const;

export type Pickup = { county: string | null; point: LatLng | null };

export type CompanyStats = {
  /** Invitations in the window, leaving out unanswered ones still within their grace period. */
  counted: number;
  /** Of those, the ones the company quoted for or declined. */
  answered: number;
  medianReplyMinutes: number | null;
  lastInvitedAt: Date | null;
  rating: number | null;
  ratingCount: number;
};

export type Candidate = {
  id: number;
  company_name: string;
  counties: readonly string[];
  base_lat: number;
  base_lng: number;
  fleet: readonly FleetVehicle[];
  /** "Our drivers are Garda-vetted", as the company says; null when never asked. */
  garda_vetted: boolean | null;
  /** Its ranges of unavailable days around the lead's (matching-repository's query). */
  unavailable: readonly Unavailability[];
  stats: CompanyStats;
};

/**
 * What a lead asks of a company: seats for `people` on each of `days`, near enough, in at most
 * `maxVehicles` vehicles when the group needs several (docs/product.md#large-groups), and
 * Garda-vetted drivers when the customer asked for them.
 */
export type MatchRules = {
  people: number;
  radiusKm: number;
  days: readonly string[];
  maxVehicles: number;
  gardaVetted: boolean;
};

export type Ranked = Candidate &
  Omit<LeadFit, 'misfits'> & {
    score: number;
    isNew: boolean;
  };

export type Pick = Ranked & { trial: boolean };

let placeIndex: { places: GazetteerPlace[]; index: PlaceIndex } | undefined;
function gazetteerIndex() {
  if (!placeIndex) {
    const places = loadGazetteer();
    placeIndex = { places, index: createPlaceIndex(places) };
  }
  return placeIndex;
}

/**
 * Where the pick-up is: from its coordinates (the county of the nearest town), or, when the
 * customer typed a place the form did not locate, from the best gazetteer match for the whole
 * text or, failing that, for one of its comma-separated parts ("Main St, Carrigaline").
 */
export function resolvePickup(lead: {
  pickup_location: string;
  pickup_lat: number | null;
  pickup_lng: number | null;
}): Pickup {
  const { places, index } = gazetteerIndex();
  if (lead.pickup_lat !== null && lead.pickup_lng !== null) {
    const point = { lat: lead.pickup_lat, lng: lead.pickup_lng };
    return { county: findNearestCounty(places, point) || null, point };
  }
  const attempts: [string, number][] = [
    [lead.pickup_location, MATCH.allWords],
    ...lead.pickup_location
      .split(',')
      .map((part): [string, number] => [part.trim(), MATCH.wordPrefix]),
  ];
  for (const [text, worstMatch] of attempts) {
    const [best] = index.search(text, 1);
    if (best && best.match <= worstMatch) {
      return { county: best.place.county, point: { lat: best.place.lat, lng: best.place.lng } };
    }
  }
  return { county: null, point: null };
}

/**
 * 0–1, higher is better: the reply rate (Laplace-smoothed, so a new company starts at ½ and
 * one answer moves it little), the median reply time against the 45-minute promise, and the
 * customers' average rating (unrated counts as 3 of 5).
 */
export function scoreCompany(stats: CompanyStats): number {
  const replies = (stats.answered + 1) / (stats.counted + 2);
  const minutes = stats.medianReplyMinutes ?? PROMISED_REPLY_MINUTES;
  const speed = 1 / (1 + minutes / PROMISED_REPLY_MINUTES);
  const rating = stats.rating === null ? 0.5 : (stats.rating - 1) / 4;
  return WEIGHTS.replies * replies + WEIGHTS.speed * speed + WEIGHTS.rating * rating;
}

const lastInvited = (candidate: Candidate) => candidate.stats.lastInvitedAt?.getTime() ?? -Infinity;

/** Why no lead may go to a company today, whatever the lead: null when one may. */
export type InvitationBar = 'not_verified' | 'suspended' | 'insurance_expired';

/**
 * Only verified companies insured today (the expiry day counts) receive leads, automatically or
 * from staff (docs/product.md#operators). The matching query applies the same rule in SQL first.
 */
export function invitationBar(
  company: { status: OperatorStatus; insurance_expires_on: string },
  today: string,
): InvitationBar | null {
  if (company.status === 'suspended') return 'suspended';
  if (company.status !== 'verified') return 'not_verified';
  if (company.insurance_expires_on < today) return 'insurance_expired';
  return null;
}

/** Where a company stands against one lead: how near, and what it would send. */
export type LeadFit = {
  servesCounty: boolean;
  distanceKm: number;
  /** The smallest vehicle free on the lead's days that seats the whole group, or null. */
  vehicle: FleetVehicle | null;
  /** The seats of the vehicles free on the lead's days (of the whole fleet when too small). */
  fleetSeats: number;
  /**
   * For a group no one vehicle seats: the fewest of its free vehicles that do, largest first
   * (of the whole fleet when too small); null when one vehicle does or none can.
   */
  convoy: VehicleCount[] | null;
  /** The first of the lead's days with no free vehicle big enough, when the fleet is. */
  busy: Busy | null;
  /** The matching rules it fails for this lead; none when it qualifies. */
  misfits: ('outside_area' | 'too_small' | 'unavailable' | 'not_garda_vetted')[];
};

/**
 * A company qualifies for a lead when it serves the pick-up county or its base is within
 * `radiusKm`, and one vehicle free on the lead's days seats the group — or, for a group larger
 * than that, at most `maxVehicles` of its free vehicles together do (docs/product.md#matching);
 * for a lead asking for Garda-vetted drivers, only when it declared its drivers are.
 */
export function fitLead(
  company: Omit<Candidate, 'id' | 'company_name' | 'stats'>,
  pickup: Pickup,
  rules: MatchRules,
): LeadFit {
  const servesCounty = pickup.county !== null && company.counties.includes(pickup.county);
  const distanceKm = pickup.point
    ? haversineKm(pickup.point, { lat: company.base_lat, lng: company.base_lng })
    : Infinity;
  const misfits: LeadFit['misfits'] = [];
  if (!servesCounty && distanceKm > rules.radiusKm) misfits.push('outside_area');
  let fleet = company.fleet;
  let busy: Busy | null = null;
  const { people, maxVehicles } = rules;
  if (!canSeat(fleet, people, maxVehicles)) misfits.push('too_small');
  else {
    ({ fleet, busy } = freeFleetFor(fleet, company.unavailable, rules.days, people, maxVehicles));
    if (busy) misfits.push('unavailable');
  }
  if (rules.gardaVetted && company.garda_vetted !== true) misfits.push('not_garda_vetted');
  const vehicle = smallestFitting(fleet, people);
  const convoy = vehicle ? null : fewestVehicles(fleet, people);
  return {
    servesCounty,
    distanceKm,
    vehicle,
    convoy,
    fleetSeats: fleetSeats(fleet),
    busy,
    misfits,
  };
}

/**
 * The companies that would qualify but for their availability: matching skips them and says so
 * in the lead's history (docs/product.md#availability).
 */
export function findBusy(
  candidates: readonly Candidate[],
  pickup: Pickup,
  rules: MatchRules,
): (Candidate & { busy: Busy })[] {
  return candidates.flatMap((candidate) => {
    const { misfits, busy } = fitLead(candidate, pickup, rules);
    return busy && misfits.length === 1 ? [{ ...candidate, busy }] : [];
  });
}

/**
 * The companies that can take the lead ([fitLead]), best first, a company needing several
 * vehicles after every single-vehicle company.
 * Order: single vehicle first, then score in steps of SCORE_STEP, then least recently invited
 * (never invited first), then id — so the order is fixed by the data alone.
 */
export function rankCandidates(
  candidates: readonly Candidate[],
  pickup: Pickup,
  rules: MatchRules,
): Ranked[] {
  const ranked: Ranked[] = [];
  for (const candidate of candidates) {
    const { misfits, ...fit } = fitLead(candidate, pickup, rules);
    if (misfits.length > 0) continue;
    ranked.push({
      ...candidate,
      ...fit,
      score: scoreCompany(candidate.stats),
      isNew: candidate.stats.counted < NEW_COMPANY_INVITES,
    });
  }
  const step = (score: number) => Math.floor(score / SCORE_STEP + 1e-9);
  return ranked.sort(
    (a, b) =>
      Number(b.vehicle !== null) - Number(a.vehicle !== null) ||
      step(b.score) - step(a.score) ||
      lastInvited(a) - lastInvited(b) ||
      a.id - b.id,
  );
}

/**
 * The next `size` companies. Rotation: when none of them is new and a new company qualifies,
 * the best-placed new company takes the last place, so a company can earn a track record even
 * when established ones would fill every place.
 */
export function pickWave(ranked: readonly Ranked[], size: number): Pick[] {
  if (size <= 0) return [];
  const picks: Pick[] = ranked.slice(0, size).map((company) => ({ ...company, trial: false }));
  const newcomer = ranked.slice(size).find((company) => company.isNew);
  if (picks.length === size && newcomer && !picks.some((company) => company.isNew)) {
    picks[size - 1] = { ...newcomer, trial: true };
  }
  return picks;
}
