import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeServer, sendJson, startFakeServer, unreachableUrl } from './fake-http-server';
import { createCountyResolver, loadGazetteer } from './gazetteer';
import { createGeocoder, geocoderSearchUrl } from './geocoder';

const resolveCounty = createCountyResolver(loadGazetteer());
const log = { warn: vi.fn() };

const GRAFTON_STREET = {
  lat: '53.3419',
  lon: '-6.2597',
  name: 'Bewley’s Café',
  display_name:
    'Bewley’s Café, 78-79, Grafton Street, Dublin 2, Dublin, County Dublin, Leinster, D02 K033, Ireland',
  address: {
    house_number: '78-79',
    road: 'Grafton Street',
    suburb: 'Dublin 2',
    city: 'Dublin',
    county: 'County Dublin',
    postcode: 'D02 K033',
    country_code: 'ie',
  },
};
const BELFAST_STREET = {
  lat: '54.5966',
  lon: '-5.9301',
  display_name: 'Donegall Square North, Belfast, County Antrim, Northern Ireland, BT1 5GS',
  address: {
    road: 'Donegall Square North',
    city: 'Belfast',
    state: 'Northern Ireland',
    country_code: 'gb',
  },
};
const KINTYRE = {
  lat: '55.31',
  lon: '-5.75',
  display_name: 'Mull of Kintyre, Argyll and Bute, Scotland, United Kingdom',
  address: { state: 'Scotland', country_code: 'gb' },
};
const KINTYRE_NO_STATE = { ...KINTYRE, address: { country_code: 'gb' } };
const LISBURN_NO_STATE = {
  lat: '54.5162',
  lon: '-6.0580',
  display_name: 'Bow Street, Lisburn',
  address: { road: 'Bow Street', town: 'Lisburn', country_code: 'gb' },
};
const SWORDS_NO_COUNTY = {
  lat: '53.4597',
  lon: '-6.2181',
  display_name: 'Main Street, Swords, Fingal, Ireland',
  address: { road: 'Main Street', town: 'Swords', county: 'Fingal', country_code: 'ie' },
};

describe('the geocoder client', () => {
  let nominatim: FakeServer;
  let clock = 0;
  const answer = (send: (response: ServerResponse) => void) =>
    nominatim.answerWith((_url, response) => send(response));
  const geocoder = (baseUrl = nominatim.url) =>
    createGeocoder({
      baseUrl,
      userAgent: 'coachhire-test',
      resolveCounty,
      timeoutMs: 300,
      now: () => clock,
    });

  beforeAll(async () => {
    nominatim = await startFakeServer((_url, response) => sendJson(response, 200, []));
  });
  afterAll(async () => nominatim.close());
  beforeEach(() => {
    clock += 3_600_000;
    log.warn.mockClear();
  });

  it('asks a Nominatim search restricted to Ireland and Northern Ireland', () => {
    const url = new URL(geocoderSearchUrl('https://geo.example/', 'Grafton St', 8));
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      q: 'Grafton St',
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'ie,gb',
      viewbox: '-10.8,55.5,-5.3,51.2',
      bounded: '1',
      limit: '8',
    });
    expect(new URL(geocoderSearchUrl('https://geo.example/search', 'x', 1)).pathname).toBe(
      '/search',
    );
  });

  it('turns results into addresses with their county, keeping only the island', async () => {
    answer((response) =>
      sendJson(response, 200, [GRAFTON_STREET, BELFAST_STREET, KINTYRE, SWORDS_NO_COUNTY]),
    );
    const places = await geocoder().search('street', 8, log);
    expect(places).toEqual([
      {
        name: 'Bewley’s Café',
        address: 'Bewley’s Café, 78-79 Grafton Street, Dublin 2, Dublin, Co. Dublin, D02 K033',
        county: 'Dublin',
        kind: 'address',
        lat: 53.3419,
        lng: -6.2597,
      },
      {
        name: 'Donegall Square North',
        address: 'Donegall Square North, Belfast, Co. Antrim',
        county: 'Antrim',
        kind: 'address',
        lat: 54.5966,
        lng: -5.9301,
      },
      {
        name: 'Main Street',
        address: 'Main Street, Swords, Co. Dublin',
        county: 'Dublin',
        kind: 'address',
        lat: 53.4597,
        lng: -6.2181,
      },
    ]);
    const asked = nominatim.requests.at(-1)!;
    expect(asked.url.searchParams.get('q')).toBe('street');
    expect(asked.headers['user-agent']).toBe('coachhire-test');
  });

  it('keeps a Great Britain result naming no state only inside Northern Ireland', async () => {
    answer((response) => sendJson(response, 200, [KINTYRE_NO_STATE, LISBURN_NO_STATE]));
    const places = await geocoder().search('bow street', 8, log);
    expect(places.map(({ address }) => address)).toEqual(['Bow Street, Lisburn, Co. Antrim']);
  });

  it('skips malformed results and keeps the good ones', async () => {
    answer((response) => sendJson(response, 200, [{ lat: 'north' }, null, GRAFTON_STREET]));
    expect(await geocoder().search('grafton', 8, log)).toHaveLength(1);
  });

  const failures: [string, (response: ServerResponse) => void][] = [
    ['a server error', (response) => sendJson(response, 502, { error: 'bad gateway' })],
    ['bad JSON', (response) => response.writeHead(200).end('<html>rate limited</html>')],
    ['JSON that is not a list', (response) => sendJson(response, 200, { error: 'oops' })],
    ['no answer in time', () => undefined],
  ];
  it.each(failures)('answers nothing on %s, and logs it', async (_case, send) => {
    answer(send);
    expect(await geocoder().search('grafton', 8, log)).toEqual([]);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('answers nothing when the geocoder is down', async () => {
    expect(await geocoder(await unreachableUrl()).search('grafton', 8, log)).toEqual([]);
  });

  it('leaves a failed geocoder alone for a while, then tries again', async () => {
    const client = geocoder();
    answer((response) => sendJson(response, 500, {}));
    await client.search('first', 8, log);
    const asked = nominatim.requests.length;
    answer((response) => sendJson(response, 200, [GRAFTON_STREET]));
    expect(await client.search('second', 8, log)).toEqual([]);
    expect(nominatim.requests.length).toBe(asked);
    clock += 31_000;
    expect(await client.search('second', 8, log)).toHaveLength(1);
  });

  it('answers a repeated search from its cache', async () => {
    const client = geocoder();
    answer((response) => sendJson(response, 200, [GRAFTON_STREET]));
    await client.search('Grafton', 8, log);
    const asked = nominatim.requests.length;
    expect(await client.search('grafton ', 8, log)).toHaveLength(1);
    expect(nominatim.requests.length).toBe(asked);
  });
});
