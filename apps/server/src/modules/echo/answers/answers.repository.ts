import type { AnswerState, SpokenWord } from '@lms/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { acrossSchools } from '../../../db/across-schools.js';
import { type Db, isoMoment, rowsOf } from '../../../db/client.js';
import type { CourseFacts } from '../../policy/index.js';
import { echoAnswers } from '../echo.tables.js';
import { ECHO_REWARD_DEFAULTS } from './answers.rules.js';

/**
 * The published quizzes of the student's classes that are open today, as the learner list's
 * JSON: a weekly quiz between its open and close dates (both included), a speaking task while
 * its class has not expired; each with its questions in order and those the student answered.
 */
export async function learnerQuizzesJson(db: Db, institutionId: number, studentId: number, today: string) {
  const result = await db.execute(sql`
    with open_quizzes as (
      select distinct q.id, q.kind, q.name, q.resource_id, q.close_date, q.extra
      from enrolments e
      join courses c on c.id = e.course_id and c.institution_id = e.institution_id and c.expiry_date >= ${today}::date
      join echo_quizzes q on q.course_id = c.id and q.institution_id = c.institution_id and q.state = 'published'
        and (q.kind = 'task' or (q.open_date <= ${today}::date and q.close_date >= ${today}::date))
      where e.institution_id = ${institutionId} and e.student_id = ${studentId}
    )
    select coalesce(json_agg(json_build_object(
      'echoid', q.id, 'kind', q.kind, 'name', q.name, 'resourceid', q.resource_id,
      'close_date', to_char(q.close_date, 'YYYY-MM-DD'), 'extra', q.extra,
      'questions', coalesce((select json_agg(json_build_object('qid', x.id, 'text', x.text) order by x.position)
        from echo_questions x where x.quiz_id = q.id and x.institution_id = ${institutionId}), '[]'),
      'answered', coalesce((select json_agg(a.question_id order by x.position)
        from echo_answers a join echo_questions x on x.id = a.question_id and x.institution_id = a.institution_id
        where a.quiz_id = q.id and a.institution_id = ${institutionId} and a.student_id = ${studentId} and a.current), '[]')
    ) order by q.kind desc, q.close_date, q.id), '[]')::text as json
    from open_quizzes q`);
  return rowsOf<{ json: string }>(result)[0]?.json ?? '[]';
}

/**
 * A question of a published quiz in one of the student's classes, with what decides whether it
 * takes answers today; undefined when the student cannot see it (not their class, another
 * school's, not published, not that quiz's question).
 */
export async function findQuestionForStudent(
  db: Db,
  ids: { institutionId: number; studentId: number; quizId: number; questionId: number },
) {
  const result = await db.execute(sql`
    select q.id as "quizId", q.kind, q.state, to_char(q.open_date, 'YYYY-MM-DD') as "openDate",
      to_char(q.close_date, 'YYYY-MM-DD') as "closeDate", to_char(c.expiry_date, 'YYYY-MM-DD') as "expiryDate",
      x.id as "questionId", x.text
    from echo_quizzes q
    join echo_questions x on x.quiz_id = q.id and x.institution_id = q.institution_id and x.id = ${ids.questionId}
    join courses c on c.id = q.course_id and c.institution_id = q.institution_id
    join enrolments e on e.course_id = c.id and e.institution_id = c.institution_id and e.student_id = ${ids.studentId}
    where q.id = ${ids.quizId} and q.institution_id = ${ids.institutionId} and q.state = 'published'`);
  return rowsOf<{
    quizId: number;
    kind: 'weekly' | 'task';
    state: 'published';
    openDate: string | null;
    closeDate: string | null;
    expiryDate: string;
    questionId: number;
    text: string;
  }>(result)[0];
}

