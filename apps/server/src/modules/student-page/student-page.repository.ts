import { STUDENT_HISTORY_MAX } from '@lms/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  assignmentStudents,
  assignments,
  echoAnswers,
  echoQuestions,
  echoQuizzes,
  enrolments,
  learningDays,
  learningEvents,
  levelChanges,
  levelTests,
  resources,
  rewardLedger,
  studentNotes,
  students,
  users,
} from '../../db/schema/index.js';
import { calendarDate } from '../../lib/clock.js';
import { type AuditActor, recordAudit } from '../audit/index.js';

/** One student in one class of an institution: whose page it is. */
export interface PageIds {
  institutionId: number;
  courseId: number;
  studentId: number;
}

/** The student, when enrolled in the class (active or not); undefined otherwise. */
export async function findMember(db: Db, ids: PageIds) {
  const [row] = await db
    .select({
      id: students.id,
      username: students.username,
      account: students.account,
      avatar: students.avatar,
      active: students.active,
      level: students.level,
      placement: students.placement,
      exp: students.exp,
      tickets: students.tickets,
    })
    .from(enrolments)
    .innerJoin(
      students,
      and(eq(students.id, enrolments.studentId), eq(students.institutionId, enrolments.institutionId)),
    )
    .where(
      and(
        eq(enrolments.institutionId, ids.institutionId),
        eq(enrolments.courseId, ids.courseId),
        eq(enrolments.studentId, ids.studentId),
      ),
    );
  return row;
}

/** The student's events in the class, found through the (student, time) index. */
const eventsOf = (ids: PageIds) =>
  and(
    eq(learningEvents.studentId, ids.studentId),
    eq(learningEvents.institutionId, ids.institutionId),
    eq(learningEvents.courseId, ids.courseId),
  );

/** The student's days in the class, from the daily rollup of their events. */
const daysOf = (ids: PageIds) =>
  and(
    eq(learningDays.studentId, ids.studentId),
    eq(learningDays.institutionId, ids.institutionId),
    eq(learningDays.courseId, ids.courseId),
  );

/**
 * Seconds spent over all time and from `since`'s calendar day on, and the books and videos
 * completed, in the class: read from the daily rollup, so a student with a year of reading costs
 * a few hundred rows, not every event.
 */
export async function timeSpent(db: Db, ids: PageIds, since: Date) {
  const [row] = await db
    .select({
      totalSeconds: sql<number>`coalesce(sum(${learningDays.seconds}), 0)`.mapWith(Number),
      recentSeconds:
        sql<number>`coalesce(sum(${learningDays.seconds}) filter (where ${learningDays.day} >= ${calendarDate(since)}), 0)`.mapWith(
          Number,
        ),
      books:
        sql<number>`count(distinct ${learningDays.resourceId}) filter (where ${learningDays.completions} > 0 and ${resources.type} = 'book')`.mapWith(
          Number,
        ),
      videos:
        sql<number>`count(distinct ${learningDays.resourceId}) filter (where ${learningDays.completions} > 0 and ${resources.type} = 'video')`.mapWith(
          Number,
        ),
    })
    .from(learningDays)
    .innerJoin(resources, eq(resources.id, learningDays.resourceId))
    .where(daysOf(ids));
  return row!;
}

/** The latest sessions in the class, newest first. */
export function history(db: Db, ids: PageIds) {
  return db
    .select({
      at: learningEvents.occurredAt,
      resourceId: learningEvents.resourceId,
      name: resources.name,
      type: resources.type,
      seconds: learningEvents.durationS,
      pages: learningEvents.pages,
      completed: learningEvents.completed,
    })
    .from(learningEvents)
    .innerJoin(resources, eq(resources.id, learningEvents.resourceId))
    .where(eventsOf(ids))
    .orderBy(desc(learningEvents.occurredAt), desc(learningEvents.id))
    .limit(STUDENT_HISTORY_MAX);
}

/** Each material completed in the class, with its first completion, latest first. */
export function completedMaterials(db: Db, ids: PageIds) {
  const first = sql<Date>`min(${learningEvents.occurredAt})`.mapWith(learningEvents.occurredAt);
  return db
    .select({ resourceId: learningEvents.resourceId, name: resources.name, type: resources.type, at: first })
    .from(learningEvents)
    .innerJoin(resources, eq(resources.id, learningEvents.resourceId))
    .where(and(eventsOf(ids), eq(learningEvents.completed, true)))
    .groupBy(learningEvents.resourceId, resources.name, resources.type)
    .orderBy(desc(first), learningEvents.resourceId);
}

/** The class's assignments given to the student, latest start first. */
export function assignmentsOf(db: Db, ids: PageIds) {
  return db
    .select({
      id: assignments.id,
      name: assignments.name,
      startDate: assignments.startDate,
      endDate: assignments.endDate,
      completedAt: assignmentStudents.completedAt,
    })
    .from(assignmentStudents)
    .innerJoin(
      assignments,
      and(eq(assignments.id, assignmentStudents.assignmentId), eq(assignments.institutionId, ids.institutionId)),
    )
    .where(
      and(
        eq(assignmentStudents.studentId, ids.studentId),
        eq(assignmentStudents.institutionId, ids.institutionId),
        eq(assignments.courseId, ids.courseId),
      ),
    )
    .orderBy(desc(assignments.startDate), desc(assignments.id));
}

