import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  assignmentStudents,
  assignments,
  courseResourceFlags,
  learningEvents,
  rewardLedger,
} from '../../db/schema/index.js';
import { DAY } from '../../test/clock.js';
import { createCourse, createSchool, createStaff, createStudents, enrol } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { signInStudent } from '../learner/learner.fixtures.js';
import { assignmentKit } from './assignment.fixtures.js';
import { nextWeeklyRun } from './auto-assignment.service.js';

const t = useTestApp();
const {
  catalogue,
  day,
  materials,
  classroom,
  setAssignment,
  createAssignment,
  editAssignment,
  gardenWeek,
  list,
  listResponse,
  progress,
  complete,
  rewardsOf,
} = assignmentKit(t);

/** The materials open to the class's students. */
async function openIn(room: { course: { id: number; institutionId: number } }) {
  const rows = await t.db
    .select({ id: courseResourceFlags.resourceId })
    .from(courseResourceFlags)
    .where(and(eq(courseResourceFlags.courseId, room.course.id), eq(courseResourceFlags.open, true)));
  return rows.map((row) => row.id);
}

describe('setting assignments', () => {
  it('creates one with rewards following the difficulty, listed with its counts and status', async () => {
    const room = await classroom();
    const aid = await createAssignment(room);
    const later = await createAssignment(room, {
      name: 'Next week',
      start_date: day(7),
      end_date: day(13),
      difficulty: 5,
      reward_exp: 99,
    });
    const record = await list(room);
    expect(record).toEqual([
      expect.objectContaining({
        aid: later,
        status: 'upcoming',
        difficulty: 5,
        reward_exp: 99,
        reward_tickets: 3,
        auto: false,
      }),
      {
        aid,
        name: 'Garden week',
        start_date: day(0),
        end_date: day(6),
        difficulty: 3,
        reward_exp: 30,
        reward_tickets: 2,
        resourceids: materials(),
        assigned: 3,
        completed: 0,
        status: 'ongoing',
        auto: false,
      },
    ]);
  });

  it('refuses bad input with a clear code and creates nothing', async () => {
    const room = await classroom();
    const elsewhere = await createStudents(t.db, { institutionId: room.institution.id, count: 1 });
    const [inactive] = await createStudents(t.db, { institutionId: room.institution.id, count: 1, active: false });
    await enrol(t.db, room.course, [inactive!]);
    const base = {
      name: 'X',
      start_date: day(0),
      end_date: day(3),
      difficulty: 2,
      resourceids: materials(),
      stuids: [room.students[0]!.id],
    };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ stuids: [] }, 400, 'assignment.select_students_first'],
      [{ resourceids: [catalogue().resourceId('big-whale')] }, 400, 'library.resource_not_in_library'],
      [{ stuids: [elsewhere[0]!.id] }, 400, 'assignment.students_not_in_course'],
      [{ stuids: [room.students[0]!.id, inactive!.id] }, 400, 'assignment.students_inactive'],
      [{ end_date: day(-1) }, 400, 'assignment.dates_invalid'],
      [{ start_date: day(-1) }, 400, 'assignment.dates_invalid'],
      [{ difficulty: 6 }, 400, 'common.validation'],
      [{ name: '' }, 400, 'common.validation'],
      [{ resourceids: [] }, 400, 'common.validation'],
    ];
    for (const [change, status, code] of cases) {
      // Asking to open the closed materials as well changes nothing when the assignment is refused.
      const response = await setAssignment(room.course.id, room.headers, { ...base, ...change, open_materials: true });
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect(await t.db.select().from(assignments).where(eq(assignments.courseId, room.course.id))).toEqual([]);
    expect(await openIn(room)).toEqual([materials()[0]]);
  });

  it('opens the closed materials in the same transaction when asked, and only then', async () => {
    const room = await classroom();
    const [book, video] = materials() as [number, number];
    const kept = await setAssignment(room.course.id, room.headers, gardenWeek(room));
    expect(kept.json()).toEqual({ status: 'success', aid: expect.any(Number), opened: [] });
    expect(await openIn(room)).toEqual([book]);

    const opening = await setAssignment(room.course.id, room.headers, gardenWeek(room, { open_materials: 'true' }));
    expect(opening.statusCode, opening.body).toBe(200);
    expect(opening.json().opened).toEqual([video]);
    expect((await openIn(room)).sort()).toEqual([book, video].sort());
  });

  it('answers when the weekly auto-assignment runs next, and nothing for a class expiring before it', async () => {
    const room = await classroom();
    const run = nextWeeklyRun(t.clock());
    expect((await listResponse(room)).next_run).toBe(run.toISOString());

    // A class whose last day is the day before the run gets nothing from it.
    const runDay = new Date(run.getFullYear(), run.getMonth(), run.getDate());
    const today = new Date(t.clock().getFullYear(), t.clock().getMonth(), t.clock().getDate());
    const ending = await classroom({ expiresInDays: Math.round((runDay.getTime() - today.getTime()) / DAY) - 1 });
    expect((await listResponse(ending)).next_run).toBeNull();
  });

  it('deletes only before the start', async () => {
    const room = await classroom();
    const upcoming = await createAssignment(room, { start_date: day(2), end_date: day(5) });
    const ongoing = await createAssignment(room);
    const remove = (aid: number) =>
      t.app.inject({ method: 'POST', url: `/api/course/asgmt/delete/${room.course.id}/${aid}`, headers: room.headers });
    expect((await remove(ongoing)).json().code).toBe('assignment.started');
    expect((await remove(upcoming)).statusCode).toBe(200);
    expect((await list(room)).map((a: { aid: number }) => a.aid)).toEqual([ongoing]);
  });

  it("answers 404 for another school's or a colleague's class and 409 for an expired class", async () => {
    const room = await classroom();
    const aid = await createAssignment(room);
    const other = await createSchool(t.db);
    const colleague = await createStaff(t.db, { institutionId: room.institution.id });
    for (const email of [other.teacher.email, colleague.email]) {
      const headers = await signIn(t, email);
      const listed = await t.app.inject({ method: 'GET', url: `/api/course/asgmt/list/${room.course.id}`, headers });
      expect(listed.statusCode).toBe(404);
      const progressed = await t.app.inject({
        method: 'GET',
        url: `/api/course/asgmt/progress/${room.course.id}/${aid}`,
        headers,
      });
      expect(progressed.statusCode).toBe(404);
      const removed = await t.app.inject({
        method: 'POST',
        url: `/api/course/asgmt/delete/${room.course.id}/${aid}`,
        headers,
      });
      expect(removed.statusCode).toBe(404);
      const edited = await editAssignment(room, aid, gardenWeek(room, { name: 'Taken over' }), headers);
      expect(edited.statusCode).toBe(404);
    }
    expect((await list(room))[0].name).toBe('Garden week');
    // An assignment id of another class answers 404 through this class.
    const otherClass = await createCourse(t.db, {
      institutionId: room.institution.id,
      teacherId: room.teacher.id,
      today: t.clock(),
    });
    const wrongClass = await t.app.inject({
      method: 'GET',
      url: `/api/course/asgmt/progress/${otherClass.id}/${aid}`,
      headers: room.headers,
    });
    expect(wrongClass.statusCode).toBe(404);
    const editedThroughOther = await t.app.inject({
      method: 'POST',
      url: `/api/course/asgmt/edit/${otherClass.id}/${aid}`,
      headers: room.headers,
      payload: gardenWeek(room),
    });
    expect(editedThroughOther.statusCode).toBe(404);

    const expired = await classroom({ expiresInDays: -1 });
    const response = await setAssignment(expired.course.id, expired.headers, {
      name: 'X',
      start_date: day(0),
      end_date: day(1),
      difficulty: 1,
      resourceids: materials(),
      stuids: [expired.students[0]!.id],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('course.expired');
    // An assignment of the class from before it expired cannot be changed either.
    const [earlier] = await t.db
      .insert(assignments)
      .values({
        institutionId: expired.institution.id,
        courseId: expired.course.id,
        name: 'Last term',
        startDate: day(-10),
        endDate: day(-3),
        difficulty: 1,
        rewardExp: 10,
        rewardTickets: 1,
      })
      .returning({ id: assignments.id });
    const extended = await editAssignment(expired, earlier!.id, {
      name: 'Last term',
      start_date: day(-10),
      end_date: day(5),
      difficulty: 1,
      resourceids: materials(),
      stuids: [expired.students[0]!.id],
    });
    expect(extended.statusCode).toBe(409);
    expect(extended.json().code).toBe('course.expired');
  });

  it('needs a staff token', async () => {
    const room = await classroom();
    const studentHeaders = await signInStudent(t, room.institution.schoolCode, room.students[0]!.account);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/course/asgmt/list/${room.course.id}`,
      headers: studentHeaders,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('completion and rewards', () => {
  it('completes when every material is completed within the period, crediting the rewards exactly once', async () => {
    const room = await classroom();
    const aid = await createAssignment(room);
    const [first, second] = room.students as [(typeof room.students)[number], (typeof room.students)[number]];
    const headers = await signInStudent(t, room.institution.schoolCode, first.account);
    const [book, video] = materials() as [number, number];

    expect((await complete(headers, book, undefined, 'book-1')).statusCode).toBe(200);
    expect((await progress(room, aid)).record.find((r: { stuid: number }) => r.stuid === first.id).state).toBe(
      'incomplete',
    );
    // The video is not open in the class library, but it is assigned, so the event is accepted.
    expect((await complete(headers, video)).statusCode).toBe(200);
    expect(await rewardsOf(first.id)).toEqual({ exp: 30, tickets: 2 });

    // A retry, and completing a material again, credit nothing more.
    await complete(headers, book, undefined, 'book-1');
    await complete(headers, video);
    expect(await rewardsOf(first.id)).toEqual({ exp: 30, tickets: 2 });
    const ledger = await t.db.select().from(rewardLedger).where(eq(rewardLedger.studentId, first.id));
    expect(ledger).toEqual([expect.objectContaining({ reason: 'assignment', assignmentId: aid, exp: 30, tickets: 2 })]);

    const { assignment, record } = await progress(room, aid);
    expect(assignment).toMatchObject({ completed: 1, assigned: 3 });
    const mine = record.find((r: { stuid: number }) => r.stuid === first.id);
    expect(mine).toMatchObject({
      state: 'complete',
      checked: false,
      // The retried key was counted once.
      spent_s: 360,
      materials: [
        { resourceid: book, spent_s: 120, completed: true },
        { resourceid: video, spent_s: 240, completed: true },
      ],
    });
    expect(mine.completed_at).toBe(t.clock().toISOString());
    expect(record.find((r: { stuid: number }) => r.stuid === second.id)).toMatchObject({
      state: 'incomplete',
      spent_s: 0,
      completed_at: null,
    });

    // Students and their rewards appear in the roster.
    const roster = await t.app.inject({ method: 'GET', url: `/api/stu/list/${room.course.id}`, headers: room.headers });
    const row = roster.json().record.find((r: { stuid: number }) => r.stuid === first.id);
    expect(row).toMatchObject({ exp: 30, tickets: 2 });

    // The student sees it too.
    const own = await t.app.inject({ method: 'GET', url: '/api/learner/assignments', headers });
    expect(own.json().record).toEqual([
      expect.objectContaining({
        aid,
        courseid: room.course.id,
        status: 'ongoing',
        state: 'complete',
        resourceids: materials(),
      }),
    ]);
  });

  it('counts only events within the period and derives missed once it has ended', async () => {
    const room = await classroom();
    const [first, second] = room.students as [(typeof room.students)[number], (typeof room.students)[number]];
    const aid = await createAssignment(room, { start_date: day(1), end_date: day(2) });
    const [book, video] = materials() as [number, number];
    // Sessions expire while days pass, so each step signs in afresh.
    const as = (student: typeof first) => signInStudent(t, room.institution.schoolCode, student.account);

    // Before the start: the open book is read, but that does not count towards the assignment.
    await complete(await as(first), book);
    t.clock.advance(DAY);
    // The video is assigned, so it opens with the period.
    expect((await complete(await as(first), video)).statusCode).toBe(200);
    expect(await rewardsOf(first.id)).toEqual({ exp: 0, tickets: 0 });
    await complete(await as(second), book);
    t.clock.advance(DAY);
    // On the last day.
    await complete(await as(second), video);
    expect(await rewardsOf(second.id)).toEqual({ exp: 30, tickets: 2 });
    t.clock.advance(DAY);
    // After the end the assigned video no longer opens.
    expect((await complete(await as(first), video)).statusCode).toBe(404);

    const { assignment, record } = await progress({ ...room, headers: await signIn(t, room.teacher.email) }, aid);
    expect(assignment.status).toBe('ended');
    const states = Object.fromEntries(record.map((r: { stuid: number; state: string }) => [r.stuid, r.state]));
    expect(states).toEqual({ [first.id]: 'missed', [second.id]: 'complete', [room.students[2]!.id]: 'missed' });
    t.clock.advance(-3 * DAY);
  });

  it('marks work checked and unchecked, in bulk, and refuses students not assigned', async () => {
    const room = await classroom();
    const aid = await createAssignment(room, { stuids: [room.students[0]!.id, room.students[1]!.id] });
    const check = (stuids: number[], checked: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/course/asgmt/check/${room.course.id}/${aid}`,
        headers: room.headers,
        payload: { stuids, checked },
      });
    const both = [room.students[0]!.id, room.students[1]!.id];
    expect((await check(both, true)).statusCode).toBe(200);
    expect((await progress(room, aid)).record.map((r: { checked: boolean }) => r.checked)).toEqual([true, true]);
    expect((await check([both[0]!], false)).statusCode).toBe(200);
    const refused = await check([both[1]!, room.students[2]!.id], false);
    expect(refused.statusCode).toBe(404);
    const checked = (await progress(room, aid)).record.map((r: { stuid: number; checked: boolean }) => [
      r.stuid,
      r.checked,
    ]);
    expect(Object.fromEntries(checked)).toEqual({ [both[0]!]: false, [both[1]!]: true });
    const stored = await t.db
      .select()
      .from(assignments)
      .where(and(eq(assignments.id, aid), eq(assignments.institutionId, room.institution.id)));
    expect(stored).toHaveLength(1);
  });

  it('answers what another server process wrote since the last answer: events, and checks', async () => {
    const room = await classroom();
    const aid = await createAssignment(room);
    const [pupil] = room.students;
    const spentOf = async () =>
      (await progress(room, aid)).record.find((r: { stuid: number }) => r.stuid === pupil!.id).spent_s;
    expect(await spentOf()).toBe(0);
    // Written straight to the database, as a learner API in another process would.
    await t.db.insert(learningEvents).values({
      institutionId: room.institution.id,
      courseId: room.course.id,
      studentId: pupil!.id,
      resourceId: materials()[0]!,
      key: 'elsewhere-1',
      kind: 'read',
      occurredAt: t.clock(),
      durationS: 75,
      completed: false,
    });
    expect(await spentOf()).toBe(75);
    await t.db
      .update(assignmentStudents)
      .set({ checked: true })
      .where(and(eq(assignmentStudents.assignmentId, aid), eq(assignmentStudents.studentId, pupil!.id)));
    const record = (await progress(room, aid)).record;
    expect(record.find((r: { stuid: number }) => r.stuid === pupil!.id).checked).toBe(true);
  });
});
