import { and, asc, eq, exists, gte, isNotNull, lte, notExists, type SQL, sql } from 'drizzle-orm';
import { acrossSchools } from '../../db/across-schools.js';
import type { Db } from '../../db/client.js';
import { hasRow } from '../../db/has-row.js';
import { resources } from '../catalogue/index.js';
import { collectionItems } from '../collection/index.js';
import { enrolledStudent, seatsOf } from '../course/index.js';
import { learningEvents } from '../learning/index.js';
import type { LibraryRef } from '../library/index.js';
import { courseResourceFlags } from '../library/index.js';
import { courses, enrolments, students, users } from '../school/index.js';
import { assignmentMaterials, assignments } from './assignment.tables.js';

/** Turns the switch on (keeping when it was first turned on, if it already is) or off. */
export async function setAutoAssign(db: Db, institutionId: number, courseId: number, enabled: boolean, now: Date) {
  await db
    .update(courses)
    .set({ autoAssignSince: enabled ? sql`coalesce(${courses.autoAssignSince}, ${now})` : null })
    .where(and(eq(courses.institutionId, institutionId), eq(courses.id, courseId)));
}

/**
 * Every class of every school with the switch on that has not expired, with its teacher's
 * language. With `missed` (a weekly run the server did not make), only the classes switched
 * on by then that still lack that week's work. The one query of the job that spans
 * institutions, across shards on purpose: each class's own work below is filtered by its
 * institution again.
 */
export function listAutoAssignCourses(db: Db, today: string, missed?: { onBy: Date; weekStart: string }) {
  return acrossSchools(db, (tx) => classesToAssign(tx, today, missed));
}

function classesToAssign(db: Db, today: string, missed?: { onBy: Date; weekStart: string }) {
  return db
    .select({
      id: courses.id,
      institutionId: courses.institutionId,
      level: courses.level,
      expiryDate: courses.expiryDate,
      teacherLanguage: users.language,
    })
    .from(courses)
    .innerJoin(users, and(eq(users.id, courses.teacherId), eq(users.institutionId, courses.institutionId)))
    .where(
      and(
        missed ? lte(courses.autoAssignSince, missed.onBy) : isNotNull(courses.autoAssignSince),
        gte(courses.expiryDate, today),
        missed
          ? notExists(
              db
                .select({ one: sql`1` })
                .from(assignments)
                .where(
                  and(
                    eq(assignments.institutionId, courses.institutionId),
                    eq(assignments.courseId, courses.id),
                    eq(assignments.startDate, missed.weekStart),
                    eq(assignments.auto, true),
                  ),
                ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(courses.id));
}

export type AutoAssignCourse = Awaited<ReturnType<typeof listAutoAssignCourses>>[number];

/**
 * Locks the class's row until the transaction ends, so two runs for one class (a retry
 * overlapping a slow run, two servers) go one after the other; answers whether the switch
 * is still on.
 */
export async function lockAutoAssignCourse(db: Db, institutionId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ since: courses.autoAssignSince })
    .from(courses)
    .where(and(eq(courses.institutionId, institutionId), eq(courses.id, courseId)))
    .for('update');
  return row?.since != null;
}

export async function hasAutoAssignment(db: Db, institutionId: number, courseId: number, startDate: string) {
  return hasRow(
    db,
    assignments,
    eq(assignments.institutionId, institutionId),
    eq(assignments.courseId, courseId),
    eq(assignments.startDate, startDate),
    eq(assignments.auto, true),
  );
}

/** Enrolments in the class of students who are active: inactive ones cannot sign in to do the work. */
const activeInClass = (institutionId: number, courseId: number) =>
  and(seatsOf(institutionId, courseId), eq(students.active, true));

/** The class's students who are active. */
export async function activeStudentIds(db: Db, institutionId: number, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ id: enrolments.studentId })
    .from(enrolments)
    .innerJoin(students, enrolledStudent(institutionId))
    .where(activeInClass(institutionId, courseId))
    .orderBy(asc(enrolments.studentId));
  return rows.map((row) => row.id);
}

/**
 * The next `limit` materials of the class's library, in library order, that are open to its
 * students, at its level (books whose level is the class's; a class without a level takes
 * books and videos alike), in no assignment of the class yet, and not completed already by
 * every active student of the class.
 */
export async function nextMaterialIds(
  db: Db,
  course: { institutionId: number; id: number; level: string | null },
  library: LibraryRef,
  limit: number,
): Promise<number[]> {
  const { institutionId, id: courseId } = course;
  const one = { one: sql`1` };
  const openInClass = exists(
    db
      .select(one)
      .from(courseResourceFlags)
      .where(
        and(
          eq(courseResourceFlags.institutionId, institutionId),
          eq(courseResourceFlags.courseId, courseId),
          eq(courseResourceFlags.resourceId, resources.id),
          eq(courseResourceFlags.open, true),
        ),
      ),
  );
  const notAssignedInClass = notExists(
    db
      .select(one)
      .from(assignmentMaterials)
      .innerJoin(
        assignments,
        and(
          eq(assignments.id, assignmentMaterials.assignmentId),
          eq(assignments.institutionId, assignmentMaterials.institutionId),
        ),
      )
      .where(
        and(
          eq(assignments.institutionId, institutionId),
          eq(assignments.courseId, courseId),
          eq(assignmentMaterials.resourceId, resources.id),
        ),
      ),
  );
  const someoneStillToComplete = exists(
    db
      .select(one)
      .from(enrolments)
      .innerJoin(students, enrolledStudent(institutionId))
      .where(
        and(
          activeInClass(institutionId, courseId),
          notExists(
            db
              .select(one)
              .from(learningEvents)
              .where(
                and(
                  eq(learningEvents.institutionId, institutionId),
                  eq(learningEvents.studentId, enrolments.studentId),
                  eq(learningEvents.resourceId, resources.id),
                  eq(learningEvents.completed, true),
                ),
              ),
          ),
        ),
      ),
  );
  const level = course.level?.trim();
  const conditions: (SQL | undefined)[] = [
    openInClass,
    notAssignedInClass,
    someoneStillToComplete,
    level ? sql`lower(${resources.level}) = lower(${level})` : undefined,
  ];

  const rows =
    library.kind === 'package'
      ? await db
          .select({ id: resources.id })
          .from(resources)
          .where(and(eq(resources.packageId, library.id), ...conditions))
          .orderBy(asc(resources.position), asc(resources.id))
          .limit(limit)
      : await db
          .select({ id: resources.id })
          .from(collectionItems)
          .innerJoin(resources, eq(resources.id, collectionItems.resourceId))
          .where(
            and(
              eq(collectionItems.institutionId, institutionId),
              eq(collectionItems.collectionId, library.id),
              ...conditions,
            ),
          )
          .orderBy(asc(collectionItems.sequence))
          .limit(limit);
  return rows.map((row) => row.id);
}
