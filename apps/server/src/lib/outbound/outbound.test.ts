import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CannedAnswer, type CountingServer, startCountingServer } from '../../test/counting-server.js';
import { createOutbound, type OutboundProblem, outboundErrorIn, type Resolve } from './outbound.js';
import { isPublicAddress } from './public-address.js';

/** A resolver answering each name from a list, one answer per call; it counts the calls. */
function scriptedResolver(answers: string[][]) {
  const calls: string[] = [];
  const resolve: Resolve = async (hostname) => {
    calls.push(hostname);
    const answer = answers[Math.min(calls.length, answers.length) - 1];
    if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answer;
  };
  return { resolve, calls };
}

async function problemOf(promise: Promise<unknown>): Promise<OutboundProblem | 'none'> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    const found = outboundErrorIn(error);
    if (!found) throw error;
    return found.problem;
  }
}

describe('public addresses', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.10',
    '198.18.0.1',
    '240.0.0.1',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'fec0::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    '2001::1',
    '2001:db8::1',
    'localhost',
    '2130706433',
    '0177.0.0.1',
    '127.1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:808:808'])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('fetching from an address an administrator gave', () => {
  const never = scriptedResolver([]);
  const outbound = createOutbound({ privateOrigins: [] }, { resolve: never.resolve });
  afterAll(() => outbound.close());

  it.each([
    ['https://169.254.169.254/latest/meta-data/', 'not_allowed'],
    ['https://10.0.0.1:8443/', 'not_allowed'],
    ['https://127.1:5432/', 'not_allowed'],
    ['https://2130706433:5432/', 'not_allowed'],
    ['https://0177.0.0.1/', 'not_allowed'],
    ['https://0x7f.0.0.1/', 'not_allowed'],
    ['https://[::1]:5432/', 'not_allowed'],
    ['https://[::ffff:127.0.0.1]/', 'not_allowed'],
    ['https://[fd00::1]/', 'not_allowed'],
    ['https://0.0.0.0/', 'not_allowed'],
    ['http://127.1:5432/', 'not_https'],
    ['http://2130706433:5432/', 'not_https'],
    ['http://id.school.example/', 'not_https'],
    ['ftp://id.school.example/', 'not_https'],
    ['file:///etc/passwd', 'not_https'],
  ])('refuses %s (%s) before any connection, in every spelling', async (address, problem) => {
    expect(await problemOf(outbound.check(new URL(address)))).toBe(problem);
    expect(await problemOf(outbound.fetch(address))).toBe(problem);
    expect(never.calls).toEqual([]);
  });
});

describe('a host name, resolved when the connection is made', () => {
  let target: CountingServer;
  let elsewhere: CountingServer;
  beforeAll(async () => {
    elsewhere = await startCountingServer(() => ({ status: 200, body: 'elsewhere' }));
    target = await startCountingServer(
      (path): CannedAnswer =>
        path === '/moved'
          ? { status: 302, headers: { location: `http://127.0.0.1:${elsewhere.port}/` } }
          : path === '/large'
            ? { status: 200, body: 'x'.repeat(2048) }
            : { status: 200, headers: { 'content-type': 'application/json' }, body: '{"issuer":"ok"}' },
    );
  });
  afterAll(async () => {
    await target?.close();
    await elsewhere?.close();
  });

  it('is refused when any of its addresses is not public', async () => {
    const { resolve } = scriptedResolver([['93.184.215.14', '10.0.0.7']]);
    const outbound = createOutbound({ privateOrigins: [] }, { resolve });
    expect(await problemOf(outbound.check(new URL('https://id.school.example/')))).toBe('not_allowed');
    await outbound.close();
  });

  it('is refused when it does not resolve', async () => {
    const outbound = createOutbound({ privateOrigins: [] }, { resolve: scriptedResolver([]).resolve });
    expect(await problemOf(outbound.check(new URL('https://nowhere.school.example/')))).toBe('unreachable');
    await outbound.close();
  });

  it('cannot be turned to a private address by a second, different answer of the resolver', async () => {
    const name = `https://id.school.example:${target.port}/`;
    const dns = scriptedResolver([['93.184.215.14'], ['127.0.0.1']]);
    const outbound = createOutbound({ privateOrigins: [] }, { resolve: dns.resolve });
    expect(await problemOf(outbound.check(new URL(name)))).toBe('none');
    expect(await problemOf(outbound.fetch(name))).toBe('not_allowed');
    expect(dns.calls).toEqual(['id.school.example', 'id.school.example']);
    expect(target.connections()).toBe(0);
    await outbound.close();
  });

  it('connects to the address it checked, once per connection: a private origin the operator named', async () => {
    const origin = `http://idp.district.example:${target.port}`;
    const dns = scriptedResolver([['127.0.0.1'], ['10.0.0.99']]);
    const outbound = createOutbound({ privateOrigins: [origin] }, { resolve: dns.resolve });
    const before = target.connections();
    const answer = await outbound.fetch(`${origin}/.well-known/openid-configuration`);
    expect(await answer.json()).toEqual({ issuer: 'ok' });
    expect(target.connections()).toBe(before + 1);
    expect(dns.calls).toEqual(['idp.district.example']);
    // The same name on another port, or over https, is not the origin the operator named.
    expect(await problemOf(outbound.fetch(`http://idp.district.example:${elsewhere.port}/`))).toBe('not_https');
    expect(await problemOf(outbound.check(new URL(`https://idp.district.example:${target.port}/`)))).toBe(
      'not_allowed',
    );
    await outbound.close();
  });

  it('answers a redirect as it is and never follows it', async () => {
    const outbound = createOutbound({ privateOrigins: [target.origin] });
    const answer = await outbound.fetch(`${target.origin}/moved`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`http://127.0.0.1:${elsewhere.port}/`);
    expect(elsewhere.connections()).toBe(0);
    await outbound.close();
  });

  it('reads no answer larger than its limit', async () => {
    const outbound = createOutbound({ privateOrigins: [target.origin] }, { maxBytes: 1024 });
    expect(await problemOf(outbound.fetch(`${target.origin}/large`))).toBe('too_large');
    expect(await (await outbound.fetch(`${target.origin}/`)).text()).toBe('{"issuer":"ok"}');
    await outbound.close();
  });
});
