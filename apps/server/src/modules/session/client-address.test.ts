import { describe, expect, it } from 'vitest';
import { signInAddress } from './client-address.js';

describe('the address a sign-in attempt is counted under', () => {
  it('is an IPv4 address as it is, also when written as IPv6', () => {
    expect(signInAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(signInAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(signInAddress('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    const prefix = '2001:db8:a:b::/64';
    for (const ip of [
      '2001:db8:a:b::1',
      '2001:0db8:000a:000b:ffff:ffff:ffff:fffe',
      '2001:DB8:A:B:1:2:3:4',
      '2001:db8:a:b:1::',
      '2001:db8:a:b::1%eth0',
      '2001:db8:a:b:0:0:192.0.2.1',
    ]) {
      expect(signInAddress(ip), ip).toBe(prefix);
    }
    expect(signInAddress('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
    expect(signInAddress('::1')).toBe('0:0:0:0::/64');
    expect(signInAddress('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});
