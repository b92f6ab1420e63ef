import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateDrivingMinutes } from './driving-time';

describe('estimateDrivingMinutes', () => {
  it('takes each band of the distance at its own speed', () => {
    // 10 km at 30 km/h; 50 km = 15 at 30 + 35 at 50 = 30 + 42; 150 km adds 100 at 70 (85.7).
    expect(estimateDrivingMinutes(0)).toBe(0);
    expect(estimateDrivingMinutes(10)).toBe(20);
    expect(estimateDrivingMinutes(50)).toBe(72);
    expect(estimateDrivingMinutes(150)).toBe(158);
    // 350 km: 157.71 + 200 at 80 (150) = 307.7.
    expect(estimateDrivingMinutes(350)).toBe(308);
  });

  it('never gives a longer leg less time', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2_000, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (km, more) => estimateDrivingMinutes(km + more) >= estimateDrivingMinutes(km),
      ),
    );
  });
});
