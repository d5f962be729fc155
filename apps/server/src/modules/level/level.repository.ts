import type { LevelTestKind } from '@lms/shared';
import { and, asc, desc, eq, gt, inArray, isNotNull, notLike, sql } from 'drizzle-orm';
import { acrossSchools } from '../../db/across-schools.js';
import type { Db } from '../../db/client.js';
import { enrolledStudent, seatsOf } from '../course/index.js';
import { enrolments, students } from '../school/index.js';
import { levelAnswers, levelChanges, levelTests } from './level.tables.js';

export type LevelTestRow = typeof levelTests.$inferSelect;
export type LevelAnswerRow = typeof levelAnswers.$inferSelect;

const openStates = inArray(levelTests.state, ['pending', 'started']);

// ── Students ──

/** The student's level and placement state. */
export async function findStudent(db: Db, institutionId: number, studentId: number) {
  const [row] = await db
    .select({ id: students.id, level: students.level, placement: students.placement })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.institutionId, institutionId)));
  return row;
}

/** The class's students (all of them, or those of `ids`), by id. */
export function enrolledStudents(db: Db, institutionId: number, courseId: number, ids?: number[]) {
  return db
    .select({
      id: students.id,
      username: students.username,
      account: students.account,
      active: students.active,
      level: students.level,
      placement: students.placement,
    })
    .from(enrolments)
    .innerJoin(students, enrolledStudent(institutionId))
    .where(and(seatsOf(institutionId, courseId), ids ? inArray(students.id, ids) : undefined))
    .orderBy(asc(students.id));
}

export async function setStudentLevel(
  tx: Db,
  institutionId: number,
  studentId: number,
  changes: { level: string; placement?: 'done' },
  now: Date,
) {
  await tx
    .update(students)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(students.id, studentId), eq(students.institutionId, institutionId)));
}

export async function insertChange(tx: Db, change: typeof levelChanges.$inferInsert) {
  await tx.insert(levelChanges).values(change);
}

// ── Tests ──

/** The student's open test of that kind, if any. */
export async function findOpenTest(db: Db, institutionId: number, studentId: number, kind: LevelTestKind) {
  const [row] = await db
    .select()
    .from(levelTests)
    .where(
      and(
        eq(levelTests.institutionId, institutionId),
        eq(levelTests.studentId, studentId),
        eq(levelTests.kind, kind),
        openStates,
      ),
    );
  return row;
}

/**
 * Opens tests unless the student already has one of that kind open (the open-test index);
 * answers the ids of the students given one.
 */
export async function insertOpenTests(tx: Db, tests: (typeof levelTests.$inferInsert)[]) {
  if (tests.length === 0) return [];
  const rows = await tx
    .insert(levelTests)
    .values(tests)
    .onConflictDoNothing()
    .returning({ studentId: levelTests.studentId });
  return rows.map((row) => row.studentId);
}

/** One of the student's own tests. */
export async function findStudentTest(db: Db, institutionId: number, studentId: number, testId: number) {
  const [row] = await db
    .select()
    .from(levelTests)
    .where(
      and(eq(levelTests.id, testId), eq(levelTests.institutionId, institutionId), eq(levelTests.studentId, studentId)),
    );
  return row;
}

/** A test of a student enrolled in the class. */
export async function findClassTest(db: Db, institutionId: number, courseId: number, testId: number) {
  const [row] = await db
    .select({ test: levelTests })
    .from(levelTests)
    .innerJoin(
      enrolments,
      and(
        eq(enrolments.studentId, levelTests.studentId),
        eq(enrolments.courseId, courseId),
        eq(enrolments.institutionId, institutionId),
      ),
    )
    .where(and(eq(levelTests.id, testId), eq(levelTests.institutionId, institutionId)));
  return row?.test;
}

