import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeServices } from '../../composition.js';
import {
  assignmentMaterials,
  assignmentStudents,
  assignments,
  collectionItems,
  collections,
  courseLibraries,
  courses,
} from '../../db/schema/index.js';
import { addDays } from '../../lib/clock.js';
import { brokenUniqueConstraint } from '../../lib/unique-conflict.js';
import { testClock } from '../../test/clock.js';
import { createSchool, createStaff } from '../../test/fixtures.js';
import { signIn, testContext, useTestApp } from '../../test/harness.js';
import { signInStudent } from '../learner/learner.fixtures.js';
import { insertAssignment, replaceMembers } from './assignment.repository.js';
import {
  autoClass,
  completed,
  loadWeeklyCatalogue,
  type WeeklyCatalogue,
  type WeeklyKey,
} from './auto-assignment.fixtures.js';
import { nextWeeklyRun, weeklyRunBefore, weekOf } from './auto-assignment.service.js';

const t = useTestApp();
let catalogue: WeeklyCatalogue;
beforeAll(async () => {
  catalogue = await loadWeeklyCatalogue(t.db);
});

/** A Wednesday morning in the server's time zone: its week runs from Monday the 23rd to Sunday the 29th. */
const WEDNESDAY = new Date(2026, 10, 25, 10, 0);
const WEEK = { start: '2026-11-23', end: '2026-11-29' };

/** The job's work at a fixed moment, as the weekly run calls it. */
const runAt = (moment: Date) =>
  composeServices(testContext(t, { clock: testClock(moment) })).autoAssignments.assignWeek();

const ids = (...keys: WeeklyKey[]) => keys.map((key) => catalogue.id(key));

async function autoAssignmentsOf(courseId: number) {
  const rows = await t.db
    .select()
    .from(assignments)
    .where(and(eq(assignments.courseId, courseId), eq(assignments.auto, true)))
    .orderBy(assignments.startDate);
  return Promise.all(
    rows.map(async (row) => {
      const materials = await t.db
        .select({ id: assignmentMaterials.resourceId })
        .from(assignmentMaterials)
        .where(eq(assignmentMaterials.assignmentId, row.id))
        .orderBy(assignmentMaterials.position);
      const assigned = await t.db
        .select({ id: assignmentStudents.studentId })
        .from(assignmentStudents)
        .where(eq(assignmentStudents.assignmentId, row.id))
        .orderBy(assignmentStudents.studentId);
      return { ...row, resourceIds: materials.map((m) => m.id), studentIds: assigned.map((s) => s.id) };
    }),
  );
}

