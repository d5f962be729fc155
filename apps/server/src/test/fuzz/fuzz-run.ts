import { ERRORS, isErrorCode } from '@lms/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { students } from '../../db/schema/index.js';
import type { Access } from '../../plugins/access.js';
import { buildTestApp, closeTestApp, type TestApp } from '../harness.js';
import { checksumOf } from './data-checksum.js';
import { type FuzzCase, type FuzzRoute, fuzzCases, validExample } from './fuzz-cases.js';
import { fuzzWorld } from './fuzz-world.js';

/** Fewest malformed requests any route with inputs must get. */
const MIN_CASES_PER_ROUTE = 50;

/**
 * How long one part of the sweep may take: ten minutes, and four times that on a Citus cluster,
 * where every request and every digest of the tables crosses from the coordinator to the workers.
 */
const SWEEP_MS = (process.env.CITUS_URL ? 4 : 1) * 600_000;

export type Route = FuzzRoute & { access: Access };

const isZod = (schema: unknown): schema is z.ZodType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;

/** Every API route the app registered, each method once (HEAD aside), with the zod schemas it validates with. */
export function allApiRoutes(registered: RouteOptions[], basePath: string): Route[] {
  return registered.flatMap((route) => {
    const { params, querystring, body } = (route.schema ?? {}) as Record<string, unknown>;
    if (!route.url.startsWith(`${basePath}api/`)) return [];
    return [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method) => ({
        method,
        url: route.url,
        access: route.config!.access,
        ...(isZod(params) ? { params } : {}),
        ...(isZod(querystring) ? { querystring } : {}),
        ...(isZod(body) ? { body } : {}),
      }));
  });
}

/** The API routes that read params, a query or a body. */
function apiRoutes(registered: RouteOptions[], basePath: string): Route[] {
  return allApiRoutes(registered, basePath).filter((route) => route.params || route.querystring || route.body);
}

/** What is wrong with an answer to a malformed request: a 5xx, or a refusal not in the app's error format. */
function problemOf(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return null;
  let body: { status?: unknown; code?: unknown; message?: unknown };
  try {
    body = response.json();
  } catch {
    return `${response.statusCode} not JSON: ${response.body.slice(0, 100)}`;
  }
  const known = isErrorCode(body.code) && body.status === 'error' && body.message === ERRORS[body.code].message;
  return known ? null : `${response.statusCode} not the error format: ${response.body.slice(0, 100)}`;
}

/**
 * Sends malformed requests to the registered API routes of `part` (routes are dealt round-robin
 * into `parts` parts, so two test files share the work); `registered` is every route the app
 * registered, recorded by the test file's mock of the access rule.
 */
export function fuzzRoutes(registered: RouteOptions[], part: number, parts: number) {
  describe(`fuzz: malformed input on every route (part ${part + 1} of ${parts})`, () => {
    let t: TestApp;
    let routes: Route[];
    beforeAll(async () => {
      t = await buildTestApp();
      await t.app.ready();
      routes = apiRoutes(registered, t.config.basePath).filter((_, index) => index % parts === part);
    });
    afterAll(async () => {
      if (t) await closeTestApp(t);
    });

    it('answers each with a 4xx in the error format and changes nothing', { timeout: SWEEP_MS }, async () => {
      const world = await fuzzWorld(t);
      const checksum = await checksumOf(t.db);
      // The digest sees a change to any row (or the suite could not fail).
      const untouched = await checksum();
      await t.db
        .update(students)
        .set({ remarks: 'changed' })
        .where(eq(students.id, world.hints.stuid as number));
      expect(await checksum()).not.toBe(untouched);
      const failures: string[] = [];
      let sent = 0;
      // Each request from its own address, so the per-address flood guard lets every case reach validation.
      const send = (route: Route, fuzz: FuzzCase, auth: Record<string, string>) => {
        sent++;
        return t.app.inject({
          method: route.method as 'GET',
          url: fuzz.url,
          headers: { ...fuzz.headers, ...auth },
          remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
          ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
        });
      };

      /** Sends one batch; the refused requests of a batch must leave every table as it was. */
      async function runBatch(route: Route, batch: FuzzCase[], auth: Record<string, string>) {
        const name = (fuzz: FuzzCase) => `${route.method} ${route.url} ${fuzz.group} ${fuzz.label}`;
        const refusedOf = async (cases: FuzzCase[], check: boolean) => {
          const refused: FuzzCase[] = [];
          for (const fuzz of cases) {
            const response = await send(route, fuzz, auth);
            const problem = check ? problemOf(response) : null;
            if (problem) failures.push(`${name(fuzz)}: ${problem}`);
            if (response.statusCode >= 400) refused.push(fuzz);
          }
          return refused;
        };
        let before = await checksum();
        let refused = await refusedOf(batch, true);
        let tried = batch;
        if (refused.length < batch.length) {
          // Some were accepted and wrote: send the refused ones again on their own.
          before = await checksum();
          tried = refused;
          refused = await refusedOf(refused, false);
        }
        if (refused.length === tried.length && (await checksum()) === before) return;
        // Something may have written: try each refused request alone.
        for (const fuzz of refused) {
          const start = await checksum();
          const response = await send(route, fuzz, auth);
          if (response.statusCode >= 400 && (await checksum()) !== start) {
            failures.push(`${name(fuzz)}: refused, yet data changed`);
          }
        }
      }

      const counts: number[] = [];
      for (const route of routes) {
        const { problems } = validExample(route, world.hints);
        if (problems.length > 0) {
          failures.push(
            `${route.method} ${route.url}: no valid example (${problems.join('; ')}); add a hint to the fuzz world`,
          );
        }
        const cases = fuzzCases(route, world.hints);
        counts.push(cases.length);
        const auth = await world.headers(route.access);
        const groups = [...new Set(cases.map((fuzz) => fuzz.group))];
        for (const group of groups) {
          await runBatch(
            route,
            cases.filter((fuzz) => fuzz.group === group),
            auth,
          );
        }
      }

      const total = counts.reduce((sum, count) => sum + count, 0);
      console.info(
        `fuzz: ${routes.length} routes, ${total} cases (at least ${Math.min(...counts)} a route), ${sent} requests`,
      );
      expect(routes.length).toBeGreaterThan(30 / parts);
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(MIN_CASES_PER_ROUTE);
      expect(failures).toEqual([]);
      expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
    });
  });
}
