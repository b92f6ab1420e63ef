import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIrishOrNiMobile, normaliseRegistration, tripDetailsInputSchema } from './trip-details';

// docs/product.md#bookings
describe('normaliseRegistration', () => {
  it.each([
    ['191-G-1234', '191-G-1234'],
    ['191 g 1234', '191-G-1234'],
    ['06-D-12345', '06-D-12345'],
    ['242kk7', '242-KK-7'],
    ['12-LD-99', '12-LD-99'],
    ['ab12 cde', 'AB12CDE'],
    ['ABZ 1234', 'ABZ1234'],
    ['191-X-1234', null],
    ['1234-G', null],
    ['191-G-', null],
    ['<script>', null],
    ['', null],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseRegistration(raw)).toBe(expected);
  });

  it('gives a plate that reads back as itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (raw) => {
        const plate = normaliseRegistration(raw);
        if (plate !== null) expect(normaliseRegistration(plate)).toBe(plate);
      }),
    );
  });
});

describe('isIrishOrNiMobile', () => {
  it.each([
    ['087 123 4567', true],
    ['(087) 123-4567', true],
    ['+353 87 123 4567', true],
    ['00353871234567', true],
    ['07700 900123', true],
    ['+44 7700 900123', true],
    ['021 555 1234', false],
    ['087 123 456', false],
    ['+353 21 555 1234', false],
    ['call me', false],
  ])('%j → %j', (raw, expected) => {
    expect(isIrishOrNiMobile(raw)).toBe(expected);
  });
});

describe('tripDetailsInputSchema', () => {
  it('names every bad field', () => {
    const result = tripDetailsInputSchema.safeParse({
      driver_name: '  ',
      driver_mobile: '021 555 1234',
      vehicle_registration: 'nonsense',
    });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(fields.sort()).toEqual(['driver_mobile', 'driver_name', 'vehicle_registration']);
  });
});