/** The student's answer sent earlier with this key, if any. */
export async function findAnswerByKey(db: Db, institutionId: number, studentId: number, key: string) {
  const [row] = await db
    .select({ id: echoAnswers.id, state: echoAnswers.state })
    .from(echoAnswers)
    .where(
      and(
        eq(echoAnswers.institutionId, institutionId),
        eq(echoAnswers.studentId, studentId),
        eq(echoAnswers.requestKey, key),
      ),
    )
    .limit(1);
  return row;
}

export interface NewAnswer {
  institutionId: number;
  quizId: number;
  questionId: number;
  studentId: number;
  requestKey: string | null;
  recordingPath: string;
  recordingBytes: number;
  recordingType: string;
  durationMs: number | null;
  submittedAt: Date;
}

/**
 * The next number of `echo_answers.change_seq`, taken before an update that sets it, so the
 * update itself calls no sequence (a sharded database refuses that in an update of a school's
 * rows; the trigger still numbers an update that does not set it).
 */
async function nextChange(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select nextval('echo_answer_changes') as n`));
  return Number(row!.n);
}

/**
 * Holds the student's question until the transaction ends: uploads of it and the failure of its
 * current answer change which answer is current one after the other. Called in a transaction.
 */
export async function lockStudentQuestion(tx: Db, ids: { questionId: number; studentId: number }) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ids.questionId}::int, ${ids.studentId}::int)`);
}

/** What a student has recently sent: recordings of one question within the hour, bytes within the day. */
export async function recentRecordings(
  db: Db,
  ids: { institutionId: number; studentId: number; questionId: number },
  at: Date,
): Promise<{ questionRecordings: number; dayBytes: number }> {
  const hourAgo = new Date(at.getTime() - 60 * 60_000).toISOString();
  const dayAgo = new Date(at.getTime() - 24 * 60 * 60_000).toISOString();
  const result = await db.execute(sql`
    select count(*) filter (where question_id = ${ids.questionId} and created_at > ${hourAgo})::int
             as "questionRecordings",
           coalesce(sum(recording_bytes), 0)::bigint as "dayBytes"
    from echo_answers
    where institution_id = ${ids.institutionId} and student_id = ${ids.studentId} and created_at > ${dayAgo}`);
  const [row] = rowsOf<{ questionRecordings: number; dayBytes: string | number }>(result);
  return { questionRecordings: row?.questionRecordings ?? 0, dayBytes: Number(row?.dayBytes ?? 0) };
}

/**
 * Stores a new answer as the student's current one for the question; the one it replaces stays,
 * no longer current. Called in a transaction holding the student's question.
 */
export async function insertCurrentAnswer(tx: Db, answer: NewAnswer): Promise<number> {
  await tx
    .update(echoAnswers)
    .set({ current: false, changeSeq: await nextChange(tx) })
    .where(
      and(
        eq(echoAnswers.institutionId, answer.institutionId),
        eq(echoAnswers.questionId, answer.questionId),
        eq(echoAnswers.studentId, answer.studentId),
        eq(echoAnswers.current, true),
      ),
    );
  const [row] = await tx
    .insert(echoAnswers)
    .values({ ...answer, current: true, state: 'queued' })
    .returning({ id: echoAnswers.id });
  return row!.id;
}

/**
 * Called in the transaction of an upload, after the answer is stored: when the student's current
 * answers now cover every question of the published weekly quiz, the class's Echo Valley reward
 * is credited once through the ledger (its unique key stops a second credit) and the student's
 * totals grow by what the ledger accepted. One statement.
 */
