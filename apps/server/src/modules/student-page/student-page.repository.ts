import { STUDENT_HISTORY_MAX } from '@lms/shared';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { calendarDate } from '../../lib/clock.js';
import type { rewardLedger } from '../assignment/index.js';
import { type AuditActor, recordAudit } from '../audit/index.js';
import type { resources } from '../catalogue/index.js';
import { studentOfSeat } from '../course/index.js';
import type { echoAnswers } from '../echo/index.js';
import type { levelChanges } from '../level/index.js';
import { enrolments, students, users } from '../school/index.js';
import { studentNotes } from './student-page.tables.js';

/** One student in one class of an institution: whose page it is. */
export interface PageIds {
  institutionId: number;
  courseId: number;
  studentId: number;
}

/** The enrolment of the student in the class (active or not), by values or by placeholders. */
const enrolment = (ids: { [K in keyof PageIds]: number | Placeholder }) =>
  and(
    eq(enrolments.institutionId, ids.institutionId),
    eq(enrolments.courseId, ids.courseId),
    eq(enrolments.studentId, ids.studentId),
  );

/** Whether the student is enrolled in the class, active or not. */
export async function isMember(db: Db, ids: PageIds) {
  const rows = await db.select({ id: enrolments.studentId }).from(enrolments).where(enrolment(ids));
  return rows.length > 0;
}

/** A moment as the page's JSON carries it: ISO text, read back with `new Date`. */
type Moment = string;
type Row<T extends { $inferSelect: object }> = T['$inferSelect'];

export interface PageTime {
  totalSeconds: number;
  recentSeconds: number;
  books: number;
  videos: number;
}

export interface PageHistoryEntry {
  at: Moment;
  resourceId: number;
  name: string;
  type: Row<typeof resources>['type'];
  seconds: number;
  pages: number;
  completed: boolean;
}

export interface PageCompleted {
  resourceId: number;
  name: string;
  type: Row<typeof resources>['type'];
  at: Moment;
}

export interface PageAssignment {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  completedAt: Moment | null;
}

export interface PageEchoAnswer {
  id: number;
  quizId: number;
  quizName: string;
  question: string;
  submittedAt: Moment;
  state: Row<typeof echoAnswers>['state'];
  overall: number | null;
  overrideScore: number | null;
  words: unknown;
  inserted: unknown;
}

export interface PageLevelChange {
  at: Moment;
  fromLevel: string | null;
  toLevel: string;
  source: Row<typeof levelChanges>['source'];
  computedLevel: string | null;
}

export interface PageReward {
  at: Moment;
  reason: Row<typeof rewardLedger>['reason'];
  assignmentName: string | null;
  assignmentCourseId: number | null;
  quizName: string | null;
  quizCourseId: number | null;
  exp: number;
  tickets: number;
}

export interface PageNote {
  id: number;
  text: string;
  author: string | null;
  at: Moment;
}

/** A part of the page: the rows of `rows`, as a JSON array in the order given. */
const jsonRows = (rows: SQL, order: SQL) =>
  sql`(select coalesce(json_agg(part order by ${order}), '[]') from (${rows}) part)`;

/**
 * Everything on the page but the class, in one prepared statement: one round trip where the
 * parts were nine. It answers no row when the student is not enrolled in the class. The time
 * spent comes from the daily rollup, so a student with a year of reading costs a few hundred
 * rows, not every event; the history and the completed materials come through the student's
 * (time) and (completed) indexes of their events.
 */
