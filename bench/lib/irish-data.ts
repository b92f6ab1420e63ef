import { DEFAULT_GROUP_TYPES } from '../../src/shared/content/defaults-quote-form';
import { FIRST_NAMES, pickSurname } from './irish-names';
import { PLACES, type Place } from './irish-places';
import type { Random } from './prng';

/**
 * Realistic quote requests for Ireland: names with fadas, the group types the form offers, towns
 * and venues people really hire coaches between. Shared by the seeder and the POST benchmark so
 * both exercise the same text (accents, apostrophes, long venue names) as production would.
 */

const VEHICLES = [
  'Executive Car',
  'Minibus (16 seats)',
  'Midi Coach (33 seats)',
  'Coach (53 seats)',
];
const SLUGS = [
  '/',
  '/coach-hire-cork',
  '/coach-hire-dublin',
  '/minibus-hire-galway',
  '/wedding-coach-hire',
  '/school-tour-bus-hire',
];
const NOTES = [
  'Two wheelchairs, lots of kit bags.',
  'Need a driver who knows the area; we will stop for lunch on the way.',
  'Bringing golf clubs for everyone.',
  'Flight lands at 07:40, could be delayed.',
  'Children aged 8-12 with four teachers.',
  "Wedding party: we'd like the coach decorated if possible.",
  'Return pick-up could run late (match may go to extra time).',
];
const EMAIL_DOMAINS = [
  'gmail.com',
  'hotmail.com',
  'outlook.ie',
  'eircom.net',
  'yahoo.ie',
  'icloud.com',
];

/** Email-safe form of a name: no fadas, apostrophes or spaces (Ó Súilleabháin → osuilleabhain). */
export function asciiName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

function mobile(random: Random): string {
  const digits = `8${random.pick([3, 5, 6, 7, 9])} ${random.int(100, 999)} ${random.int(1000, 9999)}`;
  return random.chance(0.2) ? `+353 ${digits}` : `0${digits}`;
}

/** Road distance estimated as the straight line × 1.3, as the quote form does without routing. */
function roadKm(from: Place, to: Place, random: Random): number {
  if (from.lat === null || from.lng === null || to.lat === null || to.lng === null)
    return random.int(5, 300);
  const rad = Math.PI / 180;
  const dLat = (to.lat - from.lat) * rad;
  const dLng = (to.lng - from.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 1.3 * 10) / 10;
}

const quarterHour = (random: Random) =>
  `${String(random.int(6, 20)).padStart(2, '0')}:${String(random.pick([0, 15, 30, 45])).padStart(2, '0')}`;

export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** The fields a customer types into the quote form, as the API accepts them. */
export type QuoteRequestBody = {
  full_name: string;
  email: string;
  mobile_number: string;
  pickup_location: string;
  dropoff_location: string;
  pickup_lat: number | null;
  pickup_lng: number | null;
  dropoff_lat: number | null;
  dropoff_lng: number | null;
  date_of_travel: string;
  pickup_time: string;
  group_type: string;
  vehicle_selected: string | null;
  additional_info: string;
  number_of_people: number;
  distance: number;
  is_return_trip: boolean;
  return_date: string | null;
  return_time: string | null;
  slug: string;
};

/** One customer's request, travelling 1 to `maxDaysAhead` days after `requestedAt`. */
export function makeQuoteRequest(
  random: Random,
  requestedAt: number,
  maxDaysAhead = 180,
): QuoteRequestBody {
  const first = random.pick(FIRST_NAMES);
  const surname = pickSurname(random);
  const from = random.pick(PLACES);
  let to = random.pick(PLACES);
  if (to === from) to = PLACES[(PLACES.indexOf(from) + 1) % PLACES.length]!;
  const travel = requestedAt + random.int(1, maxDaysAhead) * DAY_MS;
  const isReturn = random.chance(0.4);
  return {
    full_name: `${first} ${surname}`,
    email: `${asciiName(first)}.${asciiName(surname)}${random.int(1, 99)}@${random.pick(EMAIL_DOMAINS)}`,
    mobile_number: mobile(random),
    pickup_location: from.name,
    dropoff_location: to.name,
    pickup_lat: from.lat,
    pickup_lng: from.lng,
    dropoff_lat: to.lat,
    dropoff_lng: to.lng,
    date_of_travel: isoDay(travel),
    pickup_time: quarterHour(random),
    group_type: random.pick(DEFAULT_GROUP_TYPES),
    vehicle_selected: random.chance(0.5) ? random.pick(VEHICLES) : null,
    additional_info: random.chance(0.4) ? random.pick(NOTES) : '',
    // Most groups are a coach-load or less; a few weddings and tours fill several coaches.
    number_of_people: random.chance(0.85) ? random.int(5, 53) : random.int(54, 120),
    distance: roadKm(from, to, random),
    is_return_trip: isReturn,
    return_date: isReturn ? isoDay(travel + random.int(0, 7) * DAY_MS) : null,
    return_time: isReturn ? quarterHour(random) : null,
    slug: random.pick(SLUGS),
  };
}

/** The workflow state a stored lead has reached: older leads are more often closed. */
export function makeLeadState(random: Random, ageDays: number, staffIds: readonly number[]) {
  const status =
    ageDays < 3
      ? random.weighted([
          ['new', 8],
          ['contacted', 2],
        ] as const)
      : random.weighted([
          ['new', 10],
          ['contacted', 20],
          ['quoted', 25],
          ['converted', 20],
          ['lost', 25],
        ] as const);
  const assigned = random.chance(status === 'new' ? 0.15 : 0.85);
  return {
    status,
    priority: random.weighted([
      ['medium', 6],
      ['high', 2],
      ['low', 2],
    ] as const),
    assigned_to: assigned && staffIds.length > 0 ? random.pick(staffIds) : null,
    is_confirmation: random.chance(0.05),
    is_spam: random.chance(0.03),
  };
}

export const STAFF = [
  { name: 'Bench Admin', email: 'bench-admin@example.ie', role_id: 1 },
  { name: 'Síle Ní Chonaill', email: 'sile@example.ie', role_id: 2 },
  { name: 'Pádraig Ó Briain', email: 'padraig@example.ie', role_id: 2 },
  { name: 'Orla Kennedy', email: 'orla@example.ie', role_id: 2 },
  { name: 'Darragh Walsh', email: 'darragh@example.ie', role_id: 2 },
  { name: 'Éanna Mac Cárthaigh', email: 'eanna@example.ie', role_id: 1 },
] as const;
