import { demo } from '@lms/demo';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { createFileStore } from '../../lib/file-store/create-file-store.js';
import { audioUpload, recording } from '../../modules/echo/answers/answers.fixtures.js';
import { seedDemo } from '../../seed/demo.js';
import { signIn, useTestApp } from '../harness.js';

/**
 * The router check: the routes a teacher and a student use most, on the demo. Every statement
 * they run through the app is captured and explained on the cluster; a statement on a tenant
 * table must be one task on one shard (a router plan). The table it prints is the one in
 * docs/SCALE.md.
 */
const captured: { query: string; params: unknown[] }[] = [];
const t = useTestApp({ logQuery: (query, params) => captured.push({ query, params }) });

interface Plan {
  'Custom Plan Provider'?: string;
  'Distributed Query'?: { Job?: { 'Task Count'?: number } };
  Plans?: Plan[];
}

/** The task counts of a statement's distributed steps; empty when it touches no distributed table. */
function taskCounts(plan: Plan): number[] {
  const own = plan['Distributed Query']?.Job?.['Task Count'];
  return [...(own === undefined ? [] : [own]), ...(plan.Plans ?? []).flatMap(taskCounts)];
}

describe('the most used routes run on one shard per statement', () => {
  let client: pg.Client;
  const headers: Record<string, Record<string, string>> = {};
  const ids: Record<string, number> = {};
  let studentAccount = '';

  beforeAll(async () => {
    await seedDemo(t.db, t.clock, t.config.contentDir, demo, createFileStore(t.config));
    client = new pg.Client({ connectionString: (t.database as { url?: string }).url });
    await client.connect();
    headers.teacher = await signIn(t, 'teacher@demo.test', demo.password);
    const [course] = rowsOf<{ id: number; institution_id: number }>(
      await t.db.execute(sql`SELECT c.id, c.institution_id FROM courses c JOIN users u
        ON u.institution_id = c.institution_id AND u.id = c.teacher_id
        WHERE u.email = 'teacher@demo.test' AND c.name = 'Sunflowers'`),
    );
    ids.course = course!.id;
    const [assignment] = rowsOf<{ id: number }>(
      await t.db.execute(sql`SELECT id FROM assignments WHERE institution_id = ${course!.institution_id}
        AND course_id = ${course!.id} ORDER BY id LIMIT 1`),
    );
    ids.assignment = assignment!.id;
    const [quiz] = rowsOf<{ id: number }>(
      await t.db.execute(sql`SELECT id FROM echo_quizzes WHERE institution_id = ${course!.institution_id}
        AND course_id = ${course!.id} ORDER BY id LIMIT 1`),
    );
    ids.quiz = quiz!.id;
    const [student] = rowsOf<{ id: number; account: string }>(
      await t.db.execute(sql`SELECT s.id, s.account FROM students s JOIN enrolments e
        ON e.institution_id = s.institution_id AND e.student_id = s.id
        WHERE e.institution_id = ${course!.institution_id} AND e.course_id = ${course!.id} AND s.active
        ORDER BY s.id LIMIT 1`),
    );
    studentAccount = student!.account;
    ids.student = student!.id;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/learner/login',
      payload: { school: 'DEMO', account: studentAccount, password: demo.password },
    });
    expect(login.statusCode).toBe(200);
    headers.student = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const library = await t.app.inject({ method: 'GET', url: '/api/learner/library', headers: headers.student });
    ids.material = library.json<{ record: { resourceid: number }[] }>().record[0]!.resourceid;
    const echo = await t.app.inject({ method: 'GET', url: '/api/learner/echo', headers: headers.student });
    const open = echo.json<{ record: { echoid: number; questions: { qid: number }[] }[] }>().record[0]!;
    ids.answerQuiz = open.echoid;
    ids.answerQuestion = open.questions[0]!.qid;
  }, 600_000);
  afterAll(() => client?.end());

  /** What a route is sent: a JSON body, or a body with its own headers (a recording's upload). */
  type Sent = Record<string, unknown> | { payload: Buffer; headers: Record<string, string> } | undefined;
  const routes: [string, 'teacher' | 'student' | 'none', 'GET' | 'POST', () => string, () => Sent][] = [
    [
      'sign-in',
      'none',
      'POST',
      () => '/api/auth/login',
      () => ({ email: 'teacher@demo.test', password: demo.password }),
    ],
    ['class list', 'teacher', 'GET', () => '/api/course/list', () => undefined],
    ['roster', 'teacher', 'GET', () => `/api/stu/list/${ids.course}`, () => undefined],
    ['class library', 'teacher', 'GET', () => `/api/course/detail/${ids.course}`, () => undefined],
    [
      'assignment progress',
      'teacher',
      'GET',
      () => `/api/course/asgmt/progress/${ids.course}/${ids.assignment}`,
      () => undefined,
    ],
    ['Echo Valley list', 'teacher', 'GET', () => `/api/echo/list/${ids.course}`, () => undefined],
    ['Echo Valley progress', 'teacher', 'GET', () => `/api/echo/progress/${ids.course}/${ids.quiz}`, () => undefined],
    ['dashboard', 'teacher', 'GET', () => `/api/dashboard/${ids.course}`, () => undefined],
    ['student page', 'teacher', 'GET', () => `/api/student/${ids.course}/${ids.student}`, () => undefined],
    [
      'student sign-in',
      'none',
      'POST',
      () => '/api/learner/login',
      () => ({ school: 'DEMO', account: studentAccount, password: demo.password }),
    ],
    ['student assignments', 'student', 'GET', () => '/api/learner/assignments', () => undefined],
    ['student Echo Valley list', 'student', 'GET', () => '/api/learner/echo', () => undefined],
    [
      'learning events',
      'student',
      'POST',
      () => '/api/learner/events',
      () => ({
        key: `router-check-${Date.now()}`,
        resourceid: ids.material,
        kind: 'read',
        started_at: new Date().toISOString(),
        duration_s: 60,
        pages: 3,
        completed: false,
      }),
    ],
    [
      'Echo Valley answer upload',
      'student',
      'POST',
      () => `/api/learner/echo/${ids.answerQuiz}/${ids.answerQuestion}`,
      () => audioUpload(recording('exact.ogg')),
    ],
  ];

  const table: string[] = [
    '| route | statements on distributed tables | on one shard | on several shards |',
    '| --- | --- | --- | --- |',
  ];
  afterAll(() => console.info(`router check\n${table.join('\n')}`));

  for (const [name, who, method, url, body] of routes) {
    it(name, async () => {
      captured.length = 0;
      const sent = body();
      const upload =
        sent && Buffer.isBuffer(sent.payload) ? (sent as { payload: Buffer; headers: Record<string, string> }) : null;
      const response = await t.app.inject({
        method,
        url: url(),
        headers: { ...(who === 'none' ? {} : headers[who]), ...upload?.headers },
        ...(upload ? { payload: upload.payload } : sent === undefined ? {} : { payload: sent }),
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
      let single = 0;
      const several: string[] = [];
      for (const statement of captured) {
        if (!/^\s*(select|insert|update|delete|with)/i.test(statement.query)) continue;
        const explained = await client
          .query(`EXPLAIN (FORMAT JSON) ${statement.query}`, statement.params)
          .catch((error: Error) => error);
        if (explained instanceof Error) {
          several.push(`${statement.query} (${explained.message})`);
          continue;
        }
        const { rows } = explained;
        const counts = taskCounts((rows[0] as { 'QUERY PLAN': [{ Plan: Plan }] })['QUERY PLAN'][0].Plan);
        if (counts.length === 0) continue;
        if (counts.every((count) => count === 1)) single++;
        else several.push(statement.query);
      }
      table.push(`| ${name} | ${single + several.length} | ${single} | ${several.length} |`);
      expect(several).toEqual([]);
    });
  }
});
