import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  assignmentMaterials,
  assignmentStudents,
  assignments,
  enrolments,
  learningEvents,
  students,
} from '../../db/schema/index.js';

export interface AssignmentFields {
  name: string;
  startDate: string;
  endDate: string;
  difficulty: number;
  rewardExp: number;
  rewardTickets: number;
}

/** The materials of an assignment in order, as an int array. */
const materialIds = sql<number[]>`coalesce((
  select array_agg(${assignmentMaterials.resourceId} order by ${assignmentMaterials.position})
  from ${assignmentMaterials}
  where ${assignmentMaterials.assignmentId} = ${assignments.id}
    and ${assignmentMaterials.institutionId} = ${assignments.institutionId}), '{}')`;

const summaryColumns = {
  id: assignments.id,
  courseId: assignments.courseId,
  name: assignments.name,
  startDate: assignments.startDate,
  endDate: assignments.endDate,
  difficulty: assignments.difficulty,
  rewardExp: assignments.rewardExp,
  rewardTickets: assignments.rewardTickets,
  auto: assignments.auto,
  resourceIds: materialIds,
  assigned: sql<number>`count(${assignmentStudents.studentId})`.mapWith(Number),
  completed: sql<number>`count(${assignmentStudents.completedAt})`.mapWith(Number),
};

function selectSummaries(db: Db, institutionId: number, courseId: number, assignmentId?: number) {
  return db
    .select(summaryColumns)
    .from(assignments)
    .leftJoin(
      assignmentStudents,
      and(
        eq(assignmentStudents.assignmentId, assignments.id),
        eq(assignmentStudents.institutionId, assignments.institutionId),
      ),
    )
    .where(
      and(
        eq(assignments.institutionId, institutionId),
        eq(assignments.courseId, courseId),
        assignmentId === undefined ? undefined : eq(assignments.id, assignmentId),
      ),
    )
    .groupBy(assignments.id);
}

/** A class's assignments, the latest start first. */
export function listAssignments(db: Db, institutionId: number, courseId: number) {
  return selectSummaries(db, institutionId, courseId).orderBy(desc(assignments.startDate), desc(assignments.id));
}

export async function findAssignment(db: Db, institutionId: number, courseId: number, assignmentId: number) {
  const [row] = await selectSummaries(db, institutionId, courseId, assignmentId);
  return row;
}

export type AssignmentRow = NonNullable<Awaited<ReturnType<typeof findAssignment>>>;

/** Which of `ids` are enrolled in the class. */
export async function enrolledStudentIds(db: Db, institutionId: number, courseId: number, ids: number[]) {
  const rows = await db
    .select({ id: enrolments.studentId })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.institutionId, institutionId),
        eq(enrolments.courseId, courseId),
        inArray(enrolments.studentId, ids),
      ),
    );
  return rows.map((row) => row.id);
}

export async function insertAssignment(
  db: Db,
  row: AssignmentFields & { institutionId: number; courseId: number; createdBy: number | null; auto?: boolean },
) {
  const [inserted] = await db.insert(assignments).values(row).returning({ id: assignments.id });
  return inserted!.id;
}

export async function updateAssignment(db: Db, institutionId: number, id: number, fields: AssignmentFields, at: Date) {
  await db
    .update(assignments)
    .set({ ...fields, updatedAt: at })
    .where(and(eq(assignments.institutionId, institutionId), eq(assignments.id, id)));
}

/** Replaces the materials (in order) and the students of an assignment that has not started. */
export async function replaceMembers(
  db: Db,
  institutionId: number,
  assignmentId: number,
  members: { resourceIds: number[]; studentIds: number[] },
) {
  const ofAssignment = <T extends typeof assignmentMaterials | typeof assignmentStudents>(table: T) =>
    and(eq(table.institutionId, institutionId), eq(table.assignmentId, assignmentId));
  await db.delete(assignmentMaterials).where(ofAssignment(assignmentMaterials));
  await db.delete(assignmentStudents).where(ofAssignment(assignmentStudents));
  await db
    .insert(assignmentMaterials)
    .values(members.resourceIds.map((resourceId, i) => ({ assignmentId, resourceId, institutionId, position: i + 1 })));
  await db
    .insert(assignmentStudents)
    .values(members.studentIds.map((studentId) => ({ assignmentId, studentId, institutionId })));
}

