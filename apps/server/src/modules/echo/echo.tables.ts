import { ANSWER_STATES, ECHO_KINDS, ECHO_STATES } from '@lms/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, moment, oneOf, updatedAt } from '../../db/table-parts/columns.js';
import { SCHOOL_ROWS, type TableKinds } from '../../db/table-parts/kinds.js';
import { id, idRef, keyedBySchool, ofSchool, sameSchool, school } from '../../db/table-parts/tenancy.js';
import { resources } from '../catalogue/catalogue.tables.js';
import { classWorkKeys, setBy } from '../school/class-work.tables.js';
import { courses, institutions, students, users } from '../school/school.tables.js';

/**
 * Spoken quizzes of a class: its weekly Echo Valley quizzes (open between two calendar dates,
 * both included) and speaking tasks (the spoken questions of one material). Once published, the
 * questions and dates stay.
 */
export const echoQuizzes = pgTable(
  'echo_quizzes',
  {
    id: id(),
    institutionId: school(),
    courseId: idRef('course_id').notNull(),
    kind: text('kind', { enum: ECHO_KINDS }).notNull(),
    name: text('name').notNull(),
    /** The material of a speaking task. */
    resourceId: idRef('resource_id').references(() => resources.id),
    openDate: date('open_date', { mode: 'string' }),
    closeDate: date('close_date', { mode: 'string' }),
    extra: boolean('extra').notNull().default(false),
    state: text('state', { enum: ECHO_STATES }).notNull().default('unpublished'),
    publishedAt: moment('published_at'),
    /** Made by the weekly auto-assigned oral quiz job for the week starting on `week`. */
    auto: boolean('auto').notNull().default(false),
    week: date('week', { mode: 'string' }),
    ...setBy(),
  },
  (t) => [
    ...classWorkKeys(t),
    index('echo_quizzes_course_idx').on(t.institutionId, t.courseId, t.createdAt),
    // One speaking task per material of a class; one auto-assigned quiz per class and week.
    uniqueIndex('echo_quizzes_task_idx').on(t.courseId, t.resourceId, t.institutionId).where(sql`${t.kind} = 'task'`),
    uniqueIndex('echo_quizzes_auto_week_idx').on(t.courseId, t.week, t.institutionId).where(sql`${t.auto}`),
    check('echo_quizzes_kind_check', oneOf(t.kind, ECHO_KINDS)),
    check('echo_quizzes_state_check', oneOf(t.state, ECHO_STATES)),
    check(
      'echo_quizzes_shape_check',
      sql`(${t.kind} = 'task' and ${t.resourceId} is not null and ${t.openDate} is null and ${t.closeDate} is null)
        or (${t.kind} = 'weekly' and ${t.resourceId} is null and ${t.openDate} is not null and ${t.closeDate} >= ${t.openDate})`,
    ),
    check('echo_quizzes_published_check', sql`(${t.state} = 'published') = (${t.publishedAt} is not null)`),
  ],
);

/** A quiz's questions in order: a sentence of a material (maybe edited) or the teacher's own words. */
export const echoQuestions = pgTable(
  'echo_questions',
  {
    id: id(),
    quizId: idRef('quiz_id').notNull(),
    institutionId: school(),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    /** One word: a word question; several: a sentence question. */
    wordCount: integer('word_count').notNull(),
    /** The material the sentence was taken from. */
    resourceId: idRef('resource_id').references(() => resources.id, { onDelete: 'set null' }),
  },
  (t) => [
    keyedBySchool(t, t.id),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.quizId, () => echoQuizzes, 'cascade'),
    uniqueIndex('echo_questions_position_idx').on(t.quizId, t.position, t.institutionId),
    check('echo_questions_words_check', sql`${t.wordCount} between 1 and 25`),
  ],
);

/** The moves of every Echo Valley answer, in order (see `echoAnswers.changeSeq`). */
export const echoAnswerChanges = pgSequence('echo_answer_changes');

/**
 * Every recording a student sent for a question, with its automatic scores. The latest per
 * student and question is `current`; earlier ones stay for the teacher. A student removed from
 * the class keeps their answers.
 */
