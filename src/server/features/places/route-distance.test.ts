import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeServer, sendJson, startFakeServer, unreachableUrl } from './fake-http-server';
import { haversineKm } from './geo';
import {
  estimateRoute,
  findRoute,
  NoRouteError,
  osrmRouteUrl,
  ROAD_FACTOR,
  journeyStops,
} from './route-distance';

const DUBLIN = { lat: 53.3498, lng: -6.2603 };
const CORK = { lat: 51.8985, lng: -8.4756 };
const GALWAY = { lat: 53.2707, lng: -9.0568 };
const log = { warn: vi.fn() };
const router = (baseUrl: string) => ({ baseUrl, userAgent: 'coachhire-test', timeoutMs: 500 });

describe('the distance estimate', () => {
  it('measures Dublin to Cork as about 219 km as the crow flies', () => {
    expect(haversineKm(DUBLIN, CORK)).toBeCloseTo(219.99, 1);
    expect(haversineKm(CORK, DUBLIN)).toBeCloseTo(haversineKm(DUBLIN, CORK), 9);
    expect(haversineKm(DUBLIN, DUBLIN)).toBe(0);
  });

  it('is the great-circle distance times the road factor, to 2 decimals', () => {
    const estimate = estimateRoute(journeyStops(DUBLIN, CORK, false));
    const expected = Math.round(haversineKm(DUBLIN, CORK) * ROAD_FACTOR * 100) / 100;
    expect(estimate).toEqual({ distance_km: expected, legs_km: [expected], estimated: true });
    expect(estimate.distance_km).toBeCloseTo(274.98, 2);
  });

  it('doubles for a round trip, as the way back is the same road', () => {
    const oneWay = estimateRoute(journeyStops(DUBLIN, GALWAY, false));
    const roundTrip = estimateRoute(journeyStops(DUBLIN, GALWAY, true));
    expect(roundTrip.legs_km).toEqual([oneWay.distance_km, oneWay.distance_km]);
    expect(roundTrip.distance_km).toBeCloseTo(oneWay.distance_km * 2, 1);
  });

  it('is zero between a point and itself', () => {
    expect(estimateRoute([DUBLIN, DUBLIN])).toEqual({
      distance_km: 0,
      legs_km: [0],
      estimated: true,
    });
  });

  it('is used when no router is configured', async () => {
    const route = await findRoute([DUBLIN, CORK], undefined, log);
    expect(route.estimated).toBe(true);
  });
});

describe('an OSRM router', () => {
  let osrm: FakeServer;
  beforeAll(async () => {
    osrm = await startFakeServer((_url, response) => sendJson(response, 500, {}));
  });
  afterAll(async () => osrm.close());

  it('is asked for driving directions in lng,lat order, avoiding ferries', () => {
    expect(osrmRouteUrl('https://osrm.example/', [DUBLIN, CORK])).toBe(
      'https://osrm.example/route/v1/driving/-6.260300,53.349800;-8.475600,51.898500' +
        '?overview=false&alternatives=false&exclude=ferry',
    );
  });

  it('gives the road distance as the sum of its legs, in km', async () => {
    osrm.answerWith((_url, response) =>
      sendJson(response, 200, {
        code: 'Ok',
        routes: [{ distance: 1, legs: [{ distance: 256_789 }] }],
      }),
    );
    const route = await findRoute([DUBLIN, CORK], router(osrm.url), log);
    expect(route).toEqual({ distance_km: 256.79, legs_km: [256.79], estimated: false });
    const asked = osrm.requests.at(-1)!;
    expect(asked.url.pathname).toBe('/route/v1/driving/-6.260300,53.349800;-8.475600,51.898500');
    expect(asked.url.searchParams.get('exclude')).toBe('ferry');
    expect(asked.url.searchParams.get('overview')).toBe('false');
    expect(asked.url.searchParams.get('alternatives')).toBe('false');
    expect(asked.headers['user-agent']).toBe('coachhire-test');
  });

  it('asks for pick-up → drop-off → pick-up on a round trip and adds both legs', async () => {
    osrm.answerWith((_url, response) =>
      sendJson(response, 200, {
        code: 'Ok',
        routes: [{ legs: [{ distance: 208_004 }, { distance: 209_516 }] }],
      }),
    );
    const route = await findRoute(journeyStops(DUBLIN, GALWAY, true), router(osrm.url), log);
    expect(route).toEqual({ distance_km: 417.52, legs_km: [208, 209.52], estimated: false });
    const coordinates = osrm.requests.at(-1)!.url.pathname.split('/').at(-1)!.split(';');
    expect(coordinates).toEqual([
      '-6.260300,53.349800',
      '-9.056800,53.270700',
      '-6.260300,53.349800',
    ]);
  });

  it.each(['NoRoute', 'NoSegment'])('passes on "%s" as no route', async (code) => {
    osrm.answerWith((_url, response) =>
      sendJson(response, 400, { code, message: 'Impossible route' }),
    );
    await expect(findRoute([DUBLIN, CORK], router(osrm.url), log)).rejects.toBeInstanceOf(
      NoRouteError,
    );
  });

  const failures: [string, (response: ServerResponse) => void][] = [
    ['a server error', (response) => sendJson(response, 503, {})],
    ['bad JSON', (response) => response.end('{not json')],
    ['an unsupported option', (response) => sendJson(response, 400, { code: 'InvalidValue' })],
    ['the wrong number of legs', (response) => sendJson(response, 200, { code: 'Ok', routes: [] })],
    ['no answer in time', () => undefined],
  ];
  it.each(failures)('falls back to the estimate on %s', async (_case, answer) => {
    osrm.answerWith((_url, response) => answer(response));
    log.warn.mockClear();
    const route = await findRoute([DUBLIN, CORK], router(osrm.url), log);
    expect(route).toEqual(estimateRoute([DUBLIN, CORK]));
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('falls back to the estimate when the router is down', async () => {
    const route = await findRoute([DUBLIN, CORK], router(await unreachableUrl()), log);
    expect(route.estimated).toBe(true);
  });
});
