import { fillPath, ROSTER_PATHS } from '@lms/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { assignments, courses, enrolments, users } from '../db/schema/index.js';
import type { Access } from '../plugins/access.js';
import { validExample } from './fuzz/fuzz-cases.js';
import { fuzzWorld } from './fuzz/fuzz-world.js';
import { formText } from './fuzz/hostile-values.js';
import { buildTestApp, closeTestApp, type TestApp } from './harness.js';
import { formulaCells } from './spreadsheet-readings.js';

/**
 * Every CSV the API writes, read as spreadsheet programs read it: each GET route is asked for
 * its file as CSV (a query field offering `csv` gets it) by the caller it is for, in a school
 * whose names, remarks and audit log hold formulas behind every separator. A route answering
 * `text/csv` must hold no cell a program would run, split on `,`, `;` or tabs, and must carry
 * the planted texts (or be a template, listed below): a new export is found and checked
 * without anyone listing it.
 */

// Every route the app registers passes through the access rule; record them as they come.
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('../plugins/access.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../plugins/access.js')>();
  return {
    ...original,
    requireAccessRule(this: FastifyInstance, route: RouteOptions) {
      original.requireAccessRule.call(this, route);
      registered.push(route);
    },
  };
});

/** CSV files of fixed text, which carry nothing of the school's. */
const TEMPLATES = ['/api/stu/importsample', '/api/account/import/template'];

/** The mark of every planted text, so a file that carries one is seen to. */
const MARK = 'HYPERLINK';

/** Names with a formula after each separator a reader may split on, and at the start. */
const HOSTILE_NAMES = [
  `x;=${MARK}("http://evil.example","y")`,
  `x,=${MARK}("http://evil.example","y")`,
  `=${MARK}("http://evil.example","y")`,
];
/** Remarks may hold tabs and line breaks too. */
const HOSTILE_REMARKS = [`a\t@${MARK}(1)`, `a\r\n+${MARK}(1)`, `a;-${MARK}(1)`];

const isZod = (schema: unknown): schema is z.ZodType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;

/** The query fields that choose among named values, `csv` among them (not free text, which takes anything). */
function csvChoices(query: z.ZodType | undefined, example: Record<string, unknown>): Record<string, string> {
  if (!query) return {};
  const chosen: Record<string, string> = {};
  for (const name of Object.keys((query as z.ZodObject).shape ?? {})) {
    const takes = (value: string) => query.safeParse({ ...example, [name]: value }).success;
    if (takes('csv') && !takes('not-a-file-format')) chosen[name] = 'csv';
  }
  return chosen;
}

describe('CSV exports: no cell runs as a formula, whichever separator the file is read with', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ready();
  });
  afterAll(async () => {
    if (t) await closeTestApp(t);
  });

  it('checks every route that answers text/csv', { timeout: 300_000 }, async () => {
    const world = await fuzzWorld(t);
    const { hints } = world;
    const teacher = await world.headers('staff');
    // The students' names and remarks, changed as a teacher changes them, so the audit log holds them too.
    const enrolled = await t.db
      .select({ stuid: enrolments.studentId })
      .from(enrolments)
      .where(eq(enrolments.courseId, hints.courseid as number));
    for (const [index, { stuid }] of enrolled.entries()) {
      const changed = await t.app.inject({
        method: 'POST',
        url: `/api${fillPath(ROSTER_PATHS.modify, { courseid: hints.courseid as number, stuid })}`,
        headers: teacher,
        payload: { username: HOSTILE_NAMES[index % 3], remarks: HOSTILE_REMARKS[index % 3] },
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    await t.db
      .update(courses)
      .set({ name: HOSTILE_NAMES[0]! })
      .where(eq(courses.id, hints.courseid as number));
    await t.db
      .update(assignments)
      .set({ name: HOSTILE_NAMES[1]! })
      .where(eq(assignments.id, hints.aid as number));
    await t.db
      .update(users)
      .set({ name: HOSTILE_NAMES[2]! })
      .where(eq(users.id, hints.teacher_id as number));

    const found: string[] = [];
    const problems: string[] = [];
    const gets = registered.filter(
      (route) => [route.method].flat().includes('GET') && route.url.startsWith(`${t.config.basePath}api/`),
    );
    for (const route of gets) {
      const { params, querystring } = (route.schema ?? {}) as Record<string, unknown>;
      const schemas = {
        method: 'GET',
        url: route.url,
        ...(isZod(params) ? { params } : {}),
        ...(isZod(querystring) ? { querystring } : {}),
      };
      const example = validExample(schemas, hints);
      if (example.problems.length > 0) {
        problems.push(`${route.url}: no valid example (${example.problems.join('; ')}); add a hint to the fuzz world`);
        continue;
      }
      const query = formText({ ...example.query, ...csvChoices(schemas.querystring, example.query) });
      const path = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(example.params[name])));
      const response = await t.app.inject({
        method: 'GET',
        url: query === '' ? path : `${path}?${query}`,
        headers: await world.headers(route.config!.access as Access),
      });
      if (!String(response.headers['content-type'] ?? '').startsWith('text/csv')) continue;
      const key = route.url.slice(t.config.basePath.length - 1);
      found.push(key);
      const text = response.rawPayload.toString('utf8');
      problems.push(...formulaCells(text).map((cell) => `${key}: a formula when split on ${cell}`));
      if (!TEMPLATES.includes(key) && !text.includes(MARK)) {
        problems.push(`${key}: carries none of the planted texts; plant what it exports in this test's school`);
      }
    }

    console.info(`CSV exports: ${found.length} of ${gets.length} GET routes answer CSV: ${found.join(', ')}`);
    expect(found).toEqual(expect.arrayContaining(TEMPLATES));
    expect(found.length).toBeGreaterThan(TEMPLATES.length);
    expect(problems).toEqual([]);
  });
});
