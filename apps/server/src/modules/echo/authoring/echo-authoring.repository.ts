import type { EchoKind, EchoState } from '@lms/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { echoQuestions, echoQuizzes, echoSettings, resourceSentences } from '../../../db/schema/index.js';

/** Both drivers (node-postgres and PGlite) answer raw statements with a `rows` array. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** An ISO moment (UTC, milliseconds) as text, the same from either driver. */
const isoMoment = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

interface SummaryRow {
  id: number;
  kind: EchoKind;
  name: string;
  resource_id: number | null;
  resource_name: string | null;
  created: string;
  author: string | null;
  questions: number;
  word_questions: number;
  open_date: string | null;
  close_date: string | null;
  extra: boolean;
  state: EchoState;
  published_at: string | null;
  auto: boolean;
  assigned: number;
  submitted: number;
  average_score: number | null;
}

export type QuizSummaryRow = SummaryRow;

/**
 * A class's quizzes (or one of them), newest first, each with its question counts and how the
 * class does on it, in one statement. Assigned: the active students enrolled. Submitted: those
 * of them with a current answer to every question. Average: over the submitted students, of
 * their quiz score, the mean over the questions of the teacher's score where given, else the
 * automatic one (an answer not scored yet counts 0), to one decimal; null when none submitted.
 */
export async function listQuizSummaries(
  db: Db,
  institutionId: number,
  courseId: number,
  quizId?: number,
): Promise<QuizSummaryRow[]> {
  const oneQuiz = quizId === undefined ? sql`` : sql`and id = ${quizId}`;
  const result = await db.execute(sql`
    with roll as (
      select e.student_id from enrolments e
      join students s on s.id = e.student_id
      where e.institution_id = ${institutionId} and e.course_id = ${courseId}
        and s.institution_id = ${institutionId} and s.active
    ),
    quiz as (
      select * from echo_quizzes
      where institution_id = ${institutionId} and course_id = ${courseId} ${oneQuiz}
    ),
    counts as (
      select quiz_id, count(*)::int as questions, (count(*) filter (where word_count = 1))::int as word_questions
      from echo_questions
      where institution_id = ${institutionId} and quiz_id in (select id from quiz)
      group by quiz_id
    ),
    scores as (
      select a.quiz_id, a.student_id, count(*) as answered,
        sum(coalesce(a.override_score::float8, a.overall, 0)) as total
      from echo_answers a
      where a.institution_id = ${institutionId} and a.current
        and a.quiz_id in (select id from quiz) and a.student_id in (select student_id from roll)
      group by a.quiz_id, a.student_id
    ),
    done as (
      select s.quiz_id, count(*)::int as submitted, round(avg(s.total / c.questions)::numeric, 1)::float8 as average
      from scores s join counts c on c.quiz_id = s.quiz_id
      where s.answered >= c.questions
      group by s.quiz_id
    )
    select q.id, q.kind, q.name, q.resource_id, r.name as resource_name,
      ${isoMoment('q.created_at')} as created, u.name as author,
      coalesce(c.questions, 0) as questions, coalesce(c.word_questions, 0) as word_questions,
      q.open_date::text as open_date, q.close_date::text as close_date, q.extra, q.state,
      ${isoMoment('q.published_at')} as published_at, q.auto,
      (select count(*) from roll)::int as assigned, coalesce(d.submitted, 0) as submitted, d.average as average_score
    from quiz q
    left join users u on u.id = q.created_by and u.institution_id = ${institutionId}
    left join resources r on r.id = q.resource_id
    left join counts c on c.quiz_id = q.id
    left join done d on d.quiz_id = q.id
    order by q.created_at desc, q.id desc`);
  return rowsOf<SummaryRow>(result);
}

/** A quiz of the class, locked until the transaction ends, so two changes to it go one after the other. */
export async function lockQuiz(db: Db, institutionId: number, courseId: number, quizId: number) {
  const [row] = await db
    .select({ id: echoQuizzes.id, kind: echoQuizzes.kind, state: echoQuizzes.state, name: echoQuizzes.name })
    .from(echoQuizzes)
    .where(
      and(eq(echoQuizzes.institutionId, institutionId), eq(echoQuizzes.courseId, courseId), eq(echoQuizzes.id, quizId)),
    )
    .for('update');
  return row;
}

