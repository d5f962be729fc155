import type { Demo } from '@lms/demo';
import { DIFFICULTY_REWARDS, type Difficulty, type LearningKind } from '@lms/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  courseResourceFlags,
  courses,
  enrolments,
  institutions,
  learningEvents,
  parents,
  resources,
  students,
} from '../db/schema/index.js';
import { addDays, calendarDate } from '../lib/clock.js';
import { assignmentHistory } from '../modules/assignment/index.js';
import { enterParents } from '../modules/directory/index.js';
import { activeSeats, flaggedCourse } from './demo-classes.js';

/** How far back the demo's reading and viewing history goes. */
const HISTORY_DAYS = 60;

/** A stable number in [0, 1) from a few integers, so the demo is the same on every run. */
export function chance(...parts: number[]): number {
  let h = 2166136261;
  for (const part of parts) {
    h ^= part;
    h = Math.imul(h, 16777619) >>> 0;
  }
  return (h % 10_000) / 10_000;
}

interface ClassActivity {
  id: number;
  institutionId: number;
  startDate: string;
  expiryDate: string;
  materials: { id: number; type: 'book' | 'video' }[];
  students: number[];
}

type AttentionPlan = Demo['activity']['attention'];

/** What the attention plan makes of a student: the last day they learn (0: today), and whether they do assignments. */
function habitOf(course: ClassActivity, studentId: number, plan: AttentionPlan) {
  const fromEnd = course.students.length - course.students.indexOf(studentId);
  const planned = course.students.length >= plan.minimumClass;
  const quiet = planned ? plan.quiet.find((entry) => entry.fromEnd === fromEnd) : undefined;
  return { lastDay: quiet?.lastDay ?? 0, doesAssignments: !(planned && fromEnd === plan.skipperFromEnd) };
}

/** The materials students pick up on their own: all but the class's last few open books, when it has more than a few. */
function freelyRead(course: ClassActivity, plan: AttentionPlan): ClassActivity['materials'] {
  const books = course.materials.filter((material) => material.type === 'book');
  if (books.length <= plan.unreadBooks + 2) return course.materials;
  const unread = new Set(books.slice(-plan.unreadBooks).map((book) => book.id));
  return course.materials.filter((material) => !unread.has(material.id));
}

async function classesWithOpenMaterials(db: Db): Promise<ClassActivity[]> {
  const flags = await db
    .select({
      courseId: courseResourceFlags.courseId,
      institutionId: courseResourceFlags.institutionId,
      resourceId: resources.id,
      type: resources.type,
      startDate: courses.startDate,
      expiryDate: courses.expiryDate,
    })
    .from(courseResourceFlags)
    .innerJoin(resources, eq(resources.id, courseResourceFlags.resourceId))
    .innerJoin(courses, flaggedCourse)
    .where(eq(courseResourceFlags.open, true))
    .orderBy(asc(courseResourceFlags.courseId), asc(resources.id));
  const seats = await activeSeats(db);
  const byCourse = new Map<number, ClassActivity>();
  for (const flag of flags) {
    const entry = byCourse.get(flag.courseId) ?? {
      id: flag.courseId,
      institutionId: flag.institutionId,
      startDate: flag.startDate,
      expiryDate: flag.expiryDate,
      materials: [],
      students: [],
    };
    entry.materials.push({ id: flag.resourceId, type: flag.type });
    byCourse.set(flag.courseId, entry);
  }
  for (const seat of seats) byCourse.get(seat.courseId)?.students.push(seat.studentId);
  return [...byCourse.values()].filter((c) => c.materials.length >= 2 && c.students.length > 0);
}

type EventRow = typeof learningEvents.$inferInsert;

function learningEvent(
  course: ClassActivity,
  studentId: number,
  material: ClassActivity['materials'][number],
  occurredAt: Date,
  completed: boolean,
): EventRow {
  const kind: LearningKind =
    material.type === 'video' ? 'watch' : chance(studentId, material.id) < 0.3 ? 'listen' : 'read';
  return {
    institutionId: course.institutionId,
    courseId: course.id,
    studentId,
    resourceId: material.id,
    key: `demo-${course.id}-${studentId}-${material.id}-${occurredAt.getTime()}`,
    kind,
    occurredAt,
    durationS: 120 + Math.floor(chance(studentId, occurredAt.getTime() / 60_000) * 780),
    pages: material.type === 'book' ? 8 + Math.floor(chance(material.id, studentId) * 16) : 0,
    completed,
  };
}

