import type { LearningKind, StudentAvatar } from '@lms/shared';
import { and, asc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hasRow } from '../../db/has-row.js';
import { preparedQuery } from '../../db/prepared.js';
import { resources } from '../catalogue/index.js';
import { learningEvents } from '../learning/index.js';
import { courseResourceFlags } from '../library/index.js';
import { courses, enrolments, students } from '../school/index.js';

const signInColumns = {
  id: students.id,
  institutionId: students.institutionId,
  username: students.username,
  avatar: students.avatar,
  active: students.active,
  passwordHash: students.passwordHash,
  picturePasswordHash: students.picturePasswordHash,
};

/** A student of the school by their account. */
export async function findStudentByAccount(db: Db, institutionId: number, account: string) {
  const [row] = await db
    .select(signInColumns)
    .from(students)
    .where(and(eq(students.institutionId, institutionId), eq(students.account, account)))
    .limit(1);
  return row;
}

/** A student of the school by their login number. */
export async function findStudentByPin(db: Db, institutionId: number, pin: string) {
  const [row] = await db
    .select(signInColumns)
    .from(students)
    .where(and(eq(students.institutionId, institutionId), eq(students.pin, pin)))
    .limit(1);
  return row;
}

export type SignInRow = NonNullable<Awaited<ReturnType<typeof findStudentByPin>>>;

/** Sets the student's avatar and answers the student as the app shows them. */
export async function setAvatar(db: Db, institutionId: number, studentId: number, avatar: StudentAvatar, at: Date) {
  const [row] = await db
    .update(students)
    .set({ avatar, updatedAt: at })
    .where(and(eq(students.institutionId, institutionId), eq(students.id, studentId)))
    .returning(signInColumns);
  return row;
}

export async function setPicturePassword(db: Db, institutionId: number, studentId: number, hash: string, at: Date) {
  await db
    .update(students)
    .set({ picturePasswordHash: hash, updatedAt: at })
    .where(and(eq(students.institutionId, institutionId), eq(students.id, studentId)));
}

export async function setPassword(db: Db, institutionId: number, studentId: number, hash: string, at: Date) {
  await db
    .update(students)
    .set({ passwordHash: hash, updatedAt: at })
    .where(and(eq(students.institutionId, institutionId), eq(students.id, studentId)));
}

/** The materials opened for the student in their classes that have not expired, each once, in library order. */
export function listOpenMaterials(db: Db, institutionId: number, studentId: number, today: string) {
  return db
    .selectDistinctOn([resources.id], {
      resourceId: resources.id,
      courseId: courses.id,
      type: resources.type,
      name: resources.name,
      level: resources.level,
      unit: resources.unit,
    })
    .from(enrolments)
    .innerJoin(
      courses,
      and(
        eq(courses.id, enrolments.courseId),
        eq(courses.institutionId, enrolments.institutionId),
        gte(courses.expiryDate, today),
      ),
    )
    .innerJoin(
      courseResourceFlags,
      and(
        eq(courseResourceFlags.courseId, enrolments.courseId),
        eq(courseResourceFlags.institutionId, enrolments.institutionId),
        eq(courseResourceFlags.open, true),
      ),
    )
    .innerJoin(resources, eq(resources.id, courseResourceFlags.resourceId))
    .where(and(eq(enrolments.institutionId, institutionId), eq(enrolments.studentId, studentId)))
    .orderBy(asc(resources.id), asc(courses.id));
}

export interface NewLearningEvent {
  institutionId: number;
  studentId: number;
  resourceId: number;
  key: string;
  kind: LearningKind;
  occurredAt: Date;
  durationS: number;
  pages: number;
  completed: boolean;
}

const param = (name: keyof NewLearningEvent | 'today') => sql.placeholder(name);

/** The values the route to a material is found by: placeholders of one event, or the columns of a group's row. */
interface RouteKeys {
  institutionId: SQL;
  studentId: SQL;
  resourceId: SQL;
  today: SQL;
}

/**
 * The material's route to the student, most specific first: an assignment of theirs whose
 * period includes today (the event counts for its class), or the material opened in one of
 * their classes that has not expired.
 */
const routeToMaterial = ({ institutionId, studentId, resourceId, today }: RouteKeys) => sql`(
  select a.course_id, 0 as preference
  from assignment_students s
  join assignments a on a.id = s.assignment_id and a.institution_id = s.institution_id
  join assignment_materials m on m.assignment_id = a.id and m.institution_id = a.institution_id
    and m.resource_id = ${resourceId}
  where s.institution_id = ${institutionId} and s.student_id = ${studentId}
    and a.start_date <= ${today} and a.end_date >= ${today}
  union all
  select e.course_id, 1
  from enrolments e
  join courses c on c.id = e.course_id and c.institution_id = e.institution_id and c.expiry_date >= ${today}
  join course_resource_flags f on f.course_id = e.course_id and f.institution_id = e.institution_id
    and f.resource_id = ${resourceId} and f.open
  where e.institution_id = ${institutionId} and e.student_id = ${studentId}
)`;

