import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWithinIreland, placeSchema } from '@shared/places/places';
import { createTestApp } from '../../test/test-app';
import { type FakeServer, sendJson, startFakeServer } from './fake-http-server';

const DUBLIN = '53.3498,-6.2603';
const CORK = '51.8985,-8.4756';

/**
 * One app for the file (each starts a database): a router and a geocoder are configured, as
 * fake servers that answer as each test needs. Without them configured, the same code paths
 * run with `undefined` services (route-distance.test.ts, access.test.ts).
 */
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let osrm: FakeServer;
let nominatim: FakeServer;
beforeAll(async () => {
  osrm = await startFakeServer((_url, response) => sendJson(response, 503, {}));
  nominatim = await startFakeServer((_url, response) => sendJson(response, 200, []));
  ({ app, cleanup } = await createTestApp({
    ROUTING_URL: `${osrm.url}/`,
    GEOCODER_URL: nominatim.url,
    MAP_TILE_URL: 'https://tiles.example.ie/{z}/{x}/{y}.png',
  }));
});
afterAll(async () => {
  await cleanup();
  await Promise.all([osrm.close(), nominatim.close()]);
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/places', () => {
  it('searches the gazetteer, best match first, in the contract shape', async () => {
    const response = await get('/api/places?q=gal');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const places = response.json() as unknown[];
    expect(places[0]).toEqual({
      name: 'Galway',
      address: 'Galway, Co. Galway',
      county: 'Galway',
      kind: 'city',
      lat: 53.2725,
      lng: -9.0509,
    });
    for (const place of places) expect(placeSchema.strict().parse(place)).toBeTruthy();
  });

  it('answers up to the limit, 8 by default', async () => {
    expect((await get('/api/places?q=bally')).json()).toHaveLength(8);
    expect((await get('/api/places?q=bally&limit=20')).json()).toHaveLength(20);
  });

  it('answers [] for an empty query', async () => {
    expect((await get('/api/places')).json()).toEqual([]);
    expect((await get('/api/places?q=%20%20')).json()).toEqual([]);
  });

  it.each([
    ['q=' + 'a'.repeat(10_240), 'q'],
    ['q=' + 'é'.repeat(101), 'q'],
    ['q=cork&limit=0', 'limit'],
    ['q=cork&limit=21', 'limit'],
    ['q=cork&limit=ten', 'limit'],
  ])('refuses %s with 422 naming the field', async (query, field) => {
    const response = await get(`/api/places?${query}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it.each([
    "'; DROP TABLE leads; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    'Dún Laoghaire',
    '🚌',
  ])('answers %j with places on the island', async (q) => {
    const response = await get(`/api/places?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    for (const place of response.json()) expect(isWithinIreland(place)).toBe(true);
  });
});

describe('GET /api/map', () => {
  it('gives the map settings from config, cacheable', async () => {
    const response = await get('/api/map');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({
      tile_url: app.config.MAP_TILE_URL,
      attribution: app.config.MAP_TILE_ATTRIBUTION,
      center: { lat: 53.3498, lng: -6.2603 },
      zoom: 12,
      bounds: { north: 55.5, south: 51.2, west: -10.8, east: -5.3 },
    });
  });
});

describe('GET /api/route', () => {
  it('estimates a route when the router fails, and marks it estimated', async () => {
    osrm.answerWith((_url, response) => sendJson(response, 503, {}));
    const response = await get(`/api/route?from=${DUBLIN}&to=${CORK}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ distance_km: 274.98, legs_km: [274.98], estimated: true });
    const roundTrip = (await get(`/api/route?from=${DUBLIN}&to=${CORK}&round_trip=true`)).json();
    expect(roundTrip).toEqual({ distance_km: 549.96, legs_km: [274.98, 274.98], estimated: true });
  });

  it.each([
    [`from=51.5074,-0.1278&to=${CORK}`, 'from'],
    [`from=${DUBLIN}&to=40.7128,-74.0060`, 'to'],
    [`from=-6.2603,53.3498&to=${CORK}`, 'from'],
    [`from=${DUBLIN}&to=cork`, 'to'],
    [`from=${DUBLIN}`, 'to'],
    [`from=${DUBLIN}&to=${CORK}&round_trip=maybe`, 'round_trip'],
    [`from=${'9'.repeat(5000)}&to=${CORK}`, 'from'],
  ])('refuses %s with 422 naming %s', async (query, field) => {
    const response = await get(`/api/route?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });
});

describe('GET /api/route with a router', () => {
  it('answers the road distance from the router', async () => {
    osrm.answerWith((_url, response) =>
      sendJson(response, 200, { code: 'Ok', routes: [{ legs: [{ distance: 257_301 }] }] }),
    );
    const response = await get(`/api/route?from=${DUBLIN}&to=${CORK}`);
    expect(response.json()).toEqual({ distance_km: 257.3, legs_km: [257.3], estimated: false });
    expect(osrm.requests.at(-1)!.url.pathname).toBe(
      '/route/v1/driving/-6.260300,53.349800;-8.475600,51.898500',
    );
  });

  it('answers 422 when the router finds no route', async () => {
    osrm.answerWith((_url, response) => sendJson(response, 400, { code: 'NoRoute' }));
    const response = await get(`/api/route?from=${DUBLIN}&to=${CORK}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'No route found between these locations' });
  });
});

describe('GET /api/places with a geocoder', () => {
  it('adds street addresses after the gazetteer’s own matches, without duplicates', async () => {
    nominatim.answerWith((_url, response) =>
      sendJson(response, 200, [
        {
          lat: '51.8972',
          lon: '-8.4700',
          name: 'Cork',
          display_name: 'Cork, County Cork, Munster, Ireland',
          address: { city: 'Cork', county: 'County Cork', country_code: 'ie' },
        },
        {
          lat: '51.8989',
          lon: '-8.4723',
          display_name: 'Cork Street, Cork, Ireland',
          address: {
            road: 'Patrick Street',
            city: 'Cork',
            county: 'County Cork',
            country_code: 'ie',
          },
        },
      ]),
    );
    const places = (await get('/api/places?q=cork&limit=20')).json() as { name: string }[];
    const names = places.map((place) => place.name);
    expect(names.slice(0, 2)).toEqual(['Cork', 'County Cork']);
    expect(names.filter((name) => name === 'Cork')).toHaveLength(1);
    expect(places).toContainEqual(
      expect.objectContaining({ name: 'Patrick Street', kind: 'address' }),
    );
    expect(nominatim.requests.at(-1)!.headers['user-agent']).toMatch(/^coachhire\/1 /);
  });

  it('does not ask the geocoder about one or two letters', async () => {
    const asked = nominatim.requests.length;
    await get('/api/places?q=co');
    expect(nominatim.requests.length).toBe(asked);
  });

  it('answers from the gazetteer when the geocoder fails', async () => {
    nominatim.answerWith((_url, response) => response.writeHead(500).end('oops'));
    const response = await get('/api/places?q=croke');
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].name).toBe('Croke Park');
  });
});

describe('calls to the geocoder and router per client address', () => {
  it('answers from the gazetteer and the estimate once a client has used its lookups', async () => {
    const limited = await createTestApp({
      ROUTING_URL: `${osrm.url}/`,
      GEOCODER_URL: nominatim.url,
      LOOKUP_RATE_LIMIT_PER_MINUTE: '2',
    });
    try {
      nominatim.answerWith((_url, response) =>
        sendJson(response, 200, [
          {
            lat: '53.2740',
            lon: '-9.0510',
            display_name: 'Shop Street, Galway, Ireland',
            address: { road: 'Shop Street', city: 'Galway', country_code: 'ie' },
          },
        ]),
      );
      osrm.answerWith((_url, response) =>
        sendJson(response, 200, { code: 'Ok', routes: [{ legs: [{ distance: 257_301 }] }] }),
      );
      const from = (remoteAddress: string) => (url: string) =>
        limited.app.inject({ method: 'GET', url, remoteAddress });
      const client = from('203.0.113.7');
      const isAddress = (place: { kind: string }) => place.kind === 'address';
      const calls = () => nominatim.requests.length + osrm.requests.length;
      const before = calls();

      const first = await client('/api/places?q=galway');
      expect(first.json().some(isAddress)).toBe(true);
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      const route = `/api/route?from=${DUBLIN}&to=${CORK}`;
      expect((await client(route)).json()).toMatchObject({ estimated: false });
      expect(calls() - before).toBe(2);

      // The third call would go out: the gazetteer and the estimate answer instead.
      const places = await client('/api/places?q=gal');
      expect(places.statusCode).toBe(200);
      expect(places.json()[0].name).toBe('Galway');
      expect(places.json().some(isAddress)).toBe(false);
      expect(places.headers['cache-control']).toBe('no-store');
      expect((await client(route)).json()).toMatchObject({ estimated: true });
      expect(calls() - before).toBe(2);
      // An answer the geocoder gave before is kept, and costs no call.
      expect((await client('/api/places?q=galway')).json().some(isAddress)).toBe(true);
      // Another client address has lookups of its own.
      const other = await from('203.0.113.8')('/api/places?q=galw');
      expect(other.json().some(isAddress)).toBe(true);
      expect(calls() - before).toBe(3);
    } finally {
      await limited.cleanup();
    }
  });
});