export async function creditCompletedQuiz(
  tx: Db,
  ids: { institutionId: number; studentId: number; quizId: number },
  at: Date,
): Promise<void> {
  const now = at.toISOString();
  await tx.execute(sql`
    with done as (
      select q.id, coalesce(s.reward_exp, ${ECHO_REWARD_DEFAULTS.exp}) as exp,
        coalesce(s.reward_tickets, ${ECHO_REWARD_DEFAULTS.tickets}) as tickets
      from echo_quizzes q
      left join echo_settings s on s.course_id = q.course_id and s.institution_id = q.institution_id
      where q.id = ${ids.quizId} and q.institution_id = ${ids.institutionId} and q.kind = 'weekly' and q.state = 'published'
        and not exists (
          select 1 from echo_questions x
          where x.quiz_id = q.id and x.institution_id = q.institution_id and not exists (
            select 1 from echo_answers a
            where a.question_id = x.id and a.student_id = ${ids.studentId} and a.institution_id = ${ids.institutionId}
              and a.current))
    ),
    credited as (
      insert into reward_ledger (institution_id, student_id, reason, echo_quiz_id, exp, tickets, created_at)
      select ${ids.institutionId}, ${ids.studentId}, 'echo', done.id, done.exp, done.tickets, ${now}::timestamptz
      from done
      on conflict (student_id, echo_quiz_id, institution_id) do nothing
      returning exp, tickets
    )
    update students
    set exp = students.exp + credited.exp, tickets = students.tickets + credited.tickets, updated_at = ${now}::timestamptz
    from credited
    where students.id = ${ids.studentId} and students.institution_id = ${ids.institutionId}`);
}

/** One of the student's own answers, with its scores; undefined for anyone else's. */
export async function findStudentAnswer(db: Db, institutionId: number, studentId: number, answerId: number) {
  const [row] = await db
    .select({
      state: echoAnswers.state,
      overall: echoAnswers.overall,
      accuracy: echoAnswers.accuracy,
      completeness: echoAnswers.completeness,
      fluency: echoAnswers.fluency,
      wcpm: echoAnswers.wcpm,
      words: echoAnswers.words,
      inserted: echoAnswers.inserted,
      override: echoAnswers.overrideScore,
    })
    .from(echoAnswers)
    .where(
      and(
        eq(echoAnswers.id, answerId),
        eq(echoAnswers.institutionId, institutionId),
        eq(echoAnswers.studentId, studentId),
      ),
    );
  return row;
}

/** An answer of the staff member's school with the class it belongs to; undefined for another school's. */
export async function findAnswerForStaff(db: Db, institutionId: number, answerId: number) {
  const result = await db.execute(sql`
    select a.id, q.course_id as "courseId", a.recording_path as "recordingPath", a.recording_type as "recordingType",
      a.recording_bytes as "recordingBytes", c.institution_id as "institutionId", c.teacher_id as "teacherId",
      to_char(c.expiry_date, 'YYYY-MM-DD') as "expiryDate"
    from echo_answers a
    join echo_quizzes q on q.id = a.quiz_id and q.institution_id = a.institution_id
    join courses c on c.id = q.course_id and c.institution_id = q.institution_id
    where a.id = ${answerId} and a.institution_id = ${institutionId}`);
  return rowsOf<
    { id: number; courseId: number; recordingPath: string; recordingType: string; recordingBytes: number } & CourseFacts
  >(result)[0];
}

/** Sets or clears the teacher's score, answering it with who gave it and when, and the score it replaced. */
export async function setOverride(
  db: Db,
  ids: { institutionId: number; answerId: number },
  score: number | null,
  by: number,
  at: Date,
) {
  const result = await db.execute(sql`
    with previous as (
      select override_score from echo_answers where id = ${ids.answerId} and institution_id = ${ids.institutionId}
    ),
    changed as (
      update echo_answers
      set override_score = ${score}::int,
        override_by = case when ${score}::int is null then null else ${by}::bigint end,
        change_seq = ${await nextChange(db)}::bigint,
        override_at = case when ${score}::int is null then null else ${at.toISOString()}::timestamptz end
      where id = ${ids.answerId} and institution_id = ${ids.institutionId}
      returning override_score, override_by, override_at
    )
    select changed.override_score as override, u.name as override_by, ${isoMoment('changed.override_at')} as override_at,
      (select override_score from previous) as previous
    from changed left join users u on u.id = changed.override_by and u.institution_id = ${ids.institutionId}`);
  return rowsOf<{
    override: number | null;
    override_by: string | null;
    override_at: string | null;
    previous: number | null;
  }>(result)[0];
}

