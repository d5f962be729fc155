import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../audit/index.js';
import { courses, users } from '../school/index.js';

/** A staff member of the institution, with what decides whether they may be handed classes. */
export async function findStaffMember(db: Db, institutionId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(and(eq(users.institutionId, institutionId), eq(users.id, userId)))
    .limit(1);
  return row;
}

/**
 * Gives the classes to the teacher `to`, each only if it is still `from`'s (a concurrent change
 * wins once); answers the classes that changed hands.
 */
export async function reassignCourses(
  db: Db,
  institutionId: number,
  change: { from: number; to: number; courseIds?: number[] },
): Promise<number[]> {
  const changed = await db
    .update(courses)
    .set({ teacherId: change.to })
    .where(
      and(
        eq(courses.institutionId, institutionId),
        eq(courses.teacherId, change.from),
        change.courseIds ? inArray(courses.id, change.courseIds) : undefined,
      ),
    )
    .returning({ id: courses.id });
  return changed.map((row) => row.id);
}

/**
 * One audit row per class that changed teacher, in the caller's transaction: the teachers by
 * name, as a change of teacher made in the class's own form records them.
 */
export async function auditTeacherChanges(
  db: Db,
  actor: AuditActor,
  change: { from: number; to: number; courseIds: number[] },
  at: Date,
): Promise<void> {
  const named = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.institutionId, actor.institutionId), inArray(users.id, [change.from, change.to])));
  const nameOf = (id: number) => named.find((row) => row.id === id)?.name ?? null;
  await recordAudit(
    db,
    actor,
    change.courseIds.map((courseId) => ({
      action: 'course.teacher_change',
      entity: 'course',
      entityId: courseId,
      courseId,
      before: { teacher: nameOf(change.from) },
      after: { teacher: nameOf(change.to) },
    })),
    at,
  );
}
