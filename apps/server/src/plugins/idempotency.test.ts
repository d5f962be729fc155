import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assignments, collections, enrolments, idempotentRequests, students } from '../db/schema/index.js';
import { addDays, calendarDate } from '../lib/clock.js';
import { type FixtureCatalogue, loadFixtureCatalogue } from '../modules/catalogue/catalogue.fixtures.js';
import { learnerSchool } from '../modules/learner/learner.fixtures.js';
import { HOUR } from '../test/clock.js';
import { createStaff } from '../test/fixtures.js';
import { buildTestApp, closeTestApp, signIn, type TestApp } from '../test/harness.js';
import { IDEMPOTENCY } from './idempotency.js';

type Headers = Record<string, string>;

let t: TestApp;
let catalogue: FixtureCatalogue;

/** Calls of the probe routes below that reached their handler. */
const ran = { failing: 0, slow: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  // Two routes that create nothing, to see what the key does when the work fails or takes long.
  t.app.register(async (scope) => {
    const config = { access: 'staff', idempotent: true } as const;
    scope.post('/api/probe/failing', { config }, async () => {
      ran.failing += 1;
      if (ran.failing === 1) throw new Error('the database went away');
      return { status: 'success', run: ran.failing };
    });
    scope.post('/api/probe/slow', { config }, async () => {
      ran.slow += 1;
      await sleep(IDEMPOTENCY.waitMs + 1_000);
      return { status: 'success', run: ran.slow };
    });
  });
  await t.app.ready();
  catalogue = await loadFixtureCatalogue(t.db);
});

afterAll(async () => {
  await closeTestApp(t);
});

/** A class with two students, its teacher signed in. */
async function classroom() {
  const school = await learnerSchool(t, catalogue, { students: 2 });
  return { ...school, headers: await signIn(t, school.teacher.email) };
}

let keys = 0;
const freshKey = () => `key-${++keys}-${Date.now()}`;

function post(url: string, headers: Headers, payload: Record<string, unknown>, key?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
    payload,
  });
}

const collectionBody = (name: string) => ({
  name,
  pkgid: catalogue.packageId('garden'),
  resourceids: [catalogue.resourceId('zebra-days')],
});

async function collectionsOf(ownerId: number) {
  const [row] = await t.db.select({ n: count() }).from(collections).where(eq(collections.ownerId, ownerId));
  return row!.n;
}