/**
 * Prepared, as the learner apps send events all day long and planning this statement costs
 * more than running it. The insert sits in a WITH so that it can be a prepared select.
 */
const insertVisibleEventQuery = preparedQuery((db) => {
  const route = routeToMaterial({
    institutionId: sql`${param('institutionId')}::int`,
    studentId: sql`${param('studentId')}::int`,
    resourceId: sql`${param('resourceId')}::int`,
    today: sql`${param('today')}::date`,
  });
  const stored = db.$with('stored', { id: sql<number>`id`.as('id') }).as(sql`
    insert into learning_events
      (institution_id, course_id, student_id, resource_id, key, kind, occurred_at, duration_s, pages, completed)
    select ${param('institutionId')}::int, route.course_id, ${param('studentId')}::int, ${param('resourceId')}::int,
      ${param('key')}::text, ${param('kind')}::text, ${param('occurredAt')}::timestamptz, ${param('durationS')}::int,
      ${param('pages')}::int, ${param('completed')}::boolean
    from ${route} route
    order by route.preference, route.course_id
    limit 1
    on conflict (student_id, key, institution_id) do nothing
    returning id`);
  return db.with(stored).select({ id: stored.id }).from(stored).prepare('insert_visible_event');
});

export async function insertVisibleEvent(db: Db, event: NewLearningEvent, today: string): Promise<boolean> {
  const stored = await insertVisibleEventQuery(db).execute({
    ...event,
    occurredAt: event.occurredAt.toISOString(),
    today,
  });
  return stored.length > 0;
}

/** One event of a group, with the day its route to the material is read on. */
export interface GroupedEvent extends NewLearningEvent {
  today: string;
}

/**
 * A group's events in one statement, each stored only when the student may open its material
 * (as insertVisibleEvent), so the rollup trigger sums the whole group in one upsert per row of
 * the rollup. The events travel as one JSON parameter, so the statement's text never varies
 * and stays prepared. Keys of one student must be distinct within a group. A group is one
 * school's: the school is a parameter of its own, so on a cluster the statement runs on that
 * school's shard; the routes are found first (a materialized step), because a cluster inserts
 * the result of a lateral join only that way.
 */
const insertEventGroupQuery = preparedQuery((db) => {
  const route = routeToMaterial({
    institutionId: sql`${sql.placeholder('institutionId')}::int`,
    studentId: sql`incoming.student_id`,
    resourceId: sql`incoming.resource_id`,
    today: sql`incoming.today`,
  });
  const stored = db
    .$with('stored', { studentId: sql<number>`student_id`.as('student_id'), key: sql<string>`key`.as('key') })
    .as(sql`
    insert into learning_events
      (institution_id, course_id, student_id, resource_id, key, kind, occurred_at, duration_s, pages, completed)
    with routed as materialized (
      select incoming.*, route.course_id
      from jsonb_to_recordset(${sql.placeholder('events')}::jsonb) as incoming(
        student_id int, resource_id int, key text, kind text, occurred_at timestamptz,
        duration_s int, pages int, completed boolean, today date)
      cross join lateral (
        select r.course_id from ${route} r order by r.preference, r.course_id limit 1
      ) route
    )
    select ${sql.placeholder('institutionId')}::int, course_id, student_id, resource_id, key, kind, occurred_at,
      duration_s, pages, completed
    from routed
    on conflict (student_id, key, institution_id) do nothing
    returning student_id, key`);
  return db
    .with(stored)
    .select({ studentId: stored.studentId, key: stored.key })
    .from(stored)
    .prepare('insert_event_group');
});

/**
 * Stores a group of one school's events; answers, for each, whether it was stored (as
 * insertVisibleEvent does for one).
 */
export async function insertEventGroup(db: Db, events: readonly GroupedEvent[]): Promise<boolean[]> {
  const institutionId = events[0]!.institutionId;
  if (events.some((event) => event.institutionId !== institutionId)) throw new Error('a group holds one school');
  const rows = events.map((event) => ({
    student_id: event.studentId,
    resource_id: event.resourceId,
    key: event.key,
    kind: event.kind,
    occurred_at: event.occurredAt.toISOString(),
    duration_s: event.durationS,
    pages: event.pages,
    completed: event.completed,
    today: event.today,
  }));
  const stored = await insertEventGroupQuery(db).execute({ institutionId, events: JSON.stringify(rows) });
  const storedKeys = new Set(stored.map((row) => `${row.studentId}\n${row.key}`));
  return events.map((event) => storedKeys.has(`${event.studentId}\n${event.key}`));
}

/** Whether the student already reported an event with this key. */
export async function hasEvent(db: Db, institutionId: number, studentId: number, key: string): Promise<boolean> {
  return hasRow(
    db,
    learningEvents,
    eq(learningEvents.institutionId, institutionId),
    eq(learningEvents.studentId, studentId),
    eq(learningEvents.key, key),
  );
}

/** The school's latest learning event (its id; null before the first), for what a kept answer about a class is current with. */
export const latestEventOf = (institutionId: SQL) =>
  sql<number>`(select max(${learningEvents.id}) from ${learningEvents} where ${learningEvents.institutionId} = ${institutionId})`;
