import { describe, expect, it } from 'vitest';
import {
  formatDistanceKm,
  formatLatLng,
  IRELAND_BOUNDS,
  isWithinIreland,
  MAP_CENTER,
  MAP_HEIGHT_PX,
  MAP_ZOOM,
  placeSearchQuerySchema,
  roundDistanceKm,
  routeQuerySchema,
} from './places';

describe('map constants', () => {
  it('are the product’s map values', () => {
    expect(IRELAND_BOUNDS).toEqual({ north: 55.5, south: 51.2, west: -10.8, east: -5.3 });
    expect(MAP_CENTER).toEqual({ lat: 53.3498, lng: -6.2603 });
    expect(MAP_ZOOM).toBe(12);
    expect(MAP_HEIGHT_PX).toBe(320);
  });
});

describe('formatDistanceKm', () => {
  it.each([
    [0, '0.00'],
    [12, '12.00'],
    [257.456, '257.46'],
    [1.005, '1.01'],
    [219.994, '219.99'],
    [-0.001, '0.00'],
  ])('shows %s km as %s', (km, text) => {
    expect(formatDistanceKm(km)).toBe(text);
  });

  it('refuses what is not a distance', () => {
    expect(() => formatDistanceKm(Number.NaN)).toThrow(RangeError);
    expect(() => roundDistanceKm(Infinity)).toThrow(RangeError);
  });
});

describe('isWithinIreland', () => {
  it('accepts the island and its edges, refuses Britain and the Atlantic', () => {
    expect(isWithinIreland(MAP_CENTER)).toBe(true);
    expect(isWithinIreland({ lat: 55.5, lng: -10.8 })).toBe(true);
    expect(isWithinIreland({ lat: 51.5074, lng: -0.1278 })).toBe(false); // London
    expect(isWithinIreland({ lat: 53.3, lng: -11.5 })).toBe(false);
    expect(isWithinIreland({ lat: 51.1, lng: -8 })).toBe(false);
  });
});

describe('routeQuerySchema', () => {
  it('reads lat,lng pairs and the round-trip flag', () => {
    const parsed = routeQuerySchema.parse({
      from: '53.3498,-6.2603',
      to: ' 51.8985 , -8.4756 ',
      round_trip: 'true',
    });
    expect(parsed).toEqual({
      from: { lat: 53.3498, lng: -6.2603 },
      to: { lat: 51.8985, lng: -8.4756 },
      round_trip: true,
    });
    expect(routeQuerySchema.parse({ from: '53,-6', to: '52,-7' }).round_trip).toBe(false);
  });

  it('round-trips with formatLatLng', () => {
    const from = { lat: 53.3498, lng: -6.2603 };
    expect(routeQuerySchema.parse({ from: formatLatLng(from), to: '52,-7' }).from).toEqual(from);
  });

  it.each([
    ['-6.2603,53.3498', 'lng,lat order'],
    ['51.5074,-0.1278', 'London'],
    ['53.3', 'one number'],
    ['53.3,-6.2,1', 'three numbers'],
    ['abc,def', 'words'],
    ['1e1,-6', 'exponent'],
    ['', 'empty'],
    ['53.3,-6.2; drop table', 'injection'],
  ])('refuses %s (%s)', (from) => {
    expect(routeQuerySchema.safeParse({ from, to: '52,-7' }).success).toBe(false);
  });

  it('refuses a round-trip flag other than true or false', () => {
    expect(
      routeQuerySchema.safeParse({ from: '53,-6', to: '52,-7', round_trip: 'yes' }).success,
    ).toBe(false);
  });
});

describe('placeSearchQuerySchema', () => {
  it('trims q and defaults the limit to 8', () => {
    expect(placeSearchQuerySchema.parse({ q: '  Cork ' })).toEqual({ q: 'Cork', limit: 8 });
    expect(placeSearchQuerySchema.parse({})).toEqual({ q: '', limit: 8 });
  });

  it('refuses a q over 100 characters and a limit outside 1–20', () => {
    expect(placeSearchQuerySchema.safeParse({ q: 'a'.repeat(101) }).success).toBe(false);
    expect(placeSearchQuerySchema.safeParse({ q: 'a'.repeat(100) }).success).toBe(true);
    expect(placeSearchQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(placeSearchQuerySchema.safeParse({ limit: '21' }).success).toBe(false);
    expect(placeSearchQuerySchema.safeParse({ limit: '2.5' }).success).toBe(false);
  });
});