describe('a create repeated with the same Idempotency-Key', () => {
  it('creates one collection and answers the repeat with the first answer', async () => {
    const { teacher, headers } = await classroom();
    const key = freshKey();
    const first = await post('/api/collection/create', headers, collectionBody('Garden week'), key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post('/api/collection/create', headers, collectionBody('Garden week'), key);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await collectionsOf(teacher.id)).toBe(1);

    // Without a key, or with a new one, each request is its own.
    await post('/api/collection/create', headers, collectionBody('Garden week'));
    await post('/api/collection/create', headers, collectionBody('Garden week'), freshKey());
    expect(await collectionsOf(teacher.id)).toBe(3);
  });

  it('creates one assignment', async () => {
    const { course, students: members, headers } = await classroom();
    const body = {
      name: 'Garden week',
      start_date: calendarDate(t.clock()),
      end_date: calendarDate(addDays(t.clock(), 6)),
      difficulty: 3,
      resourceids: [catalogue.resourceId('zebra-days')],
      stuids: members.map((s) => s.id),
    };
    const key = freshKey();
    const first = await post(`/api/course/asgmt/set/${course.id}`, headers, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await post(`/api/course/asgmt/set/${course.id}`, headers, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    const [row] = await t.db.select({ n: count() }).from(assignments).where(eq(assignments.courseId, course.id));
    expect(row!.n).toBe(1);
  });

  it('adds one student', async () => {
    const { institution, course, headers } = await classroom();
    const body = { username: 'Mei Lin', account: 'mei.lin', password: 'secret-1' };
    const key = freshKey();
    const first = await post(`/api/stu/adduser/${course.id}`, headers, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await post(`/api/stu/adduser/${course.id}`, headers, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    const named = await t.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.institutionId, institution.id), eq(students.account, 'mei.lin')));
    expect(named).toHaveLength(1);
    const [row] = await t.db.select({ n: count() }).from(enrolments).where(eq(enrolments.courseId, course.id));
    expect(row!.n).toBe(3);
  });

  it('answers a refusal again as it was, without trying again', async () => {
    const { teacher, headers } = await classroom();
    const key = freshKey();
    const first = await post('/api/collection/create', headers, collectionBody('   '), key);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 'collection.name_invalid' });
    const again = await post('/api/collection/create', headers, collectionBody('   '), key);
    expect(again.statusCode).toBe(400);
    expect(again.body).toBe(first.body);
    expect(await collectionsOf(teacher.id)).toBe(0);
  });

  it('refuses the same key with another request, and creates nothing for it', async () => {
    const { teacher, course, headers } = await classroom();
    const key = freshKey();
    expect((await post('/api/collection/create', headers, collectionBody('Garden week'), key)).statusCode).toBe(200);
    for (const [url, body] of [
      ['/api/collection/create', collectionBody('Another name')],
      [`/api/stu/adduser/${course.id}`, { username: 'Mei Lin', account: 'mei.lin', password: 'secret-1' }],
    ] as const) {
      const response = await post(url, headers, body, key);
      expect(response.statusCode, url).toBe(422);
      expect(response.json()).toMatchObject({ status: 'error', code: 'common.idempotency_key_reused' });
    }
    expect(await collectionsOf(teacher.id)).toBe(1);
    const [row] = await t.db.select({ n: count() }).from(enrolments).where(eq(enrolments.courseId, course.id));
    expect(row!.n).toBe(2);
  });

  it('does the work once when identical requests arrive together', async () => {
    const { teacher, headers } = await classroom();
    const key = freshKey();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('/api/collection/create', headers, collectionBody('Garden week'), key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await collectionsOf(teacher.id)).toBe(1);
  });

  it("keeps each person's keys apart", async () => {
    const { institution, teacher, headers } = await classroom();
    const colleague = await createStaff(t.db, { institutionId: institution.id });
    const key = freshKey();
    await post('/api/collection/create', headers, collectionBody('Garden week'), key);
    const theirs = await post(
      '/api/collection/create',
      await signIn(t, colleague.email),
      collectionBody('Garden week'),
      key,
    );
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await collectionsOf(teacher.id)).toBe(1);
    expect(await collectionsOf(colleague.id)).toBe(1);
  });

  it('forgets a key after a day', async () => {
    const { teacher, headers } = await classroom();
    const key = freshKey();
    await post('/api/collection/create', headers, collectionBody('Garden week'), key);
    t.clock.advance(23 * HOUR);
    await post('/api/collection/create', headers, collectionBody('Garden week'), key);
    expect(await collectionsOf(teacher.id)).toBe(1);
    t.clock.advance(HOUR);
    // Signed in again: a day is longer than a session lasts.
    const later = await post(
      '/api/collection/create',
      await signIn(t, teacher.email),
      collectionBody('Garden week'),
      key,
    );
    expect(later.statusCode, later.body).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await collectionsOf(teacher.id)).toBe(2);
    const kept = await t.db
      .select({ n: count() })
      .from(idempotentRequests)
      .where(eq(idempotentRequests.subjectId, teacher.id));
    expect(kept[0]!.n).toBe(1);
  });

  it('refuses a key that is not 1 to 255 visible characters, creating nothing', async () => {
    const { teacher, headers } = await classroom();
    for (const key of ['', 'x'.repeat(256), 'two words', 'cl\u00e9']) {
      const response = await post('/api/collection/create', headers, collectionBody('Garden week'), key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toMatchObject({ code: 'common.validation' });
    }
    expect(await collectionsOf(teacher.id)).toBe(0);
  });
});

describe('a key whose first request failed or still runs', () => {
  it('frees the key when the work fails with a server error, so a retry does it', async () => {
    const { headers } = await classroom();
    const key = freshKey();
    const failed = await post('/api/probe/failing', headers, {}, key);
    expect(failed.statusCode).toBe(500);
    const retried = await post('/api/probe/failing', headers, {}, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ status: 'success', run: 2 });
    const repeated = await post('/api/probe/failing', headers, {}, key);
    expect(repeated.json()).toEqual({ status: 'success', run: 2 });
    expect(ran.failing).toBe(2);
  });

  it('answers common.request_in_progress while the first request runs past the wait, then its answer', async () => {
    const { headers } = await classroom();
    const key = freshKey();
    const first = post('/api/probe/slow', headers, {}, key);
    // The first request holds the key once its work has begun, however long it took to get there.
    await vi.waitFor(() => expect(ran.slow).toBe(1), { timeout: 30_000 });
    const meanwhile = await post('/api/probe/slow', headers, {}, key);
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json()).toMatchObject({ code: 'common.request_in_progress' });
    expect((await first).json()).toEqual({ status: 'success', run: 1 });
    const after = await post('/api/probe/slow', headers, {}, key);
    expect(after.json()).toEqual({ status: 'success', run: 1 });
    expect(ran.slow).toBe(1);
  });
});
