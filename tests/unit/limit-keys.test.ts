import { describe, expect, it } from 'vitest';
import { addressKey, limitKeys, networkKey } from '#server/ratelimit/limit-keys.ts';

describe('rate-limit address keys', () => {
  it('counts IPv4 per address, also when mapped into IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 per /64, however the address is written', () => {
    const key = '2001:db8:0:1::/64';
    expect(addressKey('2001:db8:0:1::1')).toBe(key);
    expect(addressKey('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressKey('2001:DB8:0:1:a:b:c:d')).toBe(key);
    expect(addressKey('2001:db8:0:1::1%eth0')).toBe(key);
    expect(addressKey('2001:db8:0:2::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('prefixes addresses and emails so they never collide', () => {
    expect(limitKeys('2001:db8::5', 'a@example.com')).toEqual(['ip:2001:db8:0:0::/64', 'email:a@example.com']);
  });

  it('reads the network of an address as reports count it: IPv4 /24, IPv6 /48, however written', () => {
    expect(networkKey('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkKey('::ffff:203.0.113.250')).toBe('203.0.113.0/24');
    expect(networkKey('::FFFF:203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkKey('203.0.114.7')).not.toBe(networkKey('203.0.113.7'));
    const key = '2001:db8:5::/48';
    expect(networkKey('2001:db8:5::1')).toBe(key);
    expect(networkKey('2001:0DB8:0005:ffff::1')).toBe(key);
    expect(networkKey('2001:db8:5:1:a:b:c:d%eth0')).toBe(key);
    expect(networkKey('2001:db8:6::1')).not.toBe(key);
  });
});
