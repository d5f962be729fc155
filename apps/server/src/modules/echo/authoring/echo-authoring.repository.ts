import type { EchoKind, EchoState } from '@lms/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { type Db, isoMoment } from '../../../db/client.js';
import { hasRow } from '../../../db/has-row.js';
import { preparedQuery } from '../../../db/prepared.js';
import { echoQuestions, echoQuizzes, echoSettings } from '../echo.tables.js';

/** A column of the summaries statement below, read by its name. */
const summaryColumn = <T>(name: string) => sql<T>`${sql.identifier('summary')}.${sql.identifier(name)}`;

const summaryColumns = {
  id: summaryColumn<number>('id'),
  kind: summaryColumn<EchoKind>('kind'),
  name: summaryColumn<string>('name'),
  resource_id: summaryColumn<number | null>('resource_id'),
  resource_name: summaryColumn<string | null>('resource_name'),
  created: summaryColumn<string>('created'),
  author: summaryColumn<string | null>('author'),
  questions: summaryColumn<number>('questions'),
  word_questions: summaryColumn<number>('word_questions'),
  open_date: summaryColumn<string | null>('open_date'),
  close_date: summaryColumn<string | null>('close_date'),
  extra: summaryColumn<boolean>('extra'),
  state: summaryColumn<EchoState>('state'),
  published_at: summaryColumn<string | null>('published_at'),
  auto: summaryColumn<boolean>('auto'),
  assigned: summaryColumn<number>('assigned'),
  submitted: summaryColumn<number>('submitted'),
  average_score: summaryColumn<number | null>('average_score'),
};

/**
 * A class's quizzes (or one of them), each with its question counts and how the class does on
 * it, in one statement. Assigned: the active students enrolled. Submitted: those of them with a
 * current answer to every question. Average: over the submitted students, of their quiz score,
 * the mean over the questions of the teacher's score where given, else the automatic one (an
 * answer not scored yet counts 0), to one decimal; null when none submitted.
 */
function summariesStatement(oneQuiz: boolean) {
  const institutionId = sql.placeholder('institutionId');
  const courseId = sql.placeholder('courseId');
  const quizFilter = oneQuiz ? sql`and id = ${sql.placeholder('quizId')}` : sql``;
  return sql`(
    with roll as (
      select e.student_id from enrolments e
      join students s on s.id = e.student_id
      where e.institution_id = ${institutionId} and e.course_id = ${courseId}
        and s.institution_id = ${institutionId} and s.active
    ),
    quiz as (
      select * from echo_quizzes
      where institution_id = ${institutionId} and course_id = ${courseId} ${quizFilter}
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
    select q.id, q.kind, q.name, q.resource_id, r.name as resource_name, q.created_at,
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
  ) as summary`;
}

/** The summaries, newest first, as a prepared statement per shape (every quiz of a class, or one). */
function summariesQuery(oneQuiz: boolean) {
  return preparedQuery((db) =>
    db
      .select(summaryColumns)
      .from(summariesStatement(oneQuiz))
      .orderBy(sql`summary.created_at desc, summary.id desc`)
      .prepare(oneQuiz ? 'echo_quiz_summary' : 'echo_quiz_summaries'),
  );
}

const SUMMARIES = { all: summariesQuery(false), one: summariesQuery(true) };

export type QuizSummaryRow = Awaited<ReturnType<ReturnType<typeof SUMMARIES.all>['execute']>>[number];

/** A class's quizzes newest first, or the one quiz `quizId`, with their counts and scores. */
export function listQuizSummaries(
  db: Db,
  institutionId: number,
  courseId: number,
  quizId?: number,
): Promise<QuizSummaryRow[]> {
  if (quizId === undefined) return SUMMARIES.all(db).execute({ institutionId, courseId });
  return SUMMARIES.one(db).execute({ institutionId, courseId, quizId });
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
  return hasRow(
    db,
    echoQuizzes,
    eq(echoQuizzes.institutionId, institutionId),
    eq(echoQuizzes.courseId, courseId),
    eq(echoQuizzes.kind, 'task'),
    eq(echoQuizzes.resourceId, resourceId),
    exceptQuizId === undefined ? undefined : ne(echoQuizzes.id, exceptQuizId),
  );
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

/** The class's Echo Valley settings, read beside its quiz list when the list is built: a prepared statement. */
const SETTINGS = preparedQuery((db) =>
  db
    .select({
      autoSince: echoSettings.autoSince,
      rewardExp: echoSettings.rewardExp,
      rewardTickets: echoSettings.rewardTickets,
      lastNote: echoSettings.lastNote,
      lastNoteWeek: echoSettings.lastNoteWeek,
    })
    .from(echoSettings)
    .where(
      and(
        eq(echoSettings.institutionId, sql.placeholder('institutionId')),
        eq(echoSettings.courseId, sql.placeholder('courseId')),
      ),
    )
    .prepare('echo_settings'),
);

/** The class's Echo Valley settings; undefined while it has none (switched off, default rewards). */
export async function findSettings(db: Db, institutionId: number, courseId: number) {
  const [row] = await SETTINGS(db).execute({ institutionId, courseId });
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
