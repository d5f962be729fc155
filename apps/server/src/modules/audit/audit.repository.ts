import type { AuditEntity } from '@lms/shared';
import { and, asc, count, desc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, internalStaff, students, users } from '../school/index.js';
import { auditLog } from './audit.tables.js';

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
 * The name of a changed thing as it is now, for one kind of thing: a statement reading it by the
 * changed row's id in the school. The school is named as a value, so that on a cluster the
 * statement stays on the school's shard.
 */
export type SubjectName = (entityId: SQL, institutionId: number) => SQL<string | null>;

/** The names of the kinds of things the log records, each read by its own module's rows. */
export type SubjectNames = Partial<Record<AuditEntity, SubjectName>>;

/** The names this module reads itself, of the school's own rows: a student's, a class's, a staff member's. */
export const SCHOOL_NAMES: SubjectNames = {
  student: (entityId, institutionId) => sql`(select ${students.username} from ${students}
    where ${students.id} = ${entityId} and ${students.institutionId} = ${institutionId})`,
  course: (entityId, institutionId) => sql`(select ${courses.name} from ${courses}
    where ${courses.id} = ${entityId} and ${courses.institutionId} = ${institutionId})`,
  user: (entityId, institutionId) => sql`(select staff.name from ${users} staff
    where staff.id = ${entityId} and staff.institution_id = ${institutionId})`,
};

/** The changed thing's name as it is now, by its kind; null for a kind without a name. */
function entityName(institutionId: number, names: SubjectNames) {
  const entityId = sql`${auditLog.entityId}`;
  const cases = Object.entries(names).map(
    ([entity, name]) => sql`when ${entity} then ${name(entityId, institutionId)}`,
  );
  return sql<string | null>`case ${auditLog.entity} ${sql.join(cases, sql` `)} end`;
}

/** One page of the institution's log, newest first, with who made each change and the names of what it changed. */
export function listEntries(
  db: Db,
  names: SubjectNames,
  criteria: AuditCriteria,
  page: { offset: number; limit: number },
) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      userId: auditLog.actorUserId,
      userName: users.name,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      entityName: entityName(criteria.institutionId, names),
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