export const echoAnswers = pgTable(
  'echo_answers',
  {
    id: id(),
    institutionId: school(),
    quizId: idRef('quiz_id').notNull(),
    questionId: idRef('question_id').notNull(),
    studentId: idRef('student_id').notNull(),
    current: boolean('current').notNull().default(true),
    /** The learner app's key: a retried upload answers the first one's answer. */
    requestKey: text('request_key'),
    /** Where the recording lives in the file store, with what the upload said of it. */
    recordingPath: text('recording_path').notNull(),
    recordingBytes: integer('recording_bytes').notNull(),
    recordingType: text('recording_type').notNull(),
    durationMs: integer('duration_ms'),
    state: text('state', { enum: ANSWER_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** The error code of the last failed scoring. */
    failure: text('failure'),
    overall: doublePrecision('overall'),
    accuracy: doublePrecision('accuracy'),
    completeness: doublePrecision('completeness'),
    fluency: doublePrecision('fluency'),
    wcpm: doublePrecision('wcpm'),
    words: jsonb('words'),
    inserted: jsonb('inserted'),
    engineVersion: text('engine_version'),
    overrideScore: integer('override_score'),
    overrideBy: idRef('override_by'),
    overrideAt: moment('override_at'),
    submittedAt: createdAt(),
    scoredAt: moment('scored_at'),
    /**
     * Taken from `echo_answer_changes` when the answer is stored and again, by a trigger, on every
     * change to it (scored, overruled, replaced): the school's greatest is what kept answers
     * about its Echo Valley answers are current with, read from the index in one step.
     */
    changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(sql`nextval('echo_answer_changes')`),
  },
  (t) => [
    keyedBySchool(t, t.id),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.quizId, () => echoQuizzes, 'cascade'),
    sameSchool(t, t.questionId, () => echoQuestions, 'cascade'),
    sameSchool(t, t.studentId, () => students, 'cascade'),
    sameSchool(t, t.overrideBy, () => users, 'refuse'),
    uniqueIndex('echo_answers_current_idx').on(t.questionId, t.studentId, t.institutionId).where(sql`${t.current}`),
    uniqueIndex('echo_answers_key_idx')
      .on(t.studentId, t.requestKey, t.institutionId)
      .where(sql`${t.requestKey} is not null`),
    index('echo_answers_quiz_idx').on(t.quizId, t.studentId),
    // A student's recent recordings, counted against their limits at each upload.
    index('echo_answers_student_idx').on(t.studentId, t.submittedAt),
    index('echo_answers_change_idx').on(t.institutionId, t.changeSeq),
    index('echo_answers_pending_idx').on(t.state).where(sql`${t.state} in ('queued', 'scoring')`),
    check('echo_answers_state_check', oneOf(t.state, ANSWER_STATES)),
    check('echo_answers_override_check', sql`${t.overrideScore} between 0 and 100`),
  ],
);

/** Each class's Echo Valley settings; no row: auto-assigned quizzes off and the default rewards. */
export const echoSettings = pgTable(
  'echo_settings',
  {
    courseId: idRef('course_id').notNull(),
    institutionId: school(),
    /** When auto-assigned oral quizzes were switched on; null while off. */
    autoSince: moment('auto_since'),
    rewardExp: integer('reward_exp').notNull().default(20),
    rewardTickets: integer('reward_tickets').notNull().default(1),
    /** The last weekly run that made no quiz, and why. */
    lastNote: text('last_note'),
    lastNoteWeek: date('last_note_week', { mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    keyedBySchool(t, t.courseId),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.courseId, () => courses, 'cascade'),
    check('echo_settings_rewards_check', sql`${t.rewardExp} >= 0 and ${t.rewardTickets} >= 0`),
  ],
);

/** Each table's kind for a sharded database, with the reason (see db/table-parts/kinds.ts). */
export const ECHO_TABLE_KINDS: TableKinds = {
  echo_quizzes: { kind: 'tenant', reason: `${SCHOOL_ROWS}: a class's spoken quizzes` },
  echo_questions: { kind: 'tenant', reason: `${SCHOOL_ROWS}: a spoken quiz's questions` },
  echo_answers: { kind: 'tenant', reason: `${SCHOOL_ROWS}: students' recordings and their scores` },
  echo_settings: { kind: 'tenant', reason: `${SCHOOL_ROWS}: a class's Echo Valley settings` },
};
