import { describe, expect, it } from 'vitest';
import { throttleAddress } from './throttle-address';

describe('the address a sign-in is counted against', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['garbage', 'garbage'],
  ])('%s counts as %s', (ip, counted) => {
    expect(throttleAddress(ip)).toBe(counted);
  });
});
