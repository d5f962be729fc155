import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  assignmentMaterials,
  assignmentStudents,
  assignments,
  courseResourceFlags,
  learningEvents,
  rewardLedger,
  students,
} from '../../db/schema/index.js';
import { addDays } from '../../lib/clock.js';
import { HOUR } from '../../test/clock.js';
import { createStudents, enrol } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { signInStudent } from '../learner/learner.fixtures.js';
import { assignmentKit } from './assignment.fixtures.js';

const t = useTestApp();
const { day, materials, classroom, gardenWeek, createAssignment, editAssignment, list, progress, complete, rewardsOf } =
  assignmentKit(t);

type Room = Awaited<ReturnType<typeof classroom>>;
type Student = Room['students'][number];

/** An assignment of the open book only, that ran from `start` to `end` days from today, stored as it was set then. */
async function earlierAssignment(room: Room, start: number, end: number, studentIds = room.students.map((s) => s.id)) {
  const book = materials()[0]!;
  const [row] = await t.db
    .insert(assignments)
    .values({
      institutionId: room.institution.id,
      courseId: room.course.id,
      name: 'Zebra week',
      startDate: day(start),
      endDate: day(end),
      difficulty: 2,
      rewardExp: 20,
      rewardTickets: 1,
    })
    .returning({ id: assignments.id });
  const aid = row!.id;
  const institutionId = room.institution.id;
  await t.db.insert(assignmentMaterials).values({ assignmentId: aid, resourceId: book, institutionId, position: 1 });
  await t.db
    .insert(assignmentStudents)
    .values(studentIds.map((studentId) => ({ assignmentId: aid, studentId, institutionId })));
  return aid;
}

/** The body that keeps the earlier assignment as it is, with `changes`. */
const zebraWeek = (room: Room, start: number, end: number, changes: Record<string, unknown> = {}) => ({
  name: 'Zebra week',
  start_date: day(start),
  end_date: day(end),
  difficulty: 2,
  reward_exp: 20,
  reward_tickets: 1,
  resourceids: [materials()[0]],
  stuids: room.students.map((s) => s.id),
  ...changes,
});

/** A completed reading of the open book by `student`, `daysAgo` days ago, as the learner app sent it then. */
async function readBook(room: Room, student: Student, daysAgo: number) {
  const occurredAt = addDays(t.clock(), -daysAgo);
  await t.db.insert(learningEvents).values({
    institutionId: room.institution.id,
    courseId: room.course.id,
    studentId: student.id,
    resourceId: materials()[0]!,
    key: `read-${student.id}-${daysAgo}`,
    kind: 'read',
    occurredAt,
    durationS: 200,
    completed: true,
  });
  return occurredAt;
}

const stateOf = async (room: Room, aid: number) => {
  const { record } = await progress(room, aid);
  return Object.fromEntries(record.map((r: { stuid: number; state: string }) => [r.stuid, r.state]));
};

const ledgerOf = (studentId: number) => t.db.select().from(rewardLedger).where(eq(rewardLedger.studentId, studentId));

describe('editing an assignment before it starts', () => {
  it('changes everything: name, period, difficulty, rewards, materials in order and students', async () => {
    const room = await classroom();
    const aid = await createAssignment(room, { start_date: day(2), end_date: day(5) });
    const [book, video] = materials() as [number, number];
    const response = await editAssignment(
      room,
      aid,
      gardenWeek(room, {
        name: 'Renamed',
        start_date: day(3),
        end_date: day(9),
        difficulty: 5,
        reward_exp: 70,
        resourceids: [video, book],
        stuids: [room.students[0]!.id],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'success', aid, opened: [] });
    expect((await list(room))[0]).toMatchObject({
      aid,
      name: 'Renamed',
      start_date: day(3),
      end_date: day(9),
      difficulty: 5,
      reward_exp: 70,
      reward_tickets: 3,
      resourceids: [video, book],
      assigned: 1,
      status: 'upcoming',
    });
  });

  it('refuses a start in the past, an end before the start and inactive students, changing nothing', async () => {
    const room = await classroom();
    const aid = await createAssignment(room, { start_date: day(2), end_date: day(5) });
    const [inactive] = await createStudents(t.db, { institutionId: room.institution.id, count: 1, active: false });
    await enrol(t.db, room.course, [inactive!]);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ start_date: day(-1) }, 400, 'assignment.dates_invalid'],
      [{ end_date: day(1) }, 400, 'assignment.dates_invalid'],
      [{ stuids: [inactive!.id] }, 400, 'assignment.students_inactive'],
      [{ stuids: [] }, 400, 'assignment.select_students_first'],
      [{ end_date: 'next week' }, 400, 'common.validation'],
    ];
    for (const [change, status, code] of cases) {
      const response = await editAssignment(
        room,
        aid,
        gardenWeek(room, { start_date: day(2), end_date: day(5), name: 'Changed', ...change }),
      );
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect((await list(room))[0]).toMatchObject({ name: 'Garden week', start_date: day(2), assigned: 3 });
    expect((await editAssignment(room, aid + 1000, gardenWeek(room))).statusCode).toBe(404);
  });
});

