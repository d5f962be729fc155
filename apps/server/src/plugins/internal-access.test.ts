import { ERRORS } from '@lms/shared';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type FixtureCatalogue, loadFixtureCatalogue } from '../modules/catalogue/catalogue.fixtures.js';
import { useTestApp } from '../test/harness.js';
import { buildMatrixWorld, type MatrixWorld, schoolData } from '../test/matrix-world.js';
import { type Answer, EXPECTATIONS, expectedAnswer, routeParams } from './access-matrix.expectations.js';

/**
 * The internal staff's column of the access matrix: every registered route, called with a
 * read-only internal session looking at the matrix's home school. It reads what the school's
 * administrator reads; every route that may change data refuses it with `internal.read_only`
 * (its own account's routes with `common.forbidden`) and changes nothing.
 */

const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('./access.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./access.js')>();
  return {
    ...original,
    requireAccessRule(this: FastifyInstance, route: RouteOptions) {
      original.requireAccessRule.call(this, route);
      registered.push(route);
    },
  };
});

const t = useTestApp();
let catalogue: FixtureCatalogue;
let world: MatrixWorld;

beforeAll(async () => {
  catalogue = await loadFixtureCatalogue(t.db);
  world = await buildMatrixWorld(t, catalogue);
});

interface Case {
  key: string;
  method: string;
  url: string;
  config: NonNullable<RouteOptions['config']>;
}

/** Every method of every API route but the internal ones (their own tests cover them) and sign-out (it ends the session). */
function cases(): Case[] {
  return registered
    .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/internal/'))
    .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url, config: route.config! })))
    .filter((route) => route.method !== 'HEAD' && !route.config.sessionOnly)
    .map((route) => ({ ...route, key: `${route.method} ${route.url}` }));
}

function expected(route: Case): Answer {
  const expectation = EXPECTATIONS[route.key]!;
  if (expectation.access === 'public') return 'ok';
  if (!['staff', 'admin'].includes(expectation.access)) return 'common.forbidden';
  if (route.config.ownAccount) return 'common.forbidden';
  const writes = !['GET', 'HEAD'].includes(route.method) || route.config.changes === true;
  return writes ? 'internal.read_only' : expectedAnswer(expectation, 'admin');
}

function fill(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_segment, name: string) => encodeURIComponent(String(params[name])));
}

describe('a read-only internal session', () => {
  it('meets each staff GET that changes data marked as such on the route, as the access matrix expects', () => {
    const unmarked = cases()
      .filter((route) => ['staff', 'admin'].includes(EXPECTATIONS[route.key]?.access ?? ''))
      .filter((route) => EXPECTATIONS[route.key]?.changes && !route.config.changes)
      .map((route) => route.key);
    expect(unmarked, 'GET routes that change data need config.changes').toEqual([]);
  });

  it('reads as the administrator and is refused every change, changing nothing', async () => {
    const problems: string[] = [];
    let writes = 0;
    for (const route of cases().filter((route) => EXPECTATIONS[route.key]!.access !== 'public')) {
      const expectation = EXPECTATIONS[route.key]!;
      const sent = expectation.send?.(world) ?? {};
      const query = sent.query ? `?${new URLSearchParams(sent.query)}` : '';
      const before = await schoolData(t.database, world);
      const response = await t.app.inject({
        method: route.method as InjectOptions['method'],
        url: fill(route.url, { ...routeParams(world), ...sent.params }) + query,
        headers: { ...sent.headers, authorization: `Bearer ${world.home.internalToken}` },
        payload: sent.payload,
        remoteAddress: '10.30.0.1',
      });
      const answer = expected(route);
      const status = answer === 'ok' ? (expectation.status ?? 200) : ERRORS[answer].status;
      const code = answer === 'ok' ? undefined : (response.json() as { code?: string }).code;
      if (response.statusCode !== status || (answer !== 'ok' && code !== answer)) {
        problems.push(`${route.key}: ${response.statusCode} ${response.body.slice(0, 120)}; expected ${answer}`);
      }
      if (answer === 'internal.read_only') {
        writes += 1;
        const after = await schoolData(t.database, world);
        if (after.home !== before.home) problems.push(`${route.key}: refused, yet changed the school's data`);
      }
    }
    console.log(`internal read-only: ${cases().length} routes checked, ${writes} changes refused`);
    expect(problems).toEqual([]);
    expect(writes).toBeGreaterThan(25);
  });
});
