import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether the server may connect to this address on a school's behalf: a globally routable
 * unicast address, nothing else. Loopback, private, link-local, unique-local, multicast,
 * unspecified, carrier-grade NAT, documentation, benchmarking and every other special range are
 * refused. An IPv4 address inside IPv6 (`::ffff:127.0.0.1`) is judged as the IPv4 address it
 * is; the other IPv6 ranges that carry an IPv4 address (NAT64, 6to4, Teredo) are refused.
 *
 * Only the canonical spellings an address has after a URL's parsing or a DNS answer are read:
 * the URL parser has already turned `2130706433`, `0177.0.0.1` and `127.1` into `127.0.0.1`.
 */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  return ipaddr.process(address).range() === 'unicast';
}
