import { readFileSync } from 'node:fs';
import { placeKindSchema } from '../../src/shared/places/places';

/**
 * The hand-written inputs of the gazetteer (the .tsv files beside this one), read and checked:
 * a typo in a county or a kind stops the build instead of shipping a wrong place.
 */

type Row = Record<string, string>;

function readTsv(name: string): Row[] {
  const lines = readFileSync(new URL(name, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const [header = [], ...rows] = lines.map((line) => line.split('\t'));
  return rows.map((cells, index) => {
    if (cells.length !== header.length) {
      throw new Error(
        `${name}, data row ${index + 1}: ${cells.length} columns, not ${header.length}`,
      );
    }
    return Object.fromEntries(header.map((column, i) => [column, cells[i]!.trim()]));
  });
}

function toNumber(text: string | undefined, what: string): number {
  const value = Number(text);
  if (text === undefined || text === '' || !Number.isFinite(value)) {
    throw new Error(`${what}: "${text}" is not a number`);
  }
  return value;
}

export const splitAlt = (text = '') => text.split('|').filter(Boolean);

export type CountyRecord = {
  county: string;
  province: string;
  town: string;
  lat: number;
  lng: number;
};
export type ReferenceRecord = { county: string; town: string; lat: number; lng: number };
export type PlaceRecord = {
  kind: 'airport' | 'port' | 'venue' | 'university' | 'landmark';
  name: string;
  county: string;
  locality: string;
  lat: number;
  lng: number;
  weight: number;
  alt: string[];
};
export type TownFix = { id: number; geonamesName: string; action: string; value: string };

export function readCounties(): CountyRecord[] {
  return readTsv('counties.tsv').map((row) => ({
    county: row.county!,
    province: row.province!,
    town: row.town!,
    lat: toNumber(row.lat, `county ${row.county}`),
    lng: toNumber(row.lng, `county ${row.county}`),
  }));
}

export function readReferences(counties: Set<string>): ReferenceRecord[] {
  return readTsv('county-references.tsv').map((row) => {
    if (!counties.has(row.county!))
      throw new Error(`reference ${row.town}: no county ${row.county}`);
    return {
      county: row.county!,
      town: row.town!,
      lat: toNumber(row.lat, `reference ${row.town}`),
      lng: toNumber(row.lng, `reference ${row.town}`),
    };
  });
}

const placeRecordKind = placeKindSchema.extract([
  'airport',
  'port',
  'venue',
  'university',
  'landmark',
]);

export function readPlaces(counties: Set<string>): PlaceRecord[] {
  return readTsv('places.tsv').map((row) => {
    if (!counties.has(row.county!)) throw new Error(`place ${row.name}: no county ${row.county}`);
    return {
      kind: placeRecordKind.parse(row.kind),
      name: row.name!,
      county: row.county!,
      locality: row.locality ?? '',
      lat: toNumber(row.lat, `place ${row.name}`),
      lng: toNumber(row.lng, `place ${row.name}`),
      weight: toNumber(row.weight, `place ${row.name}`),
      alt: splitAlt(row.alt),
    };
  });
}

export function readTownFixes(): TownFix[] {
  return readTsv('town-fixes.tsv').map((row) => {
    if (!['name', 'alt', 'city', 'exclude'].includes(row.action!)) {
      throw new Error(`town fix ${row.id}: unknown action ${row.action}`);
    }
    return {
      id: toNumber(row.id, 'town fix id'),
      geonamesName: row.geonames_name!,
      action: row.action!,
      value: row.value ?? '',
    };
  });
}