export async function deleteAssignment(db: Db, institutionId: number, assignmentId: number) {
  await db
    .delete(assignments)
    .where(and(eq(assignments.institutionId, institutionId), eq(assignments.id, assignmentId)));
}

/** Marks students' work checked or unchecked; answers how many of them are assigned. */
export async function setChecked(
  db: Db,
  institutionId: number,
  assignmentId: number,
  studentIds: number[],
  checked: boolean,
) {
  const rows = await db
    .update(assignmentStudents)
    .set({ checked })
    .where(
      and(
        eq(assignmentStudents.institutionId, institutionId),
        eq(assignmentStudents.assignmentId, assignmentId),
        inArray(assignmentStudents.studentId, studentIds),
      ),
    )
    .returning({ id: assignmentStudents.studentId });
  return rows.length;
}

/**
 * The assigned students with, per material they touched within the period, the time spent
 * and whether they completed it: one grouped query over the events by student and time.
 * A student with no event has one row with a null resource.
 */
export function progressRows(db: Db, institutionId: number, assignment: AssignmentRow) {
  return db
    .select({
      studentId: assignmentStudents.studentId,
      username: students.username,
      checked: assignmentStudents.checked,
      completedAt: assignmentStudents.completedAt,
      resourceId: learningEvents.resourceId,
      spentS: sql<number>`coalesce(sum(${learningEvents.durationS}), 0)`.mapWith(Number),
      completed: sql<boolean>`coalesce(bool_or(${learningEvents.completed}), false)`,
    })
    .from(assignmentStudents)
    .innerJoin(
      students,
      and(eq(students.id, assignmentStudents.studentId), eq(students.institutionId, assignmentStudents.institutionId)),
    )
    .leftJoin(
      learningEvents,
      and(
        eq(learningEvents.studentId, assignmentStudents.studentId),
        eq(learningEvents.institutionId, institutionId),
        inArray(learningEvents.resourceId, assignment.resourceIds),
        sql`${learningEvents.occurredAt} >= ${assignment.startDate}::date`,
        sql`${learningEvents.occurredAt} < ${assignment.endDate}::date + 1`,
      ),
    )
    .where(and(eq(assignmentStudents.institutionId, institutionId), eq(assignmentStudents.assignmentId, assignment.id)))
    .groupBy(
      assignmentStudents.studentId,
      students.username,
      assignmentStudents.checked,
      assignmentStudents.completedAt,
      learningEvents.resourceId,
    )
    .orderBy(asc(students.username), asc(assignmentStudents.studentId));
}

/** A student's assignments across their classes, the latest start first, with their own completion. */
export function listStudentAssignments(db: Db, institutionId: number, studentId: number) {
  return db
    .select({
      id: assignments.id,
      courseId: assignments.courseId,
      name: assignments.name,
      startDate: assignments.startDate,
      endDate: assignments.endDate,
      difficulty: assignments.difficulty,
      rewardExp: assignments.rewardExp,
      rewardTickets: assignments.rewardTickets,
      resourceIds: materialIds,
      completedAt: assignmentStudents.completedAt,
    })
    .from(assignmentStudents)
    .innerJoin(
      assignments,
      and(
        eq(assignments.id, assignmentStudents.assignmentId),
        eq(assignments.institutionId, assignmentStudents.institutionId),
      ),
    )
    .where(and(eq(assignmentStudents.institutionId, institutionId), eq(assignmentStudents.studentId, studentId)))
    .orderBy(desc(assignments.startDate), desc(assignments.id));
}
