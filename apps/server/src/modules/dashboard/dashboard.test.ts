import { BOOK_LEVELS, dashboardResponse, type ReportWindow } from '@lms/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeServices } from '../../composition.js';
import type { Db } from '../../db/client.js';
import {
  assignmentStudents,
  assignments,
  echoAnswers,
  enrolments,
  learningEvents,
  levelChanges,
  students,
} from '../../db/schema/index.js';
import { addDays, calendarDate } from '../../lib/clock.js';
import { createStaff } from '../../test/fixtures.js';
import { signIn, testContext, useTestApp } from '../../test/harness.js';
import { type FixtureCatalogue, loadFixtureCatalogue } from '../catalogue/catalogue.fixtures.js';
import { createQuiz } from '../echo/answers/answers.fixtures.js';
import { learnerSchool, signInStudent } from '../learner/learner.fixtures.js';

const t = useTestApp();
let catalogue: FixtureCatalogue;
beforeAll(async () => {
  catalogue = await loadFixtureCatalogue(t.db);
});

const day = (offset: number) => calendarDate(addDays(t.clock(), offset));
/** A moment `offset` days from now, at noon of that day. */
const noon = (offset: number) => {
  const moment = addDays(t.clock(), offset);
  moment.setHours(12, 0, 0, 0);
  return moment;
};

type School = Awaited<ReturnType<typeof learnerSchool>>;

/** Events as a learner app reports them, written straight to the table (the rollup covers every insert path). */
async function read(
  db: Db,
  school: School,
  studentId: number,
  events: { resource: string; offset: number; seconds: number; completed?: boolean }[],
) {
  await db.insert(learningEvents).values(
    events.map((event, i) => ({
      institutionId: school.institution.id,
      courseId: school.course.id,
      studentId,
      resourceId: catalogue.resourceId(event.resource),
      key: `${studentId}-${event.resource}-${event.offset}-${i}`,
      kind: event.resource === 'count-song' ? ('watch' as const) : ('read' as const),
      occurredAt: noon(event.offset),
      durationS: event.seconds,
      completed: event.completed ?? false,
    })),
  );
}

async function assignment(
  school: School,
  plan: { name: string; start: number; end: number; completed: number[]; missing: number[] },
) {
  const [row] = await t.db
    .insert(assignments)
    .values({
      institutionId: school.institution.id,
      courseId: school.course.id,
      name: plan.name,
      startDate: day(plan.start),
      endDate: day(plan.end),
      difficulty: 2,
      rewardExp: 10,
      rewardTickets: 1,
    })
    .returning();
  await t.db.insert(assignmentStudents).values([
    ...plan.completed.map((studentId) => ({
      assignmentId: row!.id,
      studentId,
      institutionId: school.institution.id,
      completedAt: noon(plan.start),
    })),
    ...plan.missing.map((studentId) => ({ assignmentId: row!.id, studentId, institutionId: school.institution.id })),
  ]);
  return row!.id;
}

/** A published weekly quiz opened `opensIn` days from today, with each student's scores (one per question). */
async function quiz(school: School, name: string, opensIn: number, scores: Map<number, (number | 'override')[]>) {
  const { quiz: row, questions } = await createQuiz(t.db, t.clock(), {
    institutionId: school.institution.id,
    courseId: school.course.id,
    createdBy: school.teacher.id,
    name,
    opensIn,
    closesIn: opensIn + 6,
  });
  for (const [studentId, list] of scores) {
    await t.db.insert(echoAnswers).values(
      list.map((score, i) => ({
        institutionId: school.institution.id,
        quizId: row.id,
        questionId: questions[i]!.id,
        studentId,
        recordingPath: `answers/${row.id}/${studentId}/${i}.ogg`,
        recordingBytes: 100,
        recordingType: 'audio/ogg',
        state: 'scored' as const,
        overall: score === 'override' ? 10 : score,
        overrideScore: score === 'override' ? 80 : null,
      })),
    );
  }
  return row.id;
}

/**
 * A class of four: Ann reads and watches today and her Echo Valley scores fall; Ben read two
 * days ago and missed the last two assignments; Cal last read 40 days ago; Dee never did
 * anything. Cal and Dee joined 60 days ago.
 */