/** The student's current answers to the class's quizzes, newest first. */
export function echoAnswersOf(db: Db, ids: PageIds) {
  return db
    .select({
      id: echoAnswers.id,
      quizId: echoQuizzes.id,
      quizName: echoQuizzes.name,
      question: echoQuestions.text,
      submittedAt: echoAnswers.submittedAt,
      state: echoAnswers.state,
      overall: echoAnswers.overall,
      overrideScore: echoAnswers.overrideScore,
      words: echoAnswers.words,
      inserted: echoAnswers.inserted,
    })
    .from(echoAnswers)
    .innerJoin(
      echoQuizzes,
      and(eq(echoQuizzes.id, echoAnswers.quizId), eq(echoQuizzes.institutionId, echoAnswers.institutionId)),
    )
    .innerJoin(
      echoQuestions,
      and(eq(echoQuestions.id, echoAnswers.questionId), eq(echoQuestions.institutionId, echoAnswers.institutionId)),
    )
    .where(
      and(
        eq(echoAnswers.studentId, ids.studentId),
        eq(echoAnswers.institutionId, ids.institutionId),
        eq(echoAnswers.current, true),
        eq(echoQuizzes.courseId, ids.courseId),
      ),
    )
    .orderBy(desc(echoAnswers.submittedAt), desc(echoAnswers.id));
}

/** Every change of the student's level, with the level its test computed, newest first. */
export function levelHistory(db: Db, ids: Omit<PageIds, 'courseId'>) {
  return db
    .select({
      at: levelChanges.createdAt,
      fromLevel: levelChanges.fromLevel,
      toLevel: levelChanges.toLevel,
      source: levelChanges.source,
      computedLevel: levelTests.computedLevel,
    })
    .from(levelChanges)
    .leftJoin(
      levelTests,
      and(eq(levelTests.id, levelChanges.testId), eq(levelTests.institutionId, levelChanges.institutionId)),
    )
    .where(and(eq(levelChanges.studentId, ids.studentId), eq(levelChanges.institutionId, ids.institutionId)))
    .orderBy(desc(levelChanges.createdAt), desc(levelChanges.id));
}

/**
 * The student's whole reward ledger, newest first, so it adds up to their EXP and tickets. The
 * assignment's or quiz's name and whether it was this class's come with each credit.
 */
export function rewardsOf(db: Db, ids: PageIds) {
  return db
    .select({
      at: rewardLedger.createdAt,
      reason: rewardLedger.reason,
      assignmentName: assignments.name,
      assignmentCourseId: assignments.courseId,
      quizName: echoQuizzes.name,
      quizCourseId: echoQuizzes.courseId,
      exp: rewardLedger.exp,
      tickets: rewardLedger.tickets,
    })
    .from(rewardLedger)
    .leftJoin(
      assignments,
      and(eq(assignments.id, rewardLedger.assignmentId), eq(assignments.institutionId, rewardLedger.institutionId)),
    )
    .leftJoin(
      echoQuizzes,
      and(eq(echoQuizzes.id, rewardLedger.echoQuizId), eq(echoQuizzes.institutionId, rewardLedger.institutionId)),
    )
    .where(and(eq(rewardLedger.studentId, ids.studentId), eq(rewardLedger.institutionId, ids.institutionId)))
    .orderBy(desc(rewardLedger.createdAt), desc(rewardLedger.id));
}

const noteColumns = {
  id: studentNotes.id,
  text: studentNotes.text,
  author: users.name,
  at: studentNotes.createdAt,
};

/** The teachers' notes on the student in the class, newest first. */
export function notesOf(db: Db, ids: PageIds) {
  return db
    .select(noteColumns)
    .from(studentNotes)
    .leftJoin(users, and(eq(users.id, studentNotes.authorId), eq(users.institutionId, studentNotes.institutionId)))
    .where(
      and(
        eq(studentNotes.studentId, ids.studentId),
        eq(studentNotes.institutionId, ids.institutionId),
        eq(studentNotes.courseId, ids.courseId),
      ),
    )
    .orderBy(desc(studentNotes.createdAt), desc(studentNotes.id));
}

/**
 * Keeps a note and records it in the audit log (its id and length, never its text), in one
 * transaction; answers the note as the page lists it.
 */
export async function insertNote(db: Db, ids: PageIds, author: AuditActor, text: string, at: Date) {
  return db.transaction(async (tx) => {
    const [note] = await tx
      .insert(studentNotes)
      .values({ ...ids, authorId: author.userId, text, createdAt: at })
      .returning({ id: studentNotes.id });
    await recordAudit(
      tx,
      author,
      [
        {
          action: 'student.note_added',
          entity: 'student',
          entityId: ids.studentId,
          courseId: ids.courseId,
          after: { noteid: note!.id, length: text.length },
        },
      ],
      at,
    );
    const [row] = await tx
      .select(noteColumns)
      .from(studentNotes)
      .leftJoin(users, and(eq(users.id, studentNotes.authorId), eq(users.institutionId, studentNotes.institutionId)))
      .where(and(eq(studentNotes.institutionId, ids.institutionId), eq(studentNotes.id, note!.id)));
    return row!;
  });
}