/** A moment on a day relative to today: afternoons and evenings, when children read. */
function momentOn(now: Date, day: number, studentId: number): Date {
  const moment = addDays(now, day);
  moment.setHours(15 + Math.floor(chance(studentId, day) * 5), Math.floor(chance(day, studentId) * 60), 0, 0);
  return moment;
}

/** Free reading: on about one day in five, each student opens one of the materials read freely. */
function freeReading(course: ClassActivity, now: Date, today: string, plan: AttentionPlan): EventRow[] {
  const events: EventRow[] = [];
  const materials = freelyRead(course, plan);
  for (let day = -HISTORY_DAYS; day < 0; day++) {
    const date = calendarDate(addDays(now, day));
    if (date < course.startDate || date > course.expiryDate || date >= today) continue;
    for (const studentId of course.students) {
      if (chance(course.id, studentId, day) > 0.2 || day > habitOf(course, studentId, plan).lastDay) continue;
      const material = materials[Math.floor(chance(studentId, day, 7) * materials.length)]!;
      events.push(
        learningEvent(course, studentId, material, momentOn(now, day, studentId), chance(day, studentId, 3) < 0.7),
      );
    }
  }
  return events;
}

interface CheckedWork {
  institutionId: number;
  assignmentId: number;
  studentIds: number[];
}

/** An assignment as the completion rule reads it: its period, materials and students. */
interface PlannedAssignment {
  startDate: string;
  endDate: string;
  materialIds: number[];
  studentIds: number[];
}

/**
 * Each student's completing event per assignment: the moment the last material got its first
 * completed event within the period. Free reading may complete an assignment as well as the
 * planned work does, so this reads all the events rather than the plan.
 */
function completingEvents(events: EventRow[], planned: PlannedAssignment[]): EventRow[] {
  const completed = events.filter((event) => event.completed);
  const earlier = (a: EventRow, b: EventRow) => (a.occurredAt <= b.occurredAt ? a : b);
  return planned.flatMap((assignment) =>
    assignment.studentIds.flatMap((studentId) => {
      const inPeriod = completed.filter((event) => {
        const day = calendarDate(event.occurredAt);
        return event.studentId === studentId && day >= assignment.startDate && day <= assignment.endDate;
      });
      const firstPerMaterial = assignment.materialIds.map((materialId) =>
        inPeriod
          .filter((event) => event.resourceId === materialId)
          .reduce<EventRow | null>((first, event) => (first ? earlier(first, event) : event), null),
      );
      if (firstPerMaterial.includes(null)) return [];
      return [(firstPerMaterial as EventRow[]).reduce((last, event) => (earlier(last, event) === last ? event : last))];
    }),
  );
}

/** The class's assignments, with the events of the students who work on them and who will complete which. */
async function assignmentsOf(db: Db, course: ClassActivity, now: Date, activity: Demo['activity']) {
  const plans = activity.assignments;
  const events: EventRow[] = [];
  const planned: PlannedAssignment[] = [];
  const checks: CheckedWork[] = [];
  for (const [index, plan] of plans.entries()) {
    const startDate = calendarDate(addDays(now, plan.start));
    const endDate = calendarDate(addDays(now, plan.start + plan.days - 1));
    if (startDate < course.startDate || endDate > course.expiryDate) continue;
    const difficulty = ((index % 5) + 1) as Difficulty;
    const materials = [0, 1, 2]
      .slice(0, 2 + (index % 2))
      .map((offset) => course.materials[(index * 2 + offset) % course.materials.length]!)
      .filter((material, i, all) => all.findIndex((m) => m.id === material.id) === i);
    const assignmentId = await assignmentHistory.insertAssignment(db, {
      institutionId: course.institutionId,
      courseId: course.id,
      createdBy: null,
      auto: plan.auto ?? false,
      name: plan.name,
      startDate,
      endDate,
      difficulty,
      rewardExp: DIFFICULTY_REWARDS[difficulty].exp,
      rewardTickets: DIFFICULTY_REWARDS[difficulty].tickets,
    });
    await assignmentHistory.replaceMembers(db, course.institutionId, assignmentId, {
      resourceIds: materials.map((m) => m.id),
      studentIds: course.students,
    });
    planned.push({ startDate, endDate, materialIds: materials.map((m) => m.id), studentIds: course.students });

    // Work happens on the days of the period that have passed.
    const lastDay = Math.min(plan.start + plan.days - 1, -1);
    if (lastDay < plan.start) continue;
    const completers: number[] = [];
    for (const studentId of course.students) {
      const habit = habitOf(course, studentId, activity.attention);
      if (!habit.doesAssignments) continue;
      const effort = chance(course.id, studentId, index, 11);
      const finishes = effort < (plan.start + plan.days - 1 < 0 ? 0.7 : 0.4);
      const done = finishes ? materials : effort < 0.85 ? materials.slice(0, 1) : [];
      const worked = done.filter((_, i) => Math.min(plan.start + i, lastDay) <= habit.lastDay);
      for (const [i, material] of worked.entries()) {
        const day = Math.min(plan.start + i, lastDay);
        events.push(learningEvent(course, studentId, material, momentOn(now, day, studentId + i), true));
      }
      if (finishes && worked.length > 0 && worked.length === done.length) completers.push(studentId);
    }
    // Teachers have checked the work of the older assignments.
    if (plan.start <= -28 && completers.length > 0) {
      checks.push({ institutionId: course.institutionId, assignmentId, studentIds: completers });
    }
  }
  return { events, planned, checks };
}

