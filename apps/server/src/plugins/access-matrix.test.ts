import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERRORS } from '@lms/shared';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FixtureCatalogue, loadFixtureCatalogue } from '../modules/catalogue/catalogue.fixtures.js';
import { useTestApp } from '../test/harness.js';
import {
  buildMatrixWorld,
  CALLERS,
  type Caller,
  MATRIX_SSO_SECRET,
  type MatrixWorld,
  type Side,
  schoolData,
  sideOf,
} from '../test/matrix-world.js';
import { EXPECTATIONS, type Expectation, expectedAnswer, routeParams } from './access-matrix.expectations.js';

/**
 * The access matrix: every registered route, called by every kind of caller with real ids of
 * the home school's objects, against the answer its line in EXPECTATIONS promises. A leak is
 * a refused caller getting a success, an answer carrying names the caller must not see, or a
 * refused request (or one by the other school) changing the school's data.
 */

// Every route the app registers passes through the access rule; record them as they come.
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('./access.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./access.js')>();
  return {
    ...original,
    requireAccessRule(this: FastifyInstance, route: RouteOptions) {
      registered.push(route);
      original.requireAccessRule.call(this, route);
    },
  };
});

// A built web app of two files, so the pages and assets are served as in production.
const webDist = mkdtempSync(join(tmpdir(), 'lms-matrix-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><!--app-config--></head><body></body></html>');
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'assets', 'matrix.js'), 'export {};\n');

const t = useTestApp({ env: { WEB_DIST: webDist, SSO_SHARED_SECRET: MATRIX_SSO_SECRET } });
let catalogue: FixtureCatalogue;
let shared: MatrixWorld;
/** The shared world's fingerprint, kept current: a request on it must leave it unchanged. */
let sharedData: Record<Side, string>;
const SIDES: Side[] = ['home', 'foreign'];

