import type { LearningKind, StudentAvatar } from '@lms/shared';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import {
  courseResourceFlags,
  courses,
  enrolments,
  institutions,
  learningEvents,
  resources,
  students,
} from '../../db/schema/index.js';

const signInColumns = {
  id: students.id,
  institutionId: students.institutionId,
  username: students.username,
  avatar: students.avatar,
  active: students.active,
  passwordHash: students.passwordHash,
  picturePasswordHash: students.picturePasswordHash,
};

/** A student by their school's code and their account. */
export async function findStudentByAccount(db: Db, schoolCode: string, account: string) {
  const [row] = await db
    .select(signInColumns)
    .from(students)
    .innerJoin(institutions, eq(institutions.id, students.institutionId))
    .where(and(eq(institutions.schoolCode, schoolCode), eq(students.account, account)))
    .limit(1);
  return row;
}

/** A student by their school's code and their login number (which is unique across all schools). */
export async function findStudentByPin(db: Db, schoolCode: string, pin: string) {
  const [row] = await db
    .select(signInColumns)
    .from(students)
    .innerJoin(institutions, eq(institutions.id, students.institutionId))
    .where(and(eq(institutions.schoolCode, schoolCode), eq(students.pin, pin)))
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

/**
 * The material's route to the student, most specific first: an assignment of theirs whose
 * period includes today (the event counts for its class), or the material opened in one of
 * their classes that has not expired.
 */
const routeToMaterial = sql`(
  select a.course_id, 0 as preference
  from assignment_students s
  join assignments a on a.id = s.assignment_id and a.institution_id = s.institution_id
  join assignment_materials m on m.assignment_id = a.id and m.resource_id = ${param('resourceId')}
  where s.institution_id = ${param('institutionId')} and s.student_id = ${param('studentId')}
    and a.start_date <= ${param('today')}::date and a.end_date >= ${param('today')}::date
  union all
  select e.course_id, 1
  from enrolments e
  join courses c on c.id = e.course_id and c.institution_id = e.institution_id and c.expiry_date >= ${param('today')}::date
  join course_resource_flags f on f.course_id = e.course_id and f.institution_id = e.institution_id
    and f.resource_id = ${param('resourceId')} and f.open
  where e.institution_id = ${param('institutionId')} and e.student_id = ${param('studentId')}
) route`;

/**
 * Prepared, as the learner apps send events all day long and planning this statement costs
 * more than running it. The insert sits in a WITH so that it can be a prepared select.
 */
const insertVisibleEventQuery = preparedQuery((db) => {
  const stored = db.$with('stored', { id: sql<number>`id`.as('id') }).as(sql`
    insert into learning_events
      (institution_id, course_id, student_id, resource_id, key, kind, occurred_at, duration_s, pages, completed)
    select ${param('institutionId')}::int, route.course_id, ${param('studentId')}::int, ${param('resourceId')}::int,
      ${param('key')}::text, ${param('kind')}::text, ${param('occurredAt')}::timestamptz, ${param('durationS')}::int,
      ${param('pages')}::int, ${param('completed')}::boolean
    from ${routeToMaterial}
    order by route.preference, route.course_id
    limit 1
    on conflict (student_id, key) do nothing
    returning id`);
  return db.with(stored).select({ id: stored.id }).from(stored).prepare('insert_visible_event');
});

/**
 * Records an event in one statement when the student may open the material (see
 * routeToMaterial). Answers whether it was stored: not when the material is not theirs to
 * open or the key was already counted.
 */
export async function insertVisibleEvent(db: Db, event: NewLearningEvent, today: string): Promise<boolean> {
  const stored = await insertVisibleEventQuery(db).execute({
    ...event,
    occurredAt: event.occurredAt.toISOString(),
    today,
  });
  return stored.length > 0;
}

/** Whether the student already reported an event with this key. */
export async function hasEvent(db: Db, institutionId: number, studentId: number, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: learningEvents.id })
    .from(learningEvents)
    .where(
      and(
        eq(learningEvents.institutionId, institutionId),
        eq(learningEvents.studentId, studentId),
        eq(learningEvents.key, key),
      ),
    )
    .limit(1);
  return row !== undefined;
}