/** Whether the class has a speaking task on the material (other than `exceptQuizId`). */
export async function taskExists(
  db: Db,
  institutionId: number,
  courseId: number,
  resourceId: number,
  exceptQuizId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: echoQuizzes.id })
    .from(echoQuizzes)
    .where(
      and(
        eq(echoQuizzes.institutionId, institutionId),
        eq(echoQuizzes.courseId, courseId),
        eq(echoQuizzes.kind, 'task'),
        eq(echoQuizzes.resourceId, resourceId),
        exceptQuizId === undefined ? undefined : ne(echoQuizzes.id, exceptQuizId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface QuizFields {
  name: string;
  resourceId: number | null;
  openDate: string | null;
  closeDate: string | null;
  extra: boolean;
}

export interface QuestionFields {
  text: string;
  wordCount: number;
  resourceId: number | null;
}

export async function insertQuiz(
  db: Db,
  row: QuizFields & {
    institutionId: number;
    courseId: number;
    kind: EchoKind;
    createdBy: number | null;
    createdAt: Date;
    state?: EchoState;
    auto?: boolean;
    week?: string;
  },
): Promise<number> {
  const [inserted] = await db
    .insert(echoQuizzes)
    .values({ ...row, updatedAt: row.createdAt })
    .returning({ id: echoQuizzes.id });
  return inserted!.id;
}

export async function updateQuiz(db: Db, institutionId: number, quizId: number, fields: QuizFields, at: Date) {
  await db
    .update(echoQuizzes)
    .set({ ...fields, updatedAt: at })
    .where(and(eq(echoQuizzes.institutionId, institutionId), eq(echoQuizzes.id, quizId)));
}

/** The quiz's questions become `questions`, in their order. */
export async function replaceQuestions(db: Db, institutionId: number, quizId: number, questions: QuestionFields[]) {
  await db
    .delete(echoQuestions)
    .where(and(eq(echoQuestions.institutionId, institutionId), eq(echoQuestions.quizId, quizId)));
  if (questions.length === 0) return;
  await db
    .insert(echoQuestions)
    .values(questions.map((question, i) => ({ ...question, quizId, institutionId, position: i + 1 })));
}

export async function publishQuiz(db: Db, institutionId: number, quizId: number, at: Date) {
  await db
    .update(echoQuizzes)
    .set({ state: 'published', publishedAt: at, updatedAt: at })
    .where(and(eq(echoQuizzes.institutionId, institutionId), eq(echoQuizzes.id, quizId)));
}

export async function deleteQuiz(db: Db, institutionId: number, quizId: number) {
  await db.delete(echoQuizzes).where(and(eq(echoQuizzes.institutionId, institutionId), eq(echoQuizzes.id, quizId)));
}

/** A quiz's questions in order (the quiz was found in the caller's class). */
export function listQuestions(db: Db, institutionId: number, quizId: number) {
  return db
    .select({ qid: echoQuestions.id, text: echoQuestions.text, resourceid: echoQuestions.resourceId })
    .from(echoQuestions)
    .where(and(eq(echoQuestions.institutionId, institutionId), eq(echoQuestions.quizId, quizId)))
    .orderBy(asc(echoQuestions.position));
}

/** The class's Echo Valley settings; undefined while it has none (switched off, default rewards). */
export async function findSettings(db: Db, institutionId: number, courseId: number) {
  const [row] = await db
    .select({
      autoSince: echoSettings.autoSince,
      rewardExp: echoSettings.rewardExp,
      rewardTickets: echoSettings.rewardTickets,
      lastNote: echoSettings.lastNote,
      lastNoteWeek: echoSettings.lastNoteWeek,
    })
    .from(echoSettings)
    .where(and(eq(echoSettings.institutionId, institutionId), eq(echoSettings.courseId, courseId)));
  return row;
}

/**
 * Switches auto-assigned oral quizzes on (keeping when they were first switched on, if they
 * already are) or off, and sets the rewards given; rewards not given stay as they are.
 */
export async function saveSettings(
  db: Db,
  institutionId: number,
  courseId: number,
  change: { enabled: boolean; rewardExp?: number | undefined; rewardTickets?: number | undefined },
  now: Date,
) {
  const rewards = {
    ...(change.rewardExp === undefined ? {} : { rewardExp: change.rewardExp }),
    ...(change.rewardTickets === undefined ? {} : { rewardTickets: change.rewardTickets }),
  };
  const [row] = await db
    .insert(echoSettings)
    .values({ courseId, institutionId, autoSince: change.enabled ? now : null, ...rewards, updatedAt: now })
    .onConflictDoUpdate({
      target: [echoSettings.courseId, echoSettings.institutionId],
      set: {
        autoSince: change.enabled ? sql`coalesce(${echoSettings.autoSince}, ${now})` : null,
        ...rewards,
        updatedAt: now,
      },
      // The class is the caller's: its row is of the same institution.
      setWhere: eq(echoSettings.institutionId, institutionId),
    })
    .returning({ rewardExp: echoSettings.rewardExp, rewardTickets: echoSettings.rewardTickets });
  return row!;
}

/** A material's sentences in reading order (the catalogue is shared by every school; the caller checked the material is in its class library). */
export function listSentences(db: Db, resourceId: number) {
  return db
    .select({
      position: resourceSentences.position,
      text: resourceSentences.text,
      page: resourceSentences.page,
      startMs: resourceSentences.startMs,
    })
    .from(resourceSentences)
    .where(eq(resourceSentences.resourceId, resourceId))
    .orderBy(asc(resourceSentences.position));
}
