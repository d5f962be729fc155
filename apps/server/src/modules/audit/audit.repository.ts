import type { AuditEntity } from '@lms/shared';
import { and, asc, count, desc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, courses, echoAnswers, echoQuizzes, internalStaff, students, users } from '../../db/schema/index.js';

/** What the log is filtered by; moments are the bounds of the days asked for, in the server's time zone. */
export interface AuditCriteria {
  institutionId: number;
  userId?: number | undefined;
  entity?: AuditEntity | undefined;
  action?: string | undefined;
  courseId?: number | undefined;
  since?: Date | undefined;
  before?: Date | undefined;
}

function conditions(criteria: AuditCriteria): SQL | undefined {
  return and(
    eq(auditLog.institutionId, criteria.institutionId),
    criteria.userId === undefined ? undefined : eq(auditLog.actorUserId, criteria.userId),
    criteria.entity === undefined ? undefined : eq(auditLog.entity, criteria.entity),
    criteria.action === undefined ? undefined : eq(auditLog.action, criteria.action),
    criteria.courseId === undefined ? undefined : eq(auditLog.courseId, criteria.courseId),
    criteria.since === undefined ? undefined : gte(auditLog.at, criteria.since),
    criteria.before === undefined ? undefined : lt(auditLog.at, criteria.before),
  );
}

/**
 * The changed object's name as it is now: a student's, a class's, a quiz's, a staff member's, or
 * the student of an answer. The school is named as a value, so that on a cluster the statement
 * stays on the school's shard.
 */
const entityName = (institutionId: number) => sql<string | null>`case ${auditLog.entity}
  when 'student' then (select ${students.username} from ${students}
    where ${students.id} = ${auditLog.entityId} and ${students.institutionId} = ${institutionId})
  when 'course' then (select ${courses.name} from ${courses}
    where ${courses.id} = ${auditLog.entityId} and ${courses.institutionId} = ${institutionId})
  when 'quiz' then (select ${echoQuizzes.name} from ${echoQuizzes}
    where ${echoQuizzes.id} = ${auditLog.entityId} and ${echoQuizzes.institutionId} = ${institutionId})
  when 'answer' then (select ${students.username} from ${echoAnswers}
    join ${students} on ${students.id} = ${echoAnswers.studentId} and ${students.institutionId} = ${institutionId}
    where ${echoAnswers.id} = ${auditLog.entityId} and ${echoAnswers.institutionId} = ${institutionId})
  when 'user' then (select staff.name from ${users} staff
    where staff.id = ${auditLog.entityId} and staff.institution_id = ${institutionId})
  end`;

/** One page of the institution's log, newest first, with who made each change and the names of what it changed. */
export function listEntries(db: Db, criteria: AuditCriteria, page: { offset: number; limit: number }) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      userId: auditLog.actorUserId,
      userName: users.name,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      entityName: entityName(criteria.institutionId),
      courseId: auditLog.courseId,
      courseName: courses.name,
      before: auditLog.before,
      after: auditLog.after,
      supportStaffName: internalStaff.name,
      supportReason: auditLog.supportReason,
    })
    .from(auditLog)
    .leftJoin(users, and(eq(users.id, auditLog.actorUserId), eq(users.institutionId, auditLog.institutionId)))
    .leftJoin(internalStaff, eq(internalStaff.id, auditLog.internalStaffId))
    .leftJoin(courses, and(eq(courses.id, auditLog.courseId), eq(courses.institutionId, auditLog.institutionId)))
    .where(conditions(criteria))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .offset(page.offset)
    .limit(page.limit);
}

export type AuditRow = Awaited<ReturnType<typeof listEntries>>[number];

export async function countEntries(db: Db, criteria: AuditCriteria): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(conditions(criteria));
  return row?.n ?? 0;
}

/** The staff members who appear in the institution's log, by name. */
export function listPeople(db: Db, institutionId: number) {
  return db
    .selectDistinct({ userId: users.id, name: users.name })
    .from(auditLog)
    .innerJoin(users, and(eq(users.id, auditLog.actorUserId), eq(users.institutionId, auditLog.institutionId)))
    .where(and(eq(auditLog.institutionId, institutionId), isNotNull(auditLog.actorUserId)))
    .orderBy(asc(users.name), asc(users.id));
}

/** The actions the institution's log holds. */
export async function listActions(db: Db, institutionId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.institutionId, institutionId))
    .orderBy(asc(auditLog.action));
  return rows.map((row) => row.action);
}