describe('the weekly run', () => {
  it('takes Monday to Sunday as the week, whatever the day', () => {
    expect(weekOf(WEDNESDAY)).toEqual(WEEK);
    expect(weekOf(new Date(2026, 10, 23, 0, 0))).toEqual(WEEK);
    expect(weekOf(new Date(2026, 10, 29, 23, 59))).toEqual(WEEK);
  });

  it("tells a missed run apart: a class switched on before it that lacks the week's work", async () => {
    const serviceAt = (moment: Date) => composeServices(testContext(t, { clock: testClock(moment) })).autoAssignments;
    const mondayRun = new Date(2026, 10, 23, 5, 0);
    const room = await autoClass(t.db, catalogue, { today: WEDNESDAY, switchedOnAt: new Date(2026, 10, 20, 9, 0) });
    expect(await serviceAt(new Date(2026, 10, 23, 4, 0)).missedRun()).toBeUndefined();
    expect(await serviceAt(WEDNESDAY).missedRun()).toEqual(mondayRun);

    const run = await serviceAt(WEDNESDAY).assignWeek(mondayRun);
    expect(run.assigned.map((a) => a.courseId)).toContain(room.course.id);
    expect(await serviceAt(WEDNESDAY).missedRun()).toBeUndefined();
  });

  it("knows this week's run time once it has passed", () => {
    const run = new Date(2026, 10, 23, 5, 0);
    expect(weeklyRunBefore(new Date(2026, 10, 23, 4, 59))).toBeUndefined();
    expect(weeklyRunBefore(run)).toEqual(run);
    expect(weeklyRunBefore(WEDNESDAY)).toEqual(run);
    expect(weeklyRunBefore(new Date(2026, 10, 29, 23, 59))).toEqual(run);
  });

  it('knows the next run: this Monday at 05:00 until it has passed, then the next Monday', () => {
    const run = new Date(2026, 10, 23, 5, 0);
    const following = new Date(2026, 10, 30, 5, 0);
    expect(nextWeeklyRun(new Date(2026, 10, 22, 23, 0))).toEqual(run);
    expect(nextWeeklyRun(new Date(2026, 10, 23, 4, 59))).toEqual(run);
    expect(nextWeeklyRun(run)).toEqual(following);
    expect(nextWeeklyRun(WEDNESDAY)).toEqual(following);
    expect(nextWeeklyRun(new Date(2026, 10, 29, 23, 59))).toEqual(following);
  });

  it('assigns the next open materials at the class level that are neither done by everyone nor assigned before, to every active student', async () => {
    const room = await autoClass(t.db, catalogue, {
      today: WEDNESDAY,
      students: 3,
      inactive: 1,
      open: ['b1', 'a1', 'v1', 'b2', 'b3', 'b5', 'b6'],
      language: 'es',
    });
    const [first, second, third] = room.students.map((s) => s.id) as [number, number, number];
    const before = addDays(WEDNESDAY, -10);
    // b1 is done by every active student; b2 only by one of them, so it still counts as unread.
    for (const student of [first, second, third]) await completed(t.db, room, student, catalogue.id('b1'), before);
    await completed(t.db, room, first, catalogue.id('b2'), before);
    // b3 was in a teacher's assignment of the class already.
    const earlier = await insertAssignment(t.db, {
      institutionId: room.institution.id,
      courseId: room.course.id,
      name: 'Earlier',
      startDate: '2026-11-02',
      endDate: '2026-11-08',
      difficulty: 1,
      rewardExp: 10,
      rewardTickets: 1,
      createdBy: room.teacher.id,
    });
    await replaceMembers(t.db, room.institution.id, earlier, { resourceIds: ids('b3'), studentIds: [first] });

    const run = await runAt(WEDNESDAY);

    // a1 (level A) and v1 (no level) are not at the class level; b4 is closed.
    const expected = ids('b2', 'b5', 'b6');
    const made = run.assigned.find((a) => a.courseId === room.course.id);
    expect(made).toEqual({
      courseId: room.course.id,
      assignmentId: expect.any(Number),
      resourceIds: expected,
      students: 3,
    });
    expect(await autoAssignmentsOf(room.course.id)).toEqual([
      expect.objectContaining({
        id: made!.assignmentId,
        institutionId: room.institution.id,
        name: 'Lectura semanal 2026.11.23',
        startDate: WEEK.start,
        endDate: WEEK.end,
        difficulty: 3,
        rewardExp: 30,
        rewardTickets: 2,
        auto: true,
        createdBy: null,
        resourceIds: expected,
        studentIds: [first, second, third],
      }),
    ]);

    // The teacher sees it tagged in the class's list, beside the switch.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/course/asgmt/list/${room.course.id}`,
      headers: await signIn(t, room.teacher.email),
    });
    expect(list.json()).toMatchObject({
      auto_assign: true,
      record: expect.arrayContaining([expect.objectContaining({ aid: made!.assignmentId, auto: true, assigned: 3 })]),
    });
  });

  it('does not assign twice in one week, and gives the following materials the next week until none are left', async () => {
    const room = await autoClass(t.db, catalogue, { today: WEDNESDAY });
    expect((await runAt(WEDNESDAY)).assigned.find((a) => a.courseId === room.course.id)?.resourceIds).toEqual(
      ids('b1', 'b2', 'b3'),
    );
    const again = await runAt(addDays(WEDNESDAY, 1));
    expect(again.assigned.some((a) => a.courseId === room.course.id)).toBe(false);
    expect(again.skipped).toContainEqual({ courseId: room.course.id, reason: 'already_assigned' });
    expect(await autoAssignmentsOf(room.course.id)).toHaveLength(1);

    const nextMonday = new Date(2026, 10, 30, 5, 0);
    const next = await runAt(nextMonday);
    expect(next.week).toEqual({ start: '2026-11-30', end: '2026-12-06' });
    expect(next.assigned.find((a) => a.courseId === room.course.id)?.resourceIds).toEqual(ids('b4', 'b5', 'b6'));

    const third = await runAt(addDays(nextMonday, 7));
    expect(third.skipped).toContainEqual({ courseId: room.course.id, reason: 'no_materials' });
    expect((await autoAssignmentsOf(room.course.id)).map((a) => a.startDate)).toEqual(['2026-11-23', '2026-11-30']);
  });

  it('is held to one auto assignment per class and week by the database too', async () => {
    const room = await autoClass(t.db, catalogue, { today: WEDNESDAY });
    await runAt(WEDNESDAY);
    const duplicate = insertAssignment(t.db, {
      institutionId: room.institution.id,
      courseId: room.course.id,
      name: 'Twice',
      startDate: WEEK.start,
      endDate: WEEK.end,
      difficulty: 3,
      rewardExp: 30,
      rewardTickets: 2,
      auto: true,
      createdBy: null,
    });
    // Named as the app reads it (on a cluster the shard's copy of the index broke).
    expect(await duplicate.then(() => 'stored', brokenUniqueConstraint)).toBe('assignments_auto_week_idx');
    expect(await autoAssignmentsOf(room.course.id)).toHaveLength(1);
  });

  it('leaves alone classes with the switch off, expired classes, and classes without students or materials', async () => {
    const off = await autoClass(t.db, catalogue, { today: WEDNESDAY, autoAssign: false });
    const expired = await autoClass(t.db, catalogue, { today: WEDNESDAY, expiresInDays: -1 });
    const empty = await autoClass(t.db, catalogue, { today: WEDNESDAY, students: 0 });
    const allDone = await autoClass(t.db, catalogue, { today: WEDNESDAY, open: ['b1', 'a1'] });
    for (const student of allDone.students) await completed(t.db, allDone, student.id, catalogue.id('b1'), WEDNESDAY);
    const noLibrary = await autoClass(t.db, catalogue, { today: WEDNESDAY });
    await t.db.delete(courseLibraries).where(eq(courseLibraries.courseId, noLibrary.course.id));

    const run = await runAt(WEDNESDAY);

    const mine = [off, expired, empty, allDone, noLibrary].map((room) => room.course.id);
    expect(run.assigned.filter((a) => mine.includes(a.courseId))).toEqual([]);
    expect(run.skipped.filter((s) => mine.includes(s.courseId))).toEqual([
      { courseId: empty.course.id, reason: 'no_students' },
      { courseId: allDone.course.id, reason: 'no_materials' },
      { courseId: noLibrary.course.id, reason: 'no_materials' },
    ]);
    for (const courseId of mine) expect(await autoAssignmentsOf(courseId)).toEqual([]);
  });

  it('takes books and videos alike for a class without a level, in the order of a collection library', async () => {
    const noLevel = await autoClass(t.db, catalogue, { today: WEDNESDAY, level: null });
    const withCollection = await autoClass(t.db, catalogue, { today: WEDNESDAY, level: 'b' });
    const [collection] = await t.db
      .insert(collections)
      .values({
        institutionId: withCollection.institution.id,
        ownerId: withCollection.teacher.id,
        packageId: catalogue.packageId,
        name: 'Favourites',
      })
      .returning();
    await t.db.insert(collectionItems).values(
      (['b6', 'a1', 'b4', 'b1', 'b5'] as const).map((key, i) => ({
        collectionId: collection!.id,
        resourceId: catalogue.id(key),
        institutionId: withCollection.institution.id,
        sequence: i + 1,
      })),
    );
    await t.db
      .update(courseLibraries)
      .set({ packageId: null, collectionId: collection!.id })
      .where(eq(courseLibraries.courseId, withCollection.course.id));

    const run = await runAt(WEDNESDAY);

    const materialsOf = (courseId: number) => run.assigned.find((a) => a.courseId === courseId)?.resourceIds;
    expect(materialsOf(noLevel.course.id)).toEqual(ids('b1', 'a1', 'v1'));
    // The level matches whatever its case.
    expect(materialsOf(withCollection.course.id)).toEqual(ids('b6', 'b4', 'b1'));
  });

  it('ends the work on the last day of a class that expires within the week', async () => {
    const room = await autoClass(t.db, catalogue, { today: WEDNESDAY, expiresInDays: 2 });
    await runAt(WEDNESDAY);
    expect((await autoAssignmentsOf(room.course.id)).map((a) => [a.startDate, a.endDate])).toEqual([
      [WEEK.start, '2026-11-27'],
    ]);
  });
});

