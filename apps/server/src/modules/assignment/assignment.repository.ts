import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { resources } from '../catalogue/index.js';
import { enrolledStudent, seatsOf } from '../course/index.js';
import { enrolments, students } from '../school/index.js';
import type { AssignmentFields } from './assignment.rules.js';
import { assignmentMaterials, assignmentStudents, assignments, rewardLedger } from './assignment.tables.js';

/**
 * The materials of an assignment in order, as an int array. The school is named as a value, not
 * only through the outer row, so that on a cluster the whole statement stays on the school's shard.
 */
const materialIds = (institutionId: number) => sql<number[]>`coalesce((
  select array_agg(${assignmentMaterials.resourceId} order by ${assignmentMaterials.position})
  from ${assignmentMaterials}
  where ${assignmentMaterials.institutionId} = ${institutionId}
    and ${assignmentMaterials.assignmentId} = ${assignments.id}), '{}')`;

/** An assignment, its class and what a teacher sets of it (`AssignmentFields`). */
const fieldColumns = {
  id: assignments.id,
  courseId: assignments.courseId,
  name: assignments.name,
  startDate: assignments.startDate,
  endDate: assignments.endDate,
  difficulty: assignments.difficulty,
  rewardExp: assignments.rewardExp,
  rewardTickets: assignments.rewardTickets,
};

const summaryColumns = (institutionId: number) => ({
  ...fieldColumns,
  auto: assignments.auto,
  resourceIds: materialIds(institutionId),
  assigned: sql<number>`count(${assignmentStudents.studentId})`.mapWith(Number),
  completed: sql<number>`count(${assignmentStudents.completedAt})`.mapWith(Number),
});

function selectSummaries(db: Db, institutionId: number, courseId: number, assignmentId?: number) {
  return db
    .select(summaryColumns(institutionId))
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
    .groupBy(assignments.id, assignments.institutionId);
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

/** Which of `ids` are enrolled in the class, and whether each is active. */
export function classMembers(db: Db, institutionId: number, courseId: number, ids: number[]) {
  return db
    .select({ id: enrolments.studentId, active: students.active })
    .from(enrolments)
    .innerJoin(students, enrolledStudent(institutionId))
    .where(and(seatsOf(institutionId, courseId), inArray(enrolments.studentId, ids)));
}

/** Locks the assignment's row until the transaction ends, so two edits of one assignment go one after the other. */
export async function lockAssignment(db: Db, institutionId: number, assignmentId: number) {
  await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.institutionId, institutionId), eq(assignments.id, assignmentId)))
    .for('update');
}

/** The students an assignment is given to. */
export async function memberIds(db: Db, institutionId: number, assignmentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: assignmentStudents.studentId })
    .from(assignmentStudents)
    .where(and(eq(assignmentStudents.institutionId, institutionId), eq(assignmentStudents.assignmentId, assignmentId)))
    .orderBy(asc(assignmentStudents.studentId));
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

/** Gives a started assignment to more students; its materials and the others stay as they are. */
export async function addMembers(db: Db, institutionId: number, assignmentId: number, studentIds: number[]) {
  if (studentIds.length === 0) return;
  await db
    .insert(assignmentStudents)
    .values(studentIds.map((studentId) => ({ assignmentId, studentId, institutionId })));
}

/** Deletes an assignment; a reward it gave stays in the student's ledger, no longer pointing at it. */
export async function deleteAssignment(db: Db, institutionId: number, assignmentId: number) {
  await db.transaction(async (tx) => {
    await tx
      .update(rewardLedger)
      .set({ assignmentId: null })
      .where(and(eq(rewardLedger.institutionId, institutionId), eq(rewardLedger.assignmentId, assignmentId)));
    await tx
      .delete(assignments)
      .where(and(eq(assignments.institutionId, institutionId), eq(assignments.id, assignmentId)));
  });
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
 * The check page's students as the text of a JSON array (StudentProgress), built by
 * PostgreSQL in one statement: time and completion per material from the events within the
 * period, materials in the assignment's order, students by name. The state follows
 * `assignmentState`: complete once completed_at is set, missed after the end date.
 */
export async function progressJson(
  db: Db,
  institutionId: number,
  assignment: Pick<AssignmentRow, 'id' | 'startDate' | 'endDate'>,
  today: string,
): Promise<string> {
  const result = await db.execute(sql`
    with members as (
      select s.student_id, s.checked, s.completed_at, st.username
      from assignment_students s
      join students st on st.id = s.student_id
      where s.institution_id = ${institutionId} and s.assignment_id = ${assignment.id}
        and st.institution_id = ${institutionId}
    ),
    materials as (
      select resource_id, position from assignment_materials
      where institution_id = ${institutionId} and assignment_id = ${assignment.id}
    ),
    spent as (
      select e.student_id, e.resource_id, sum(e.duration_s) as spent_s, bool_or(e.completed) as completed
      from learning_events e
      where e.institution_id = ${institutionId}
        and e.student_id in (select student_id from members)
        and e.resource_id in (select resource_id from materials)
        and e.occurred_at >= ${assignment.startDate}::date and e.occurred_at < ${assignment.endDate}::date + 1
      group by e.student_id, e.resource_id
    ),
    progress as (
      select members.student_id, members.username, members.checked, members.completed_at,
        coalesce(sum(spent.spent_s), 0) as spent_s,
        json_agg(json_build_object('resourceid', materials.resource_id, 'spent_s', coalesce(spent.spent_s, 0),
          'completed', coalesce(spent.completed, false)) order by materials.position) as materials
      from members
      cross join materials
      left join spent on spent.student_id = members.student_id and spent.resource_id = materials.resource_id
      group by members.student_id, members.username, members.checked, members.completed_at
    )
    select coalesce(json_agg(json_build_object(
      'stuid', student_id, 'username', username,
      'state', case when completed_at is not null then 'complete'
        when ${today}::date > ${assignment.endDate}::date then 'missed' else 'incomplete' end,
      'checked', checked, 'spent_s', spent_s,
      'completed_at', to_char(completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'materials', materials) order by username collate "und-x-icu", student_id), '[]')::text as json
    from progress`);
  // Both drivers (node-postgres and PGlite) answer raw statements with a `rows` array.
  const [row] = (result as unknown as { rows: { json: string }[] }).rows;
  return row?.json ?? '[]';
}

/** The catalogue's names of an assignment's materials (the catalogue is shared by every school; the ids are the caller's assignment's). */
export async function materialNames(db: Db, resourceIds: number[]): Promise<Map<number, string>> {
  if (resourceIds.length === 0) return new Map();
  const rows = await db
    .select({ id: resources.id, name: resources.name })
    .from(resources)
    .where(inArray(resources.id, resourceIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A student's assignments across their classes, the latest start first, with their own completion. */
export function listStudentAssignments(db: Db, institutionId: number, studentId: number) {
  return db
    .select({
      ...fieldColumns,
      resourceIds: materialIds(institutionId),
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