beforeAll(async () => {
  catalogue = await loadFixtureCatalogue(t.db);
  shared = await buildMatrixWorld(t, catalogue);
  sharedData = await schoolData(t.database, shared);
  mkdirSync(join(t.config.contentDir, 'covers'), { recursive: true });
  writeFileSync(join(t.config.contentDir, 'covers', 'matrix.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

interface Route {
  method: string;
  url: string;
  declared: string | undefined;
}

/** Each method of each registered route once. */
function registeredRoutes(): Route[] {
  const routes = new Map<string, Route>();
  for (const route of registered) {
    for (const method of [route.method].flat()) {
      routes.set(`${method} ${route.url}`, { method, url: route.url, declared: route.config?.access });
    }
  }
  return [...routes.values()];
}

/** A route's line in EXPECTATIONS: its own, or for a HEAD the GET it answers for. */
function expectationKey(route: Route): string | undefined {
  const own = `${route.method} ${route.url}`;
  if (own in EXPECTATIONS) return own;
  const get = `GET ${route.url}`;
  return route.method === 'HEAD' && get in EXPECTATIONS ? get : undefined;
}

function fillUrl(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)|\*/g, (segment, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (value === undefined) {
      throw new Error(`no value for ${segment} of ${pattern}: add it to routeParams() or the route's send()`);
    }
    return name ? encodeURIComponent(String(value)) : String(value);
  });
}

// Each caller comes from an address of their own, as different people would.
const addressOf = (caller: Caller) => `10.20.${CALLERS.indexOf(caller)}.1`;

function request(world: MatrixWorld, route: Route, expectation: Expectation, caller: Caller) {
  const sent = expectation.send?.(world) ?? {};
  const query = sent.query ? `?${new URLSearchParams(sent.query)}` : '';
  const token = world.tokens[caller];
  return t.app.inject({
    method: route.method as InjectOptions['method'],
    url: fillUrl(route.url, { ...routeParams(world), ...sent.params }) + query,
    headers: { ...sent.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: sent.payload,
    remoteAddress: addressOf(caller),
  });
}

function errorCodeOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

const figures = { cells: 0, leaks: 0, wrong: 0 };

/**
 * One cell: the caller's request to the route, checked against its expectation. A request
 * meant to change data runs on a world whose side it changes (the caller's school, or the
 * home school for a public route) is built afresh; every other runs on the shared world and
 * must leave it as it was.
 */
async function checkCell(route: Route, expectation: Expectation, caller: Caller) {
  const label = `${route.method} ${route.url} as ${caller}`;
  const leaks: string[] = [];
  const wrong: string[] = [];
  const expected = expectedAnswer(expectation, caller);
  const writes = !['GET', 'HEAD'].includes(route.method) || expectation.changes === true;
  const renewed: Side | null =
    writes && expected === 'ok' ? (expectation.access === 'public' ? 'home' : (sideOf(caller) ?? 'home')) : null;
  const world = renewed ? await buildMatrixWorld(t, catalogue, { world: shared, side: renewed }) : shared;

  const before = renewed ? await schoolData(t.database, world) : sharedData;
  const response = await request(world, route, expectation, caller);
  const after = await schoolData(t.database, world);

  const expectedStatus = expected === 'ok' ? (expectation.status ?? 200) : ERRORS[expected].status;
  const succeeded = response.statusCode >= 200 && response.statusCode < 300;
  if (expected !== 'ok' && succeeded) {
    leaks.push(`${label}: answered ${response.statusCode} where ${expected} was due`);
  } else if (response.statusCode !== expectedStatus) {
    wrong.push(`${label}: answered ${response.statusCode} ${response.body.slice(0, 160)}; expected ${expected}`);
  } else if (expected !== 'ok' && route.method !== 'HEAD' && errorCodeOf(response.body) !== expected) {
    wrong.push(`${label}: refused with ${errorCodeOf(response.body)}; expected ${expected}`);
  }

  if (expectation.access !== 'public') {
    const answer = `${JSON.stringify(response.headers)}\n${response.body}`;
    const seen = world.forbidden[caller].filter((marker) => answer.includes(marker));
    if (seen.length > 0) leaks.push(`${label}: the answer carries ${seen.join(', ')}`);
  }

  const changed = SIDES.filter((side) => before[side] !== after[side]);
  const touchedShared = changed.some((side) => side !== renewed);
  if (expected !== 'ok' && changed.length > 0) {
    leaks.push(`${label}: refused, yet changed the ${changed.join(' and ')} school's data`);
  } else if (touchedShared && renewed) {
    leaks.push(`${label}: changed the other school's data`);
  } else if (touchedShared) {
    wrong.push(`${label}: changed data; a GET that changes data needs \`changes: true\``);
  }
  // Whatever a request wrongly changed stays in the shared world: start the next cells afresh.
  if (touchedShared) {
    shared = await buildMatrixWorld(t, catalogue);
    sharedData = await schoolData(t.database, shared);
  }

  figures.cells += 1;
  figures.leaks += leaks.length;
  figures.wrong += wrong.length;
  return [...leaks.map((leak) => `LEAK ${leak}`), ...wrong];
}

describe('access matrix', () => {
  afterAll(() => {
    const routes = registeredRoutes().length;
    console.log(
      `access matrix: ${figures.cells} cells checked (${routes} routes × ${CALLERS.length} callers), ` +
        `${figures.leaks} leaks, ${figures.wrong} wrong answers`,
    );
  });

  it('has one expectation for every registered route, and no expectation without its route', () => {
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter((route) => !expectationKey(route)).map((route) => `${route.method} ${route.url}`);
    const covered = new Set(routes.map(expectationKey));
    const stale = Object.keys(EXPECTATIONS).filter((key) => !covered.has(key));
    expect(missing, 'routes without a line in EXPECTATIONS').toEqual([]);
    expect(stale, 'lines in EXPECTATIONS without a route').toEqual([]);
  });

  it('expects of each route the access level it declares', () => {
    const differing = registeredRoutes()
      .filter((route) => {
        const key = expectationKey(route);
        return key && EXPECTATIONS[key]!.access !== route.declared;
      })
      .map((route) => `${route.method} ${route.url} declares ${route.declared}`);
    expect(differing).toEqual([]);
    const misfits = Object.entries(EXPECTATIONS).filter(
      ([, expectation]) => (expectation.access === 'public') !== (expectation.scope === 'public'),
    );
    expect(
      misfits.map(([key]) => key),
      'public routes, and only they, have the public scope',
    ).toEqual([]);
  });

  it.each(Object.keys(EXPECTATIONS))('%s answers each caller as expected', async (key) => {
    const expectation = EXPECTATIONS[key]!;
    const routes = registeredRoutes().filter((route) => expectationKey(route) === key);
    expect(routes.length, `${key} is registered`).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const route of routes) {
      for (const caller of CALLERS) problems.push(...(await checkCell(route, expectation, caller)));
    }
    expect(problems).toEqual([]);
  });

  it('checked every route as every caller and found no leak', () => {
    expect(figures.cells).toBe(registeredRoutes().length * CALLERS.length);
    expect(figures.leaks).toBe(0);
  });
});