describe('the switch', () => {
  const switchTo = (courseId: number, headers: Record<string, string>, payload: string | Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/course/asgmt/auto/${courseId}`,
      headers:
        typeof payload === 'string' ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
      payload,
    });
  const stored = async (courseId: number) => {
    const [row] = await t.db.select({ since: courses.autoAssignSince }).from(courses).where(eq(courses.id, courseId));
    return row!.since !== null;
  };

  const switchedOnAt = async (courseId: number) => {
    const [row] = await t.db.select({ since: courses.autoAssignSince }).from(courses).where(eq(courses.id, courseId));
    return row!.since;
  };

  it('turns on and off, as JSON or form-encoded, and shows in the list', async () => {
    const room = await autoClass(t.db, catalogue, { today: t.clock(), autoAssign: false });
    const headers = await signIn(t, room.teacher.email);
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/course/asgmt/list/${room.course.id}`, headers })).json()
        .auto_assign;
    expect(await listed()).toBe(false);

    const on = await switchTo(room.course.id, headers, { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ status: 'success', auto_assign: true });
    expect(await listed()).toBe(true);

    const off = await switchTo(room.course.id, headers, 'enabled=false');
    expect(off.json()).toEqual({ status: 'success', auto_assign: false });
    expect(await stored(room.course.id)).toBe(false);
    expect((await switchTo(room.course.id, headers, 'enabled=true')).json().auto_assign).toBe(true);
    expect(await stored(room.course.id)).toBe(true);
    // Turned on again later, it keeps the time it was turned on (what a missed run goes by).
    const since = await switchedOnAt(room.course.id);
    expect(since).toEqual(t.clock());
    t.clock.advance(60_000);
    await switchTo(room.course.id, headers, { enabled: true });
    expect(await switchedOnAt(room.course.id)).toEqual(since);
    t.clock.advance(-60_000);

    // The school's administrator may change it too.
    const admin = await signIn(t, room.admin.email);
    expect((await switchTo(room.course.id, admin, 'enabled=0')).json().auto_assign).toBe(false);
    expect(await stored(room.course.id)).toBe(false);
    expect(await switchedOnAt(room.course.id)).toBeNull();
  });

  it('refuses a missing or unclear value', async () => {
    const room = await autoClass(t.db, catalogue, { today: t.clock(), autoAssign: false });
    const headers = await signIn(t, room.teacher.email);
    for (const payload of ['enabled=maybe', 'enabled=', 'other=true']) {
      const response = await switchTo(room.course.id, headers, payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().code).toBe('common.validation');
    }
    expect(await stored(room.course.id)).toBe(false);
  });

  it("refuses students, answers 404 for another school's or a colleague's class and 409 for an expired one, changing nothing", async () => {
    const room = await autoClass(t.db, catalogue, { today: t.clock(), autoAssign: false });
    const student = await signInStudent(t, room.institution.schoolCode, room.students[0]!.account);
    expect((await switchTo(room.course.id, student, 'enabled=true')).statusCode).toBe(403);

    const other = await createSchool(t.db);
    const colleague = await createStaff(t.db, { institutionId: room.institution.id });
    for (const email of [other.teacher.email, other.admin.email, colleague.email]) {
      const response = await switchTo(room.course.id, await signIn(t, email), 'enabled=true');
      expect(response.statusCode, email).toBe(404);
      expect(response.json().code).toBe('common.not_found');
    }
    expect(await stored(room.course.id)).toBe(false);

    const expired = await autoClass(t.db, catalogue, { today: t.clock(), autoAssign: false, expiresInDays: -1 });
    const response = await switchTo(expired.course.id, await signIn(t, expired.teacher.email), 'enabled=true');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('course.expired');
    expect(await stored(expired.course.id)).toBe(false);
  });
});
