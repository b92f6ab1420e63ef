import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_TOLLED_LEG_KM, likelyTolledRoads, likelyTollsOnLeg } from './tolls';

// Town centres, as the place list gives them.
const places = {
  dublin: { lat: 53.3498, lng: -6.2603 },
  belfast: { lat: 54.5973, lng: -5.9301 },
  galway: { lat: 53.2707, lng: -9.0568 },
  cork: { lat: 51.8985, lng: -8.4756 },
  kinsale: { lat: 51.7059, lng: -8.5222 },
  limerick: { lat: 52.6638, lng: -8.6267 },
  wexford: { lat: 52.3369, lng: -6.4633 },
  blanchardstown: { lat: 53.3883, lng: -6.3775 },
  lucan: { lat: 53.3573, lng: -6.4489 },
};
const roadsOn = (from: keyof typeof places, to: keyof typeof places) =>
  likelyTollsOnLeg(places[from], places[to]).map((point) => point.road);

describe('likelyTollsOnLeg (straight legs, docs/product.md#likely-tolls)', () => {
  it('Dublin → Belfast passes the M1 toll, and not the M50 or the Port Tunnel it starts beside', () => {
    expect(roadsOn('dublin', 'belfast')).toEqual(['M1']);
  });

  it('Dublin → Galway passes the M4 and the M6 tolls, in that order; the way back the other', () => {
    expect(roadsOn('dublin', 'galway')).toEqual(['M4', 'M6']);
    expect(roadsOn('galway', 'dublin')).toEqual(['M6', 'M4']);
  });

  it('Dublin → Cork passes the M8 tolls at Cullahill and Fermoy; Dublin → Limerick the M7', () => {
    expect(roadsOn('dublin', 'cork')).toEqual(['M8', 'M8']);
    expect(roadsOn('dublin', 'limerick')).toEqual(['M7']);
  });

  it('Cork → Kinsale and Dublin → Wexford pass none', () => {
    expect(roadsOn('cork', 'kinsale')).toEqual([]);
    expect(roadsOn('dublin', 'wexford')).toEqual([]);
  });

  it(`a leg shorter than ${MIN_TOLLED_LEG_KM} km says nothing, even across a toll`, () => {
    // Blanchardstown → Lucan is the M50 toll stretch itself, but a short hop could take any road.
    expect(roadsOn('blanchardstown', 'lucan')).toEqual([]);
  });
});

describe('likelyTollsOnLeg over any leg in Ireland', () => {
  const point = fc.record({
    lat: fc.double({ min: 51.4, max: 55.4, noNaN: true }),
    lng: fc.double({ min: -10.5, max: -5.4, noNaN: true }),
  });
  it('meets the same toll points driven either way, in the opposite order', () => {
    fc.assert(
      fc.property(point, point, (from, to) => {
        const there = likelyTollsOnLeg(from, to).map((toll) => toll.name);
        const back = likelyTollsOnLeg(to, from).map((toll) => toll.name);
        expect(back).toEqual([...there].reverse());
      }),
    );
  });
});

describe('likelyTolledRoads', () => {
  it('lists each road once over the days, and skips legs with a place without coordinates', () => {
    const stop = (name: keyof typeof places) => places[name];
    expect(
      likelyTolledRoads([
        { stops: [stop('dublin'), stop('galway')] },
        { stops: [stop('galway'), { lat: null, lng: null }, stop('cork'), stop('dublin')] },
      ]),
    ).toEqual(['M4', 'M6', 'M8']);
  });
});
