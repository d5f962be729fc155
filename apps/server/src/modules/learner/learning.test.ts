import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseResourceFlags, learningDays, learningEvents } from '../../db/schema/index.js';
import { DAY } from '../../test/clock.js';
import { useTestApp } from '../../test/harness.js';
import { type FixtureCatalogue, loadFixtureCatalogue } from '../catalogue/catalogue.fixtures.js';
import { learnerSchool, signInStudent } from './learner.fixtures.js';

const t = useTestApp();
let catalogue: FixtureCatalogue;
beforeAll(async () => {
  catalogue = await loadFixtureCatalogue(t.db);
});

type Headers = Record<string, string>;

async function signedInStudent(options: Parameters<typeof learnerSchool>[2] = {}) {
  const school = await learnerSchool(t, catalogue, options);
  const student = school.students[0]!;
  return { ...school, student, headers: await signInStudent(t, school.institution.schoolCode, student.account) };
}

const event = (overrides: Record<string, unknown> = {}) => ({
  key: `k-${Math.random().toString(36).slice(2)}`,
  resourceid: catalogue.resourceId('zebra-days'),
  kind: 'read',
  started_at: new Date(t.clock().getTime() - 600_000).toISOString(),
  duration_s: 300,
  pages: 12,
  completed: true,
  ...overrides,
});
const post = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/learner/events', headers, payload });
const eventsOf = (studentId: number) =>
  t.db.select().from(learningEvents).where(eq(learningEvents.studentId, studentId));

describe('the learner library', () => {
  it('lists only the materials opened in the student’s classes', async () => {
    const { headers } = await signedInStudent({ open: ['zebra-days', 'hello-song'] });
    const response = await t.app.inject({ method: 'GET', url: '/api/learner/library', headers });
    expect(response.statusCode, response.body).toBe(200);
    const names = response.json().record.map((m: { resource_name: string }) => m.resource_name);
    expect(names.sort()).toEqual(['Hello Song', 'Zebra Days']);
  });

  it('shows nothing of an expired class', async () => {
    const { headers } = await signedInStudent({ expiresInDays: -1 });
    const response = await t.app.inject({ method: 'GET', url: '/api/learner/library', headers });
    expect(response.json().record).toEqual([]);
  });
});

describe('learning events', () => {
  it('records an event against the class through which the material is open', async () => {
    const { headers, student, course } = await signedInStudent();
    const body = event();
    const response = await post(headers, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'success', recorded: true });
    const [row] = await eventsOf(student.id);
    expect(row).toMatchObject({
      courseId: course.id,
      institutionId: course.institutionId,
      kind: 'read',
      durationS: 300,
      pages: 12,
      completed: true,
    });
    expect(row!.occurredAt.toISOString()).toBe(body.started_at);
  });

  it('counts a retried request once', async () => {
    const { headers, student } = await signedInStudent();
    const body = event({ completed: 'true' });
    expect((await post(headers, body)).json().recorded).toBe(true);
    const retry = await post(headers, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().recorded).toBe(false);
    expect(await eventsOf(student.id)).toHaveLength(1);
  });

  it('refuses materials the student cannot open, changing nothing', async () => {
    const { headers, student, course } = await signedInStudent();
    await t.db
      .update(courseResourceFlags)
      .set({ open: false })
      .where(
        and(
          eq(courseResourceFlags.courseId, course.id),
          eq(courseResourceFlags.resourceId, catalogue.resourceId('count-song')),
        ),
      );
    for (const key of ['moon-walk', 'big-whale', 'count-song']) {
      const response = await post(headers, event({ resourceid: catalogue.resourceId(key), kind: 'watch' }));
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('learner.resource_not_visible');
    }
    expect(await eventsOf(student.id)).toHaveLength(0);
  });

  it('refuses materials of an expired class; keys belong to one student', async () => {
    const other = await signedInStudent();
    const { headers, student } = await signedInStudent({ expiresInDays: -1 });
    const refused = await post(headers, event());
    expect(refused.statusCode).toBe(404);
    expect(await eventsOf(student.id)).toHaveLength(0);
    // The same key from another student is a different event.
    const body = event();
    expect((await post(other.headers, body)).json().recorded).toBe(true);
    const mine = await signedInStudent();
    expect((await post(mine.headers, body)).json().recorded).toBe(true);
  });

  it('refuses bad input with a validation error', async () => {
    const { headers, student } = await signedInStudent();
    for (const bad of [
      event({ kind: 'sing' }),
      event({ duration_s: -1 }),
      event({ started_at: 'yesterday' }),
      event({ key: '' }),
      event({ resourceid: 'x' }),
    ]) {
      const response = await post(headers, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('common.validation');
    }
    expect(await eventsOf(student.id)).toHaveLength(0);
  });

  it('needs a signed-in student', async () => {
    const response = await post({}, event());
    expect(response.statusCode).toBe(401);
  });

  it('keeps the reported start time even when reported days later', async () => {
    const { headers, student } = await signedInStudent();
    const startedAt = new Date(t.clock().getTime() - 3 * DAY).toISOString();
    await post(headers, event({ started_at: startedAt }));
    const [row] = await eventsOf(student.id);
    expect(row!.occurredAt.toISOString()).toBe(startedAt);
  });

  it('records events arriving together, each once, keeping the rollup current', async () => {
    const { headers, student } = await signedInStudent();
    const hidden = catalogue.resourceId('moon-walk');
    const bodies = Array.from({ length: 30 }, (_, i) => event({ completed: false, duration_s: i + 1 }));
    // Every event twice (an app retrying), and one for a material the student cannot open.
    const responses = await Promise.all(
      [...bodies, ...bodies, event({ completed: false, resourceid: hidden })].map((body) => post(headers, body)),
    );
    expect(responses.slice(0, 60).map((r) => r.statusCode)).toEqual(Array(60).fill(200));
    const recorded = responses.slice(0, 60).map((r) => r.json().recorded as boolean);
    for (let i = 0; i < 30; i++) expect([recorded[i], recorded[i + 30]].sort()).toEqual([false, true]);
    expect(responses[60]!.statusCode).toBe(404);
    expect(responses[60]!.json().code).toBe('learner.resource_not_visible');
    expect(await eventsOf(student.id)).toHaveLength(30);
    const days = await t.db.select().from(learningDays).where(eq(learningDays.studentId, student.id));
    expect(days.reduce((sum, day) => sum + day.events, 0)).toBe(30);
    expect(days.reduce((sum, day) => sum + day.seconds, 0)).toBe((30 * 31) / 2);
  });
});
