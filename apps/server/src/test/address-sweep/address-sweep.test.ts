import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CountingServer, startCountingServer } from '../counting-server.js';
import { createSchool } from '../fixtures.js';
import { checksumOf } from '../fuzz/data-checksum.js';
import { requestUrl, validExample } from '../fuzz/fuzz-cases.js';
import { allApiRoutes, type Route } from '../fuzz/fuzz-run.js';
import { fuzzWorld } from '../fuzz/fuzz-world.js';
import { buildTestApp, closeTestApp, signIn, type TestApp } from '../harness.js';
import { hostileAddresses } from '../hostile-addresses.js';
import { addressFields } from './address-fields.js';
import { ADDRESS_FIELDS, FETCH_CHAINS, hostileStoredAddresses, NOT_FETCHED, type Send } from './address-routes.js';

// Every route the app registers passes through the access rule (as in the fuzz): record each, so a
// route added later is swept without anyone listing it.
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('../../plugins/access.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../plugins/access.js')>();
  return {
    ...original,
    requireAccessRule(this: FastifyInstance, route: RouteOptions) {
      original.requireAccessRule.call(this, route);
      registered.push(route);
    },
  };
});

/** Sends as its caller would, each request from an address of its own. */
function sender(t: TestApp): Send {
  let sent = 0;
  return ({ method, url, headers = {}, payload }) => {
    sent++;
    return t.app.inject({
      method,
      url,
      headers,
      remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
      ...(payload === undefined ? {} : { payload }),
    });
  };
}

/** `value` in place of the field at `path` (`body.a.b`) of the example request. */
function withField(example: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [name, ...rest] = path;
  if (!name) return example;
  const inner = (example[name] ?? {}) as Record<string, unknown>;
  return { ...example, [name]: rest.length === 0 ? value : withField(inner, rest, value) };
}

/**
 * Server-side request forgery, on every route: no caller can make the server reach its own
 * network or its cloud's (the metadata service, private and loopback addresses). Every field
 * that holds an address must be declared in address-routes.ts; where the server stores or
 * fetches one, every hostile address is refused and changes nothing; and with hostile
 * addresses already stored, no request to any route (nor the sign-in that ends in a fetch)
 * opens a connection to them. A server on 127.0.0.1 stands for the server's own network and
 * counts the connections that reach it.
 */
describe('addresses: no route makes the server reach its own network', () => {
  let t: TestApp;
  let internal: CountingServer;
  let routes: Route[];
  let world: Awaited<ReturnType<typeof fuzzWorld>>;
  beforeAll(async () => {
    internal = await startCountingServer(() => ({ status: 200, body: 'internal' }));
    t = await buildTestApp();
    await t.app.ready();
    routes = allApiRoutes(registered, t.config.basePath);
    world = await fuzzWorld(t);
  });
  afterAll(async () => {
    if (t) await closeTestApp(t);
    await internal?.close();
  });

  it('knows every field that may hold an address, on every route', () => {
    const found = routes.flatMap((route) =>
      addressFields(route).map((field) => `${route.method} ${route.url} ${field}`),
    );
    const undeclared = found.filter((key) => !(key in ADDRESS_FIELDS) && !(key in NOT_FETCHED));
    const gone = [...Object.keys(ADDRESS_FIELDS), ...Object.keys(NOT_FETCHED)].filter((key) => !found.includes(key));
    expect(routes.length).toBeGreaterThan(100);
    expect(found.length).toBeGreaterThan(0);
    // A new field holding an address: say in address-routes.ts how it is refused, or why it is never fetched.
    expect(undeclared).toEqual([]);
    expect(gone).toEqual([]);
  });

  it('refuses every hostile address where a route takes one, changing nothing and connecting nowhere', async () => {
    const checksum = await checksumOf(t.db);
    const send = sender(t);
    const failures: string[] = [];
    let tried = 0;
    for (const [key, { refusals }] of Object.entries(ADDRESS_FIELDS)) {
      const [method, url, field] = key.split(' ') as [string, string, string];
      const route = routes.find((candidate) => candidate.method === method && candidate.url === url)!;
      const example = validExample(route, world.hints);
      const headers = await world.headers(route.access);
      const [part, ...path] = field.split('.');
      for (const { address, problem } of hostileAddresses(internal.port)) {
        const before = await checksum();
        const given = (values: unknown, name: string) =>
          part === name ? withField(values as Record<string, unknown>, path, address) : values;
        const response = await send({
          method: method as 'POST',
          url: requestUrl(
            route,
            given(example.params, 'params') as Record<string, unknown>,
            given(example.query, 'query') as Record<string, unknown>,
          ),
          headers,
          ...(route.body ? { payload: given(example.body, 'body') as object } : {}),
        });
        tried++;
        const code = (response.json() as { code?: string }).code;
        if (response.statusCode !== 400 || code !== refusals[problem]) {
          failures.push(`${key} = ${address}: ${response.statusCode} ${code}, expected ${refusals[problem]}`);
        }
        if ((await checksum()) !== before) failures.push(`${key} = ${address}: data changed`);
      }
    }
    console.info(`addresses: ${tried} hostile addresses given to ${Object.keys(ADDRESS_FIELDS).length} fields`);
    expect(failures).toEqual([]);
    expect(internal.connections()).toBe(0);
  });

  it('connects to no stored hostile address, whichever route is called', { timeout: 600_000 }, async () => {
    await hostileStoredAddresses(internal.port).store(t.db, world.hints.institution as number);
    const send = sender(t);
    for (const route of routes) {
      const example = validExample(route, world.hints);
      await send({
        method: route.method as 'GET',
        url: requestUrl(route, example.params, example.query),
        headers: await world.headers(route.access),
        ...(route.body ? { payload: example.body as object } : {}),
      });
    }
    const school = { schoolCode: world.hints.school as string, adminHeaders: await world.headers('admin') };
    for (const chain of FETCH_CHAINS) await chain.run(send, school);
    console.info(
      `addresses: ${routes.length} routes and ${FETCH_CHAINS.length} sign-ins with hostile addresses stored`,
    );
    expect(internal.connections()).toBe(0);
  });

  it('would see the connection: with those addresses allowed by the operator, the same sign-ins reach them', async () => {
    const hostile = hostileStoredAddresses(internal.port);
    const control = await buildTestApp({ env: { OUTBOUND_PRIVATE_ORIGINS: hostile.origins.join(',') } });
    try {
      const { institution, admin } = await createSchool(control.db);
      await hostile.store(control.db, institution.id);
      const school = { schoolCode: institution.schoolCode, adminHeaders: await signIn(control, admin.email) };
      for (const chain of FETCH_CHAINS) {
        const before = internal.connections();
        await chain.run(sender(control), school);
        expect(internal.connections(), chain.name).toBeGreaterThan(before);
      }
    } finally {
      await closeTestApp(control);
    }
  });
});