/** Puts an answer back in the queue to be scored afresh: its automatic scores go until then. */
export async function requeueAnswer(db: Db, institutionId: number, answerId: number): Promise<boolean> {
  const rows = await db
    .update(echoAnswers)
    .set({ ...NO_SCORES, state: 'queued', attempts: 0, failure: null, scoredAt: null, changeSeq: await nextChange(db) })
    .where(and(eq(echoAnswers.id, answerId), eq(echoAnswers.institutionId, institutionId)))
    .returning({ id: echoAnswers.id });
  return rows.length > 0;
}

const NO_SCORES = {
  overall: null,
  accuracy: null,
  completeness: null,
  fluency: null,
  wcpm: null,
  words: null,
  inserted: null,
  engineVersion: null,
} as const;

// ── Scoring (the background job; every school's answers) ──

/** An answer named by its school and id: how the scoring queue carries it. */
export interface AnswerKey {
  id: number;
  institutionId: number;
}
const isAnswer = (answer: AnswerKey) =>
  and(eq(echoAnswers.id, answer.id), eq(echoAnswers.institutionId, answer.institutionId));

/**
 * Takes an answer waiting to be scored (or one whose scoring was cut short) for scoring: its
 * state becomes `scoring` and its attempts grow by one. Undefined when it is not waiting.
 */
export async function claimAnswer(db: Db, answer: AnswerKey) {
  const result = await db.execute(sql`
    update echo_answers a set state = 'scoring', attempts = a.attempts + 1, change_seq = ${await nextChange(db)}::bigint
    from echo_questions x
    where a.id = ${answer.id} and a.institution_id = ${answer.institutionId}
      and a.state in ('queued', 'scoring') and x.id = a.question_id and x.institution_id = ${answer.institutionId}
    returning a.id, a.recording_path as "recordingPath", a.attempts, x.text,
      a.question_id as "questionId", a.student_id as "studentId"`);
  return rowsOf<{
    id: number;
    recordingPath: string;
    attempts: number;
    text: string;
    questionId: number;
    studentId: number;
  }>(result)[0];
}

export interface StoredScores {
  overall: number | null;
  accuracy: number | null;
  completeness: number | null;
  fluency: number | null;
  wcpm: number | null;
  words: SpokenWord[];
  inserted: { start: number; end: number }[];
  engineVersion: string;
}

export async function storeScores(db: Db, answer: AnswerKey, scores: StoredScores, at: Date) {
  await db
    .update(echoAnswers)
    .set({ ...scores, state: 'scored', failure: null, scoredAt: at, changeSeq: await nextChange(db) })
    .where(and(isAnswer(answer), eq(echoAnswers.state, 'scoring')));
}

/**
 * Ends an answer's scoring as failed, with the error code of why. When it was the student's
 * current answer and an earlier one of the question was scored, the latest scored one is current
 * again: a failed recording never replaces a scored answer. Called in a transaction holding the
 * student's question.
 */
