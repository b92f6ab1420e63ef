import { DEFAULT_GROUP_TYPES } from '../../src/shared/content-defaults-quote-form';
import type { Random } from './prng';

/**
 * Realistic quote requests for Ireland: names with fadas, the group types the form offers, towns
 * and venues people really hire coaches between. Shared by the seeder and the POST benchmark so
 * both exercise the same text (accents, apostrophes, long venue names) as production would.
 */

const FIRST_NAMES = [
  'Seán',
  'Siobhán',
  'Aoife',
  'Niamh',
  'Ciarán',
  'Pádraig',
  'Máire',
  'Róisín',
  'Éamon',
  'Caoimhe',
  'Clodagh',
  'Orla',
  'Sinéad',
  'Dónal',
  'Eoin',
  'Cian',
  'Conor',
  'Darragh',
  'Oisín',
  'Saoirse',
  'Gráinne',
  'Tadhg',
  'Mícheál',
  'Bríd',
  'Áine',
  'Fionnuala',
  'Sorcha',
  'Ruairí',
  'Diarmuid',
  'Deirdre',
  'John',
  'Mary',
  'Patrick',
  'Michael',
  'Sarah',
  'Emma',
  'Jack',
  'James',
  'David',
  'Laura',
  'Ciara',
  'Aisling',
  'Declan',
  'Fiona',
  'Brian',
  'Kevin',
  'Tomás',
  'Éabha',
  'Lorcán',
  'Muireann',
] as const;

/** The commonest surnames, weighted roughly by how common they are (Murphy first). */
const COMMON_SURNAMES: readonly (readonly [string, number])[] = [
  ['Murphy', 14],
  ['Kelly', 10],
  ["O'Sullivan", 9],
  ['Walsh', 9],
  ['Smith', 7],
  ["O'Brien", 8],
  ['Byrne', 8],
  ['Ryan', 8],
  ["O'Connor", 8],
  ["O'Neill", 7],
  ['Doyle', 6],
  ['McCarthy', 6],
  ['Gallagher', 6],
  ['Doherty', 6],
  ['Kennedy', 5],
  ['Lynch', 5],
  ['Murray', 5],
  ['Quinn', 5],
  ['Moore', 4],
  ['McLoughlin', 4],
  ["O'Carroll", 4],
  ['Connolly', 4],
  ['Daly', 4],
  ['Brennan', 4],
  ['Fitzgerald', 4],
  ['Burke', 4],
];
/** The long tail, Irish-language forms included; together they outnumber the common names. */
const OTHER_SURNAMES = [
  'Ó Súilleabháin',
  'Ní Bhriain',
  'Mac Cárthaigh',
  'Ó Ceallaigh',
  'Ó Dónaill',
  'Nic Giolla Phádraig',
  'Ó Murchú',
  'Breathnach',
  'Mac Giolla Íosa',
  'Ní Mhurchú',
  'Ó Néill',
  'Ní Cheallaigh',
  'Ó Riain',
  'Mac Mathúna',
  'Ó Conchúir',
  'Ní Dhomhnaill',
  'Ó Broin',
  'de Búrca',
  'Mac Aodha',
  'Ó Flaithearta',
  'Dunne',
  'Farrell',
  'Hayes',
  'Keane',
  'Kavanagh',
  'Nolan',
  'Power',
  'Duffy',
  'Foley',
  'Casey',
  'Cullen',
  'Reilly',
  'Healy',
  'Maguire',
  'Flanagan',
  'Carroll',
  'Collins',
  'Clarke',
  'Dillon',
  'Sheehan',
  'Moran',
  'Hogan',
  'Hughes',
  'Buckley',
  'Sweeney',
  'Egan',
  'Tierney',
  'Cassidy',
  'Mulligan',
  'Coughlan',
  'Costello',
  'Hennessy',
  'Donnelly',
  'Boyle',
  'Kearney',
  'Rooney',
  'Nagle',
  'Cronin',
  'Madden',
  'Brady',
] as const;
/** About 2% of people are Murphys, as in Ireland; the staff search benchmark searches for them. */
const pickSurname = (random: Random) =>
  random.chance(0.25) ? random.weighted(COMMON_SURNAMES) : random.pick(OTHER_SURNAMES);