/**
 * The students of a class with history joined it when that history begins (60 days ago, or
 * the class's start if later), not when the demo was loaded: so a student whose learning
 * stopped a week ago has been in the class long enough to be missed.
 */
async function joinAtHistoryStart(db: Db, course: ClassActivity, now: Date): Promise<void> {
  const historyStart = addDays(now, -HISTORY_DAYS);
  const classStart = new Date(`${course.startDate}T00:00:00`);
  await db
    .update(enrolments)
    .set({ joinedAt: classStart > historyStart ? classStart : historyStart })
    .where(eq(enrolments.courseId, course.id));
}

/** The demo parent: a parent sign-in for two children of Demo School's first class. */
async function seedDemoParent(
  db: Db,
  classes: ClassActivity[],
  passwordHash: string,
  parent: Demo['activity']['parent'],
): Promise<void> {
  const [school] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(eq(institutions.schoolCode, 'DEMO'));
  const course = classes.find((c) => c.institutionId === school!.id)!;
  for (const studentId of course.students.slice(0, parent.children)) {
    await db.update(students).set({ parentAccount: parent.email }).where(eq(students.id, studentId));
  }
  await db.insert(parents).values({ institutionId: school!.id, email: parent.email, passwordHash });
  await enterParents(db, school!.id, [parent.email]);
}

/**
 * Sixty days of reading and viewing in every class with open materials, assignments in every
 * state, students who need attention and books nobody picked up (see the attention plan), and
 * the rewards of those completed: credited by the same completion statement as a
 * live event, so the ledger and the students' totals agree. Runs after the demo library.
 */
export async function seedDemoActivity(
  db: Db,
  now: Date,
  parentPasswordHash: string,
  activity: Demo['activity'],
): Promise<void> {
  const today = calendarDate(now);
  const classes = await classesWithOpenMaterials(db);
  const events: EventRow[] = [];
  const planned: PlannedAssignment[] = [];
  const checks: CheckedWork[] = [];
  for (const course of classes) {
    await joinAtHistoryStart(db, course, now);
    events.push(...freeReading(course, now, today, activity.attention));
    const work = await assignmentsOf(db, course, now, activity);
    events.push(...work.events);
    planned.push(...work.planned);
    checks.push(...work.checks);
  }
  for (let i = 0; i < events.length; i += 1000) {
    await db
      .insert(learningEvents)
      .values(events.slice(i, i + 1000))
      .onConflictDoNothing();
  }
  for (const last of completingEvents(events, planned)) {
    const { institutionId, studentId, resourceId, occurredAt } = last;
    await assignmentHistory.completeAssignments(
      db,
      { institutionId, studentId, resourceId, occurredAt },
      new Date(occurredAt.getTime() + last.durationS * 1000),
    );
  }
  for (const check of checks) {
    await assignmentHistory.setChecked(db, check.institutionId, check.assignmentId, check.studentIds, true);
  }
  await seedDemoParent(db, classes, parentPasswordHash, activity.parent);
}
