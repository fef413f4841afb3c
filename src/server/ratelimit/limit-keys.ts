// The identifiers a request is counted under: the client's address and, where the request names
// one, the email or account. Prefixed so an address and an email never collide. An IPv6 client
// is counted per /64, the block one household or server usually holds: limiting single addresses
// would let anyone with a /64 rotate through 2^64 of them.
import { isIPv4, isIPv6 } from 'node:net';

/** The address as it is counted: IPv4 as is (also when mapped into IPv6), IPv6 by its /64. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/**
 * The network an address belongs to, as reports count it: IPv4 by its /24, IPv6 by its /48 (what
 * one site or one provider's customer usually holds). Many accounts on one network count once.
 */
export function networkKey(address: string): string {
  const key = addressKey(address);
  if (isIPv4(key)) return `${key.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return key;
  return `${expandIPv6(address).slice(0, 3).join(':')}::/48`;
}

/** The eight groups of an IPv6 address, each without leading zeros. */
function expandIPv6(address: string): string[] {
  // A dotted IPv4 tail stands for the last two groups.
  const plain = address
    .split('%')[0]!
    .toLowerCase()
    .replace(
      /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
      (_, a, b, c, d) => `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
    );
  const [head = '', tail] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}

/** Rate-limit identifiers for enforceRateLimit: the address and, where given, the email. */
export function limitKeys(clientAddress: string, email?: string): string[] {
  return [`ip:${addressKey(clientAddress)}`, ...(email ? [`email:${email}`] : [])];
}