export async function storeFailure(tx: Db, answer: AnswerKey, code: string, at: Date) {
  const [failed] = await tx
    .update(echoAnswers)
    .set({ ...NO_SCORES, state: 'failed', failure: code, scoredAt: at, changeSeq: await nextChange(tx) })
    .where(and(isAnswer(answer), eq(echoAnswers.state, 'scoring')))
    .returning({ current: echoAnswers.current, questionId: echoAnswers.questionId, studentId: echoAnswers.studentId });
  if (!failed?.current) return;
  const [scored] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select id from echo_answers
      where institution_id = ${answer.institutionId} and question_id = ${failed.questionId}
        and student_id = ${failed.studentId} and state = 'scored'
      order by id desc limit 1`),
  );
  if (!scored) return;
  await tx
    .update(echoAnswers)
    .set({ current: false, changeSeq: await nextChange(tx) })
    .where(isAnswer(answer));
  await tx
    .update(echoAnswers)
    .set({ current: true, changeSeq: await nextChange(tx) })
    .where(isAnswer({ id: scored.id, institutionId: answer.institutionId }));
}

/** Hands an answer whose scoring failed back to the queue, for its one retry. */
export async function releaseAnswer(db: Db, answer: AnswerKey) {
  await db
    .update(echoAnswers)
    .set({ state: 'queued', changeSeq: await nextChange(db) })
    .where(and(isAnswer(answer), eq(echoAnswers.state, 'scoring')));
}

/** Answers waiting to be scored, oldest first, in every school (a background scan). */
export async function queuedAnswers(db: Db, limit: number): Promise<AnswerKey[]> {
  const result = await acrossSchools(db, (tx) =>
    tx.execute(sql`select id, institution_id as "institutionId" from echo_answers
      where state = 'queued' order by id limit ${limit}`),
  );
  return rowsOf<AnswerKey>(result);
}

/**
 * Answers waiting for scoring (or cut short while scoring) that no job of the queue will score:
 * sent while no queue was running, left when a job was given up, or held by a job taken before
 * `stalledBefore` (its worker died, or lost its database, with the job in hand). Reads the job
 * queue's table first (on a cluster it stays on the coordinator, and a distributed table is
 * joined only to its result), then every school's answers (a background scan).
 */
export async function answersWithoutJob(
  db: Db,
  queue: string,
  stalledBefore: Date,
  limit: number,
): Promise<AnswerKey[]> {
  const result = await acrossSchools(db, (tx) =>
    tx.execute(sql`
    with held as materialized (
      select (j.data->>'answerid')::bigint as id from pgboss.job j
      where j.name = ${queue}
        and (j.state in ('created', 'retry') or (j.state = 'active' and j.started_on > ${stalledBefore.toISOString()}))
    )
    select a.id, a.institution_id as "institutionId" from echo_answers a
    where a.state in ('queued', 'scoring')
      and not exists (select 1 from held where held.id = a.id)
    order by a.id limit ${limit}`),
  );
  return rowsOf<AnswerKey>(result);
}

export type AnswerStateRow = { id: number; state: AnswerState };

/** A scored answer as the engine left it: its engine version and marks. */
export interface StoredReadingRow {
  id: number;
  institution_id: number;
  engine_version: string;
  words: SpokenWord[];
  inserted: { start: number; end: number }[];
}

/**
 * Answers scored (and heard) by another engine version than `current`, in order of id after
 * `after`, in every school (a background scan).
 */
export async function readingsOfOtherVersions(
  db: Db,
  current: string,
  after: number,
  limit: number,
): Promise<StoredReadingRow[]> {
  const result = await acrossSchools(db, (tx) =>
    tx.execute(sql`
    select id, institution_id, engine_version, words, inserted from echo_answers
    where id > ${after} and state = 'scored' and overall is not null
      and engine_version is not null and engine_version not like ${`${current}+%`}
    order by id limit ${limit}`),
  );
  return rowsOf<StoredReadingRow>(result);
}

/** Stores scores worked out again from an answer's marks, unless it was scored again meanwhile. */
export async function storeRescored(
  db: Db,
  answer: AnswerKey,
  before: string,
  scores: Pick<StoredScores, 'overall' | 'accuracy' | 'completeness' | 'fluency' | 'wcpm' | 'engineVersion'>,
) {
  await db
    .update(echoAnswers)
    .set({ ...scores, changeSeq: await nextChange(db) })
    .where(and(isAnswer(answer), eq(echoAnswers.state, 'scored'), eq(echoAnswers.engineVersion, before)));
}

/** The school's latest change to an Echo Valley answer (null before the first), for what a kept answer about a class is current with. */
export const latestAnswerChangeOf = (institutionId: SQL) =>
  sql<number>`(select max(${echoAnswers.changeSeq}) from ${echoAnswers} where ${echoAnswers.institutionId} = ${institutionId})`;