/** The tests of these students, newest first. */
export function testsOf(db: Db, institutionId: number, studentIds: number[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(levelTests)
    .where(and(eq(levelTests.institutionId, institutionId), inArray(levelTests.studentId, studentIds)))
    .orderBy(desc(levelTests.createdAt), desc(levelTests.id));
}

/** The level changes of these students, newest first. */
export function changesOf(db: Db, institutionId: number, studentIds: number[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(levelChanges)
    .where(and(eq(levelChanges.institutionId, institutionId), inArray(levelChanges.studentId, studentIds)))
    .orderBy(desc(levelChanges.createdAt), desc(levelChanges.id));
}

/** Marks an open test started at its first answer. */
export async function markStarted(db: Db, institutionId: number, testId: number, now: Date) {
  await db
    .update(levelTests)
    .set({ state: 'started', startedAt: now })
    .where(
      and(eq(levelTests.institutionId, institutionId), eq(levelTests.id, testId), eq(levelTests.state, 'pending')),
    );
}

/** Closes an open test with its result; answers nothing when it was no longer open (finished meanwhile). */
export async function finishTest(
  tx: Db,
  institutionId: number,
  testId: number,
  result: { score: number; computedLevel: string },
  now: Date,
): Promise<LevelTestRow | undefined> {
  const [row] = await tx
    .update(levelTests)
    .set({ state: 'finished', finishedAt: now, ...result })
    .where(and(eq(levelTests.institutionId, institutionId), eq(levelTests.id, testId), openStates))
    .returning();
  return row;
}

/** The teacher's level kept beside the computed one. */
export async function acceptLevel(
  tx: Db,
  institutionId: number,
  testId: number,
  level: string,
  userId: number,
  now: Date,
) {
  await tx
    .update(levelTests)
    .set({ acceptedLevel: level, adjustedBy: userId, adjustedAt: now })
    .where(and(eq(levelTests.institutionId, institutionId), eq(levelTests.id, testId)));
}

// ── Answers ──

export function answersOf(db: Db, institutionId: number, testId: number) {
  return db
    .select()
    .from(levelAnswers)
    .where(and(eq(levelAnswers.institutionId, institutionId), eq(levelAnswers.testId, testId)))
    .orderBy(asc(levelAnswers.id));
}

/** Stores an answer to an item (with the engine's marks for a reading); a new answer to the same item replaces the first. */
export async function saveAnswer(
  db: Db,
  answer: Pick<LevelAnswerRow, 'institutionId' | 'testId' | 'itemKey' | 'choice' | 'correct' | 'score' | 'marks'>,
  now: Date,
) {
  await db
    .insert(levelAnswers)
    .values(answer)
    .onConflictDoUpdate({
      target: [levelAnswers.testId, levelAnswers.itemKey, levelAnswers.institutionId],
      set: { choice: answer.choice, correct: answer.correct, score: answer.score, marks: answer.marks, updatedAt: now },
    });
}

/**
 * Readings of open tests marked by another engine version than `current`, in order of id after
 * `after`, in every school (a background scan).
 */
export async function openReadingsOfOtherVersions(db: Db, current: string, after: number, limit: number) {
  const version = sql<string>`${levelAnswers.marks}->>'engine_version'`;
  return acrossSchools(db, (tx) =>
    tx
      .select({ id: levelAnswers.id, institutionId: levelAnswers.institutionId, marks: levelAnswers.marks })
      .from(levelAnswers)
      .innerJoin(
        levelTests,
        and(eq(levelTests.id, levelAnswers.testId), eq(levelTests.institutionId, levelAnswers.institutionId)),
      )
      .where(
        and(gt(levelAnswers.id, after), isNotNull(levelAnswers.marks), openStates, notLike(version, `${current}+%`)),
      )
      .orderBy(asc(levelAnswers.id))
      .limit(limit),
  );
}

/** Stores a reading's score worked out again from its marks, unless it was answered again meanwhile. */
export async function storeRescoredReading(
  db: Db,
  answer: { id: number; institutionId: number },
  before: string,
  { score, marks }: { score: number; marks: NonNullable<LevelAnswerRow['marks']> },
  now: Date,
) {
  await db
    .update(levelAnswers)
    .set({ score, marks, updatedAt: now })
    .where(
      and(
        eq(levelAnswers.id, answer.id),
        eq(levelAnswers.institutionId, answer.institutionId),
        sql`${levelAnswers.marks}->>'engine_version' = ${before}`,
      ),
    );
}
