import { isIPv4, isIPv6 } from 'node:net';

/** The groups of a full IPv6 address, with `::` expanded (an embedded IPv4 tail counts as two groups). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [group];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const missing = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...missing, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The network a sign-in attempt comes from, as the sign-in limits count it: an IPv4 address
 * as it is, and an IPv6 address by its /64 prefix, since one home or school is given a whole
 * /64 and could otherwise pick a fresh address for every guess. An IPv4 address written as
 * IPv6 (`::ffff:a.b.c.d`) counts as the IPv4 address.
 */
export function signInAddress(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const address = ip.split('%')[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}