async function world() {
  const school = await learnerSchool(t, catalogue, {
    open: ['zebra-days', 'count-song', 'apple-pie', 'moon-walk'],
    students: 4,
  });
  const [ann, ben, cal, dee] = school.students as [School['students'][number], ...School['students']];
  await t.db
    .update(enrolments)
    .set({ joinedAt: addDays(t.clock(), -60) })
    .where(eq(enrolments.courseId, school.course.id));
  await read(t.db, school, ann.id, [
    { resource: 'zebra-days', offset: 0, seconds: 600, completed: true },
    { resource: 'count-song', offset: 0, seconds: 300, completed: true },
    { resource: 'zebra-days', offset: -1, seconds: 150 },
  ]);
  await read(t.db, school, ben!.id, [{ resource: 'zebra-days', offset: -2, seconds: 120 }]);
  await read(t.db, school, cal!.id, [{ resource: 'apple-pie', offset: -40, seconds: 60, completed: true }]);

  const older = await assignment(school, {
    name: 'Week one',
    start: -20,
    end: -14,
    completed: [ann.id],
    missing: [ben!.id],
  });
  const recent = await assignment(school, {
    name: 'Week two',
    start: -10,
    end: -4,
    completed: [ann.id],
    missing: [ben!.id, cal!.id],
  });
  const ongoing = await assignment(school, {
    name: 'Week three',
    start: -1,
    end: 5,
    completed: [ann.id],
    missing: [ben!.id, dee!.id],
  });
  await assignment(school, { name: 'Next week', start: 3, end: 9, completed: [], missing: [ann.id] });

  const first = await quiz(
    school,
    'Echo one',
    -21,
    new Map([
      [ann.id, [90, 90]],
      [ben!.id, [50, 70]],
    ]),
  );
  const second = await quiz(school, 'Echo two', -14, new Map([[ann.id, [70, 'override']]]));
  const third = await quiz(school, 'Echo three', -7, new Map([[ann.id, [60, 60]]]));
  await createQuiz(t.db, t.clock(), {
    institutionId: school.institution.id,
    courseId: school.course.id,
    name: 'Draft',
    state: 'unpublished',
  });

  await t.db.update(students).set({ level: 'C' }).where(eq(students.id, ann.id));
  await t.db.update(students).set({ level: 'B' }).where(eq(students.id, ben!.id));
  await t.db.update(students).set({ level: 'A' }).where(eq(students.id, dee!.id));
  await t.db.insert(levelChanges).values([
    { institutionId: school.institution.id, studentId: ann.id, fromLevel: 'B', toLevel: 'C', source: 'check' },
    { institutionId: school.institution.id, studentId: ben!.id, fromLevel: 'C', toLevel: 'B', source: 'teacher' },
    { institutionId: school.institution.id, studentId: dee!.id, fromLevel: null, toLevel: 'A', source: 'placement' },
  ]);
  return {
    ...school,
    ann,
    ben: ben!,
    cal: cal!,
    dee: dee!,
    assignmentIds: { older, recent, ongoing },
    quizIds: { first, second, third },
    headers: await signIn(t, school.teacher.email),
  };
}