describe('editing an assignment that has started', () => {
  it('renames it, moves its end and gives it to more active students', async () => {
    const room = await classroom({ students: 4 });
    const [first, second, third, fourth] = room.students as [Student, Student, Student, Student];
    const aid = await createAssignment(room, { stuids: [first.id, second.id] });
    const response = await editAssignment(
      room,
      aid,
      gardenWeek(room, { name: 'Garden fortnight', end_date: day(13), stuids: [second.id, first.id, third.id] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await list(room))[0]).toMatchObject({
      aid,
      name: 'Garden fortnight',
      start_date: day(0),
      end_date: day(13),
      assigned: 3,
      status: 'ongoing',
    });
    // An earlier end, from today on, is a change of the end date too.
    const shortened = await editAssignment(
      room,
      aid,
      gardenWeek(room, { end_date: day(0), stuids: [first.id, second.id, third.id] }),
    );
    expect(shortened.statusCode, shortened.body).toBe(200);
    expect((await list(room))[0]).toMatchObject({ name: 'Garden week', end_date: day(0), assigned: 3 });

    // The fourth student left the school: not given new work.
    await t.db.update(students).set({ active: false }).where(eq(students.id, fourth.id));
    const refused = await editAssignment(room, aid, gardenWeek(room, { end_date: day(0) }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'assignment.students_inactive', details: { stuids: [fourth.id] } });
    expect((await list(room))[0].assigned).toBe(3);
  });

  it('keeps its start, difficulty, rewards, materials and students, saying which change is refused', async () => {
    const room = await classroom();
    const aid = await createAssignment(room);
    const [book, video] = materials() as [number, number];
    const cases: [Record<string, unknown>, string[]][] = [
      [{ start_date: day(1) }, ['start_date']],
      [{ difficulty: 4 }, ['difficulty', 'rewards']],
      [{ reward_exp: 31 }, ['rewards']],
      [{ resourceids: [video, book] }, ['materials']],
      [{ resourceids: [book] }, ['materials']],
      [{ stuids: [room.students[0]!.id] }, ['students_removed']],
    ];
    for (const [change, fixed] of cases) {
      const response = await editAssignment(room, aid, gardenWeek(room, { name: 'Changed', ...change }));
      expect(response.statusCode, JSON.stringify(change)).toBe(409);
      expect(response.json()).toMatchObject({ code: 'assignment.started', details: { fixed } });
    }
    expect((await list(room))[0]).toMatchObject({ name: 'Garden week', difficulty: 3, resourceids: [book, video] });
  });

  it('moves the end only to today or later, and renames an ended one keeping its end', async () => {
    const room = await classroom();
    const aid = await earlierAssignment(room, -8, -2);
    const back = await editAssignment(room, aid, zebraWeek(room, -8, -1));
    expect(back.statusCode).toBe(400);
    expect(back.json().code).toBe('assignment.dates_invalid');
    const renamed = await editAssignment(room, aid, zebraWeek(room, -8, -2, { name: 'Zebra week (last term)' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await list(room))[0]).toMatchObject({ name: 'Zebra week (last term)', end_date: day(-2), status: 'ended' });
  });
});

describe('completion and rewards when an assignment changes', () => {
  it('extending an ended assignment reopens it: missed becomes incomplete, work done late within the new period completes it and is credited once', async () => {
    const room = await classroom();
    const [early, late, idle] = room.students as [Student, Student, Student];
    const aid = await earlierAssignment(room, -8, -2);
    // Done within the period: complete when it happened, credited then.
    await readBook(room, early, 5);
    const student = await signInStudent(t, room.institution.schoolCode, early.account);
    await complete(student, materials()[0]!, addDays(t.clock(), -5), 'early-again');
    expect(await rewardsOf(early.id)).toEqual({ exp: 20, tickets: 1 });
    // Read the day after the end: it does not count, the work is missed.
    const lateRead = await readBook(room, late, 1);
    expect(await stateOf(room, aid)).toEqual({ [early.id]: 'complete', [late.id]: 'missed', [idle.id]: 'missed' });

    const extended = await editAssignment(room, aid, zebraWeek(room, -8, 3));
    expect(extended.statusCode, extended.body).toBe(200);
    expect(await stateOf(room, aid)).toEqual({
      [early.id]: 'complete',
      [late.id]: 'complete',
      [idle.id]: 'incomplete',
    });
    const { record, assignment } = await progress(room, aid);
    expect(assignment).toMatchObject({ status: 'ongoing', completed: 2 });
    // Complete at the moment the work was done, not at the moment of the edit.
    expect(record.find((r: { stuid: number }) => r.stuid === late.id).completed_at).toBe(lateRead.toISOString());
    expect(await rewardsOf(late.id)).toEqual({ exp: 20, tickets: 1 });
    // Rewards already credited stay as they were: credited once, never again.
    expect(await rewardsOf(early.id)).toEqual({ exp: 20, tickets: 1 });
    expect(await ledgerOf(early.id)).toHaveLength(1);

    // Editing again credits nothing more.
    await editAssignment(room, aid, zebraWeek(room, -8, 4, { name: 'Zebra week, extended' }));
    expect(await rewardsOf(late.id)).toEqual({ exp: 20, tickets: 1 });
    expect(await ledgerOf(late.id)).toHaveLength(1);
  });

  it('a student added to a running assignment who has done the work within its period is complete at once', async () => {
    const room = await classroom({ students: 2 });
    const [given, added] = room.students as [Student, Student];
    const aid = await earlierAssignment(room, -3, 3, [given.id]);
    await readBook(room, added, 2);
    // Before the period: does not count.
    const [newcomer] = await createStudents(t.db, { institutionId: room.institution.id, count: 1 });
    await enrol(t.db, room.course, [newcomer!]);
    await readBook(room, newcomer as Student, 4);

    const response = await editAssignment(
      room,
      aid,
      zebraWeek(room, -3, 3, { stuids: [given.id, added.id, newcomer!.id] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await stateOf(room, aid)).toEqual({
      [given.id]: 'incomplete',
      [added.id]: 'complete',
      [newcomer!.id]: 'incomplete',
    });
    expect(await rewardsOf(added.id)).toEqual({ exp: 20, tickets: 1 });
    expect(await rewardsOf(newcomer!.id)).toEqual({ exp: 0, tickets: 0 });
  });

  it('shortening keeps every completion already recorded', async () => {
    const room = await classroom();
    const [first] = room.students as [Student];
    const aid = await earlierAssignment(room, -3, 6);
    const student = await signInStudent(t, room.institution.schoolCode, first.account);
    await complete(student, materials()[0]!, new Date(t.clock().getTime() - 2 * HOUR));
    const response = await editAssignment(room, aid, zebraWeek(room, -3, 0));
    expect(response.statusCode, response.body).toBe(200);
    expect((await stateOf(room, aid))[first.id]).toBe('complete');
    expect(await rewardsOf(first.id)).toEqual({ exp: 20, tickets: 1 });
  });

  it('opens closed materials with the edit when asked, in the same transaction', async () => {
    const room = await classroom();
    const aid = await createAssignment(room, { start_date: day(1), end_date: day(3) });
    const [, video] = materials() as [number, number];
    const refused = await editAssignment(
      room,
      aid,
      gardenWeek(room, { start_date: day(-1), end_date: day(3), open_materials: true }),
    );
    expect(refused.statusCode).toBe(400);
    const openVideo = () =>
      t.db
        .select()
        .from(courseResourceFlags)
        .where(
          and(
            eq(courseResourceFlags.courseId, room.course.id),
            eq(courseResourceFlags.resourceId, video),
            eq(courseResourceFlags.open, true),
          ),
        );
    expect(await openVideo()).toEqual([]);
    const opened = await editAssignment(
      room,
      aid,
      gardenWeek(room, { start_date: day(1), end_date: day(3), open_materials: true }),
    );
    expect(opened.json().opened).toEqual([video]);
    expect(await openVideo()).toHaveLength(1);
    const stored = await t.db
      .select({ stuid: assignmentStudents.studentId })
      .from(assignmentStudents)
      .where(and(eq(assignmentStudents.assignmentId, aid), eq(assignmentStudents.institutionId, room.institution.id)));
    expect(stored).toHaveLength(3);
  });
});

describe('who may edit', () => {
  it('needs a staff token', async () => {
    const room = await classroom();
    const aid = await createAssignment(room);
    const student = await signInStudent(t, room.institution.schoolCode, room.students[0]!.account);
    const response = await editAssignment(room, aid, gardenWeek(room, { name: 'Mine now' }), student);
    expect(response.statusCode).toBe(403);
    expect((await list(room))[0].name).toBe('Garden week');
  });
});
