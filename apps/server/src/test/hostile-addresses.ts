import type { OutboundProblem } from '../lib/outbound/outbound.js';

/** An address a caller may give where the server would fetch it, and why it must be refused. */
export interface HostileAddress {
  address: string;
  problem: Extract<OutboundProblem, 'not_https' | 'not_allowed'>;
}

/**
 * Addresses that would make the server reach its own network or its cloud's: the metadata
 * service, private and loopback addresses in every spelling (decimal, octal, hexadecimal, short,
 * IPv6, IPv4 inside IPv6), a name that resolves to this machine, plain HTTP and other schemes.
 * `port` is where a test listens on 127.0.0.1, so a connection that gets through is seen.
 */
export function hostileAddresses(port: number): HostileAddress[] {
  const notAllowed = (address: string): HostileAddress => ({ address, problem: 'not_allowed' });
  const notHttps = (address: string): HostileAddress => ({ address, problem: 'not_https' });
  return [
    notAllowed('https://169.254.169.254/latest/meta-data/'),
    notAllowed('https://10.0.0.1:8443/'),
    notAllowed('https://192.168.1.1/'),
    notAllowed('https://172.16.0.1/'),
    notAllowed('https://100.64.0.1/'),
    notAllowed('https://0.0.0.0/'),
    notAllowed('https://224.0.0.1/'),
    notAllowed(`https://127.0.0.1:${port}/`),
    notAllowed(`https://127.1:${port}/`),
    notAllowed(`https://2130706433:${port}/`),
    notAllowed(`https://0177.0.0.1:${port}/`),
    notAllowed(`https://0x7f000001:${port}/`),
    notAllowed(`https://[::1]:${port}/`),
    notAllowed(`https://[::ffff:127.0.0.1]:${port}/`),
    notAllowed(`https://[::ffff:7f00:1]:${port}/`),
    notAllowed('https://[fd00::1]/'),
    notAllowed('https://[fe80::1]/'),
    notAllowed(`https://localhost:${port}/`),
    notHttps(`http://127.0.0.1:${port}/`),
    notHttps(`http://127.1:${port}/`),
    notHttps(`http://2130706433:${port}/`),
    notHttps('http://id.school.example/'),
    notHttps('ftp://id.school.example/'),
    notHttps('file:///etc/passwd'),
  ];
}
