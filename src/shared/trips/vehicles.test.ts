import { describe, expect, it } from 'vitest';
import { chooseVehicles } from './vehicles';

describe('chooseVehicles', () => {
  it('takes the smallest vehicle a group fits in', () => {
    expect(chooseVehicles(12)).toEqual([{ seats: 16, count: 1 }]);
    expect(chooseVehicles(40)).toEqual([{ seats: 49, count: 1 }]);
    expect(chooseVehicles(53)).toEqual([{ seats: 53, count: 1 }]);
  });

  it('fills the largest vehicles first, then the smallest that takes the rest', () => {
    expect(chooseVehicles(120)).toEqual([
      { seats: 53, count: 2 },
      { seats: 16, count: 1 },
    ]);
    expect(chooseVehicles(106)).toEqual([{ seats: 53, count: 2 }]);
    expect(chooseVehicles(100)).toEqual([
      { seats: 53, count: 1 },
      { seats: 49, count: 1 },
    ]);
  });

  it('counts a remainder of the largest size with the others', () => {
    expect(chooseVehicles(90, [16, 45])).toEqual([{ seats: 45, count: 2 }]);
    expect(chooseVehicles(100, [45, 45, 16])).toEqual([
      { seats: 45, count: 2 },
      { seats: 16, count: 1 },
    ]);
  });
});
