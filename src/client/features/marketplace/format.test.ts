import { describe, expect, it } from 'vitest';
import { namesCounty } from '@/features/marketplace/format';

describe('namesCounty', () => {
  it('sees the county in a place written with Co. or County, in any case', () => {
    expect(namesCounty('Mallow, Co. Cork', 'Cork')).toBe(true);
    expect(namesCounty('Letterkenny, County Donegal', 'Donegal')).toBe(true);
    expect(namesCounty('Naas, co kildare', 'Kildare')).toBe(true);
  });

  it('does not take a town of the same name, or another county, for it', () => {
    expect(namesCounty('Cork City Hall', 'Cork')).toBe(false);
    expect(namesCounty('Mallow, Co. Corkish', 'Cork')).toBe(false);
    expect(namesCounty('Ennis, Co. Clare', 'Cork')).toBe(false);
  });
});