const pageQuery = preparedQuery((db) => {
  const institution = sql.placeholder('institutionId');
  const course = sql.placeholder('courseId');
  const student = sql.placeholder('studentId');
  const ofStudent = (alias: string) =>
    sql`${sql.raw(alias)}.student_id = ${student} and ${sql.raw(alias)}.institution_id = ${institution}`;
  const inClass = (alias: string) => sql`${ofStudent(alias)} and ${sql.raw(alias)}.course_id = ${course}`;
  return db
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
      time: sql<PageTime>`(select json_build_object(
          'totalSeconds', coalesce(sum(d.seconds), 0),
          'recentSeconds', coalesce(sum(d.seconds) filter (where d.day >= ${sql.placeholder('since')}), 0),
          'books', count(distinct d.resource_id) filter (where d.completions > 0 and r.type = 'book'),
          'videos', count(distinct d.resource_id) filter (where d.completions > 0 and r.type = 'video'))
        from learning_days d join resources r on r.id = d.resource_id
        where ${inClass('d')})`,
      history: sql<PageHistoryEntry[]>`${jsonRows(
        sql`select ev.id, ev.occurred_at as "at", ev.resource_id as "resourceId", r.name, r.type,
            ev.duration_s as seconds, ev.pages, ev.completed
          from learning_events ev join resources r on r.id = ev.resource_id
          where ${inClass('ev')}
          order by ev.occurred_at desc, ev.id desc
          limit ${STUDENT_HISTORY_MAX}`,
        sql`part.at desc, part.id desc`,
      )}`,
      completed: sql<PageCompleted[]>`${jsonRows(
        sql`select ev.resource_id as "resourceId", r.name, r.type, min(ev.occurred_at) as "at"
          from learning_events ev join resources r on r.id = ev.resource_id
          where ${inClass('ev')} and ev.completed
          group by ev.resource_id, r.name, r.type`,
        sql`part.at desc, part."resourceId"`,
      )}`,
      assignments: sql<PageAssignment[]>`${jsonRows(
        sql`select a.id, a.name, a.start_date as "startDate", a.end_date as "endDate", t.completed_at as "completedAt"
          from assignment_students t
          join assignments a on a.id = t.assignment_id and a.institution_id = t.institution_id
          where ${ofStudent('t')} and a.course_id = ${course}`,
        sql`part."startDate" desc, part.id desc`,
      )}`,
      echo: sql<PageEchoAnswer[]>`${jsonRows(
        sql`select x.id, q.id as "quizId", q.name as "quizName", n.text as question, x.created_at as "submittedAt",
            x.state, x.overall, x.override_score as "overrideScore", x.words, x.inserted
          from echo_answers x
          join echo_quizzes q on q.id = x.quiz_id and q.institution_id = x.institution_id
          join echo_questions n on n.id = x.question_id and n.institution_id = x.institution_id
          where ${ofStudent('x')} and x.current and q.course_id = ${course}`,
        sql`part."submittedAt" desc, part.id desc`,
      )}`,
      levels: sql<PageLevelChange[]>`${jsonRows(
        sql`select c.id, c.created_at as "at", c.from_level as "fromLevel", c.to_level as "toLevel", c.source,
            t.computed_level as "computedLevel"
          from level_changes c
          left join level_tests t on t.id = c.test_id and t.institution_id = c.institution_id
          where ${ofStudent('c')}`,
        sql`part.at desc, part.id desc`,
      )}`,
      // The whole ledger, so it adds up to the student's EXP and tickets; each credit's
      // assignment or quiz, and whether it was this class's, come with it.
      rewards: sql<PageReward[]>`${jsonRows(
        sql`select l.id, l.created_at as "at", l.reason, a.name as "assignmentName", a.course_id as "assignmentCourseId",
            q.name as "quizName", q.course_id as "quizCourseId", l.exp, l.tickets
          from reward_ledger l
          left join assignments a on a.id = l.assignment_id and a.institution_id = l.institution_id
          left join echo_quizzes q on q.id = l.echo_quiz_id and q.institution_id = l.institution_id
          where ${ofStudent('l')}`,
        sql`part.at desc, part.id desc`,
      )}`,
      notes: sql<PageNote[]>`${jsonRows(
        sql`select o.id, o.text, u.name as author, o.created_at as "at"
          from student_notes o
          left join users u on u.id = o.author_id and u.institution_id = o.institution_id
          where ${inClass('o')}`,
        sql`part.at desc, part.id desc`,
      )}`,
    })
    .from(enrolments)
    .innerJoin(students, studentOfSeat)
    .where(enrolment({ institutionId: institution, courseId: course, studentId: student }))
    .prepare('student_page');
});

/**
 * The student's page in the class, each list newest first (the completed materials by their
 * first completion); undefined when the student is not enrolled in it. `since`: the first
 * calendar day of the recent time spent.
 */
export async function pageOf(db: Db, ids: PageIds, since: Date) {
  const [row] = await pageQuery(db).execute({ ...ids, since: calendarDate(since) });
  return row;
}

const noteColumns = {
  id: studentNotes.id,
  text: studentNotes.text,
  author: users.name,
  at: studentNotes.createdAt,
};

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