async function dashboard(courseId: number, headers: Record<string, string>, window?: ReportWindow | string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/dashboard/${courseId}${window ? `?window=${window}` : ''}`,
    headers,
  });
}

async function dashboardOf(courseId: number, headers: Record<string, string>, window?: ReportWindow) {
  const response = await dashboard(courseId, headers, window);
  expect(response.statusCode, response.body).toBe(200);
  return dashboardResponse.parse(response.json());
}

describe('the class dashboard', () => {
  it('over the last 30 days: every day, zeros where the class did nothing', async () => {
    const w = await world();
    const answer = await dashboardOf(w.course.id, w.headers, '30d');
    expect(answer.window).toBe('30d');
    const { minutes, completed, active_students } = answer.series;
    expect(minutes.map((point) => point.label)).toEqual(Array.from({ length: 30 }, (_, i) => day(i - 29)));
    expect(minutes.at(-1)).toEqual({ label: day(0), reading: 10, viewing: 5 });
    expect(minutes.at(-2)).toEqual({ label: day(-1), reading: 3, viewing: 0 });
    expect(minutes.at(-3)).toEqual({ label: day(-2), reading: 2, viewing: 0 });
    expect(minutes.slice(0, -3).every((point) => point.reading === 0 && point.viewing === 0)).toBe(true);
    expect(completed.at(-1)).toEqual({ label: day(0), books: 1, videos: 1 });
    expect(completed.slice(0, -1).every((point) => point.books === 0 && point.videos === 0)).toBe(true);
    expect(active_students.slice(-3).map((point) => point.students)).toEqual([1, 1, 1]);
    expect(active_students.slice(0, -3).every((point) => point.students === 0)).toBe(true);

    // Assignments started within the 30 days, by start date; the one not started yet is left out.
    expect(answer.series.assignments).toEqual([
      { label: 'Week one', id: w.assignmentIds.older, date: day(-20), complete: 1, incomplete: 0, missed: 1 },
      { label: 'Week two', id: w.assignmentIds.recent, date: day(-10), complete: 1, incomplete: 0, missed: 2 },
      { label: 'Week three', id: w.assignmentIds.ongoing, date: day(-1), complete: 1, incomplete: 2, missed: 0 },
    ]);
    // Per quiz the average of scored answers, the teacher's override first; the unpublished one is left out.
    expect(answer.series.echo_scores).toEqual([
      { label: 'Echo one', id: w.quizIds.first, date: day(-21), average: 75, students: 2 },
      { label: 'Echo two', id: w.quizIds.second, date: day(-14), average: 75, students: 1 },
      { label: 'Echo three', id: w.quizIds.third, date: day(-7), average: 60, students: 1 },
    ]);
  });

  it('over the last 6 and 30 records: days with learning, the latest assignments and quizzes', async () => {
    const w = await world();
    for (const window of ['last6', 'last30'] as const) {
      const answer = await dashboardOf(w.course.id, w.headers, window);
      expect(answer.window).toBe(window);
      expect(answer.series.minutes.map((point) => point.label)).toEqual([day(-40), day(-2), day(-1), day(0)]);
      expect(answer.series.minutes[0]).toEqual({ label: day(-40), reading: 1, viewing: 0 });
      expect(answer.series.completed[0]).toEqual({ label: day(-40), books: 1, videos: 0 });
      expect(answer.series.active_students.map((point) => point.students)).toEqual([1, 1, 1, 1]);
      expect(answer.series.assignments.map((point) => point.label)).toEqual(['Week one', 'Week two', 'Week three']);
      expect(answer.series.echo_scores.map((point) => point.label)).toEqual(['Echo one', 'Echo two', 'Echo three']);
    }
    // The default window is the last 6 records.
    expect((await dashboardOf(w.course.id, w.headers)).window).toBe('last6');
  });

  it('holds at most 6 records in last6', async () => {
    const w = await world();
    await read(
      t.db,
      w,
      w.dee.id,
      Array.from({ length: 8 }, (_, i) => ({ resource: 'moon-walk', offset: -3 - i, seconds: 60 })),
    );
    for (let i = 0; i < 5; i++) {
      await assignment(w, { name: `Extra ${i}`, start: -30 + i, end: -25 + i, completed: [], missing: [w.dee.id] });
    }
    const answer = await dashboardOf(w.course.id, w.headers, 'last6');
    expect(answer.series.minutes.map((point) => point.label)).toEqual([
      day(-5),
      day(-4),
      day(-3),
      day(-2),
      day(-1),
      day(0),
    ]);
    expect(answer.series.assignments.map((point) => point.label)).toEqual([
      'Extra 2',
      'Extra 3',
      'Extra 4',
      'Week one',
      'Week two',
      'Week three',
    ]);
    const wide = await dashboardOf(w.course.id, w.headers, 'last30');
    expect(wide.series.minutes).toHaveLength(12);
    expect(wide.series.assignments).toHaveLength(8);
  });

  it("shows the class's levels and how they moved within the window", async () => {
    const w = await world();
    const { levels } = (await dashboardOf(w.course.id, w.headers, '30d')).series;
    expect(levels.map((row) => row.level)).toEqual([...BOOK_LEVELS, null]);
    const at = (level: string | null) => levels.find((row) => row.level === level);
    expect(at('A')).toEqual({ level: 'A', students: 1, raised: 0, lowered: 0 });
    expect(at('B')).toEqual({ level: 'B', students: 1, raised: 0, lowered: 1 });
    expect(at('C')).toEqual({ level: 'C', students: 1, raised: 1, lowered: 0 });
    expect(at(null)).toEqual({ level: null, students: 1, raised: 0, lowered: 0 });
    expect(levels.reduce((sum, row) => sum + row.students, 0)).toBe(4);
  });

  it('counts the students the class report counts: a student made inactive is in neither', async () => {
    const w = await world();
    await t.db.update(students).set({ active: false }).where(eq(students.id, w.cal.id));
    const { levels } = (await dashboardOf(w.course.id, w.headers, '30d')).series;
    expect(levels.reduce((sum, row) => sum + row.students, 0)).toBe(3);
    const services = composeServices(testContext(t));
    const teacher = await services.sessions.resolve(w.headers.authorization!.replace('Bearer ', ''));
    if (teacher?.kind !== 'staff') throw new Error('the teacher is signed in');
    const room = await services.reportSources.classOf(teacher, w.course.id);
    expect(room.students.map((student) => student.stuid).sort()).toEqual([w.ann.id, w.ben.id, w.dee.id].sort());
  });

  it('lists popular books of the past 14 days and the open books few or none read', async () => {
    const w = await world();
    const answer = await dashboardOf(w.course.id, w.headers, 'last6');
    expect(answer.popular).toEqual([
      { resourceid: catalogue.resourceId('zebra-days'), resource_name: 'Zebra Days', readers: 2, minutes: 15 },
    ]);
    // Apple Pie was read 40 days ago only; videos are not books.
    expect(answer.overlooked).toEqual([
      { resourceid: catalogue.resourceId('apple-pie'), resource_name: 'apple Pie', readers: 0 },
      { resourceid: catalogue.resourceId('moon-walk'), resource_name: 'Moon Walk', readers: 0 },
    ]);
  });

  it('lists the students who need attention, with why', async () => {
    const w = await world();
    const answer = await dashboardOf(w.course.id, w.headers, 'last6');
    const byName = [w.ann, w.ben, w.cal, w.dee].sort((a, b) => a.username.localeCompare(b.username));
    const reasons = new Map([
      [w.ann.id, ['falling_echo']],
      [w.ben.id, ['missed_assignments']],
      [w.cal.id, ['inactive']],
      [w.dee.id, ['inactive']],
    ]);
    expect(answer.attention).toEqual(
      byName.map((student) => ({ stuid: student.id, username: student.username, reasons: reasons.get(student.id) })),
    );
  });

  it('follows new events, answers and overrides at once', async () => {
    const w = await world();
    const before = await dashboardOf(w.course.id, w.headers, '30d');
    const studentHeaders = await signInStudent(t, w.institution.schoolCode, w.dee.account);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/learner/events',
      headers: studentHeaders,
      payload: {
        key: 'dee-now',
        resourceid: catalogue.resourceId('moon-walk'),
        kind: 'read',
        started_at: t.clock().toISOString(),
        duration_s: 240,
        pages: 4,
        completed: true,
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const after = await dashboardOf(w.course.id, w.headers, '30d');
    expect(after.series.minutes.at(-1)).toEqual({
      label: day(0),
      reading: before.series.minutes.at(-1)!.reading + 4,
      viewing: 5,
    });
    expect(after.series.completed.at(-1)).toEqual({ label: day(0), books: 2, videos: 1 });
    expect(after.attention.find((row) => row.stuid === w.dee.id)).toBeUndefined();

    await t.db.update(echoAnswers).set({ overrideScore: 0 }).where(eq(echoAnswers.quizId, w.quizIds.third));
    const overruled = await dashboardOf(w.course.id, w.headers, '30d');
    expect(overruled.series.echo_scores.at(-1)).toMatchObject({ label: 'Echo three', average: 0 });
  });

  it('is empty but whole for a class with nothing yet', async () => {
    const school = await learnerSchool(t, catalogue, { open: [], students: 1 });
    const headers = await signIn(t, school.teacher.email);
    const answer = await dashboardOf(school.course.id, headers, 'last30');
    expect(answer.series).toEqual({
      minutes: [],
      completed: [],
      assignments: [],
      echo_scores: [],
      active_students: [],
      levels: [
        ...BOOK_LEVELS.map((level) => ({ level, students: 0, raised: 0, lowered: 0 })),
        { level: null, students: 1, raised: 0, lowered: 0 },
      ],
    });
    expect(answer).toMatchObject({ popular: [], overlooked: [], attention: [] });
    expect((await dashboardOf(school.course.id, headers, '30d')).series.minutes).toHaveLength(30);
  });
});

describe('who may read a dashboard', () => {
  it("is the class's teacher and the school's administrator; others do not find it", async () => {
    const w = await world();
    expect((await dashboard(w.course.id, await signIn(t, w.admin.email), '30d')).statusCode).toBe(200);
    const colleague = await createStaff(t.db, { institutionId: w.institution.id, role: 'teacher' });
    const refused = await dashboard(w.course.id, await signIn(t, colleague.email), '30d');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('common.not_found');
    const other = await learnerSchool(t, catalogue);
    expect((await dashboard(w.course.id, await signIn(t, other.admin.email), '30d')).statusCode).toBe(404);
    expect((await dashboard(w.course.id, await signIn(t, other.teacher.email), 'last6')).statusCode).toBe(404);
    const student = await signInStudent(t, w.institution.schoolCode, w.ann.account);
    expect((await dashboard(w.course.id, student, '30d')).statusCode).toBe(403);
    expect((await dashboard(w.course.id, {}, '30d')).statusCode).toBe(401);
  });

  it('reads an expired class', async () => {
    const school = await learnerSchool(t, catalogue, { expiresInDays: -10, students: 1 });
    await read(t.db, school, school.students[0]!.id, [{ resource: 'zebra-days', offset: -12, seconds: 120 }]);
    const answer = await dashboardOf(school.course.id, await signIn(t, school.teacher.email), 'last6');
    expect(answer.series.minutes).toEqual([{ label: day(-12), reading: 2, viewing: 0 }]);
  });

  it('refuses an unknown window', async () => {
    const school = await learnerSchool(t, catalogue);
    const response = await dashboard(school.course.id, await signIn(t, school.teacher.email), 'last7');
    expect(response.statusCode).toBe(400);
  });
});