type Place = { name: string; lat: number | null; lng: number | null };
const place = (name: string, lat: number | null = null, lng: number | null = null): Place => ({
  name,
  lat,
  lng,
});

/** Coordinates are approximate; venues typed without picking a suggestion have none. */
export const PLACES: readonly Place[] = [
  place('Dublin City Centre', 53.3498, -6.2603),
  place('Dublin Airport', 53.4264, -6.2499),
  place('Croke Park, Dublin', 53.3607, -6.2511),
  place('Aviva Stadium, Dublin', 53.3352, -6.2285),
  place('Trinity College Dublin', 53.3438, -6.2546),
  place('Heuston Station, Dublin', 53.3464, -6.2946),
  place('Dún Laoghaire, County Dublin', 53.294, -6.1349),
  place('Swords, County Dublin', 53.4597, -6.2181),
  place('Bray, County Wicklow', 53.2028, -6.0983),
  place('Glendalough, County Wicklow', 53.0107, -6.3293),
  place('Cork City', 51.8985, -8.4756),
  place('Cork Airport', 51.8413, -8.4911),
  place('Páirc Uí Chaoimh, Cork', 51.9, -8.44),
  place('Blarney Castle, County Cork', 51.9291, -8.5709),
  place('Kinsale, County Cork', 51.7059, -8.5222),
  place('Cobh, County Cork', 51.8503, -8.2967),
  place('Galway City', 53.2707, -9.0568),
  place('University of Galway', 53.2784, -9.06),
  place('Salthill, Galway', 53.2609, -9.076),
  place('Clifden, County Galway', 53.489, -10.019),
  place('Limerick City', 52.6638, -8.6267),
  place('Thomond Park, Limerick', 52.6742, -8.6422),
  place('Shannon Airport', 52.702, -8.9248),
  place('Adare Manor, County Limerick', 52.563, -8.79),
  place('Ennis, County Clare', 52.8436, -8.9864),
  place('Cliffs of Moher, County Clare', 52.9715, -9.4309),
  place('Dromoland Castle, County Clare', 52.783, -8.906),
  place('Killarney, County Kerry', 52.0599, -9.5044),
  place('Tralee, County Kerry', 52.2713, -9.6999),
  place('Dingle, County Kerry', 52.1409, -10.2689),
  place('Kilkenny', 52.6541, -7.2448),
  place('Waterford', 52.2593, -7.1101),
  place('Wexford', 52.3369, -6.4633),
  place('Rosslare Europort, County Wexford', 52.252, -6.338),
  place('Athlone, County Westmeath', 53.4239, -7.9407),
  place('Mullingar, County Westmeath', 53.5259, -7.3381),
  place('Sligo', 54.2766, -8.4761),
  place('Ireland West Airport Knock', 53.9103, -8.8185),
  place('Westport, County Mayo', 53.8008, -9.5186),
  place('Ashford Castle, Cong', 53.535, -9.284),
  place('Letterkenny, County Donegal', 54.9503, -7.7337),
  place('Drogheda, County Louth', 53.7179, -6.3561),
  place('Dundalk, County Louth', 54.009, -6.4049),
  place('Brú na Bóinne, County Meath', 53.6947, -6.4755),
  place('Portlaoise, County Laois', 53.0344, -7.2998),
  place('Tullamore, County Offaly', 53.2739, -7.4889),
  place('Naas, County Kildare', 53.2159, -6.6669),
  place('Maynooth University, County Kildare', 53.3815, -6.5918),
  place('Punchestown Racecourse, County Kildare', 53.183, -6.63),
  place('Belfast City Centre', 54.5973, -5.9301),
  place('Derry~Londonderry', 54.9966, -7.3086),
  place("Giant's Causeway, County Antrim", 55.2408, -6.5116),
  place("St. Patrick's National School, Ballyfermot"),
  place('Scoil Mhuire, Ennistymon'),
  place('Killenard GAA Club'),
  place('The Heritage Hotel, Killenard'),
  place('Lahinch Golf Club'),
  place('Kilmacud Crokes, Stillorgan'),
];

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
