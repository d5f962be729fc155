import { LEVEL_SOURCES, LEVEL_TEST_KINDS, LEVEL_TEST_STATES, type ReadingMarks } from '@lms/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment, oneOf, updatedAt } from '../../db/table-parts/columns.js';
import { SCHOOL_ROWS, type TableKinds } from '../../db/table-parts/kinds.js';
import { id, idRef, keyedBySchool, ofSchool, sameSchool, school } from '../../db/table-parts/tenancy.js';
import { courses, institutions, students, users } from '../school/school.tables.js';

/**
 * One sitting of a placement test or a level check by a student. `form` names the test's
 * content (which passages and items it asked); the computed level and the one the teacher
 * accepted or adjusted are kept side by side.
 */
export const levelTests = pgTable(
  'level_tests',
  {
    id: id(),
    institutionId: school(),
    studentId: idRef('student_id').notNull(),
    /** The class through which a level check was scheduled (null for a placement the roster asked for). */
    courseId: idRef('course_id'),
    kind: text('kind', { enum: LEVEL_TEST_KINDS }).notNull(),
    form: text('form').notNull(),
    state: text('state', { enum: LEVEL_TEST_STATES }).notNull().default('pending'),
    requestedBy: idRef('requested_by'),
    createdAt: createdAt(),
    startedAt: moment('started_at'),
    finishedAt: moment('finished_at'),
    /** 0–100 over the items answered. */
    score: integer('score'),
    computedLevel: text('computed_level'),
    acceptedLevel: text('accepted_level'),
    adjustedBy: idRef('adjusted_by'),
    adjustedAt: moment('adjusted_at'),
  },
  (t) => [
    keyedBySchool(t, t.id),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.studentId, () => students, 'cascade'),
    sameSchool(t, t.courseId, () => courses, 'refuse'),
    sameSchool(t, t.requestedBy, () => users, 'refuse'),
    sameSchool(t, t.adjustedBy, () => users, 'refuse'),
    // At most one open test of each kind per student.
    uniqueIndex('level_tests_open_idx')
      .on(t.studentId, t.kind, t.institutionId)
      .where(sql`${t.state} in ('pending', 'started')`),
    index('level_tests_student_idx').on(t.studentId, t.createdAt),
    index('level_tests_course_idx').on(t.courseId, t.createdAt),
    check('level_tests_kind_check', oneOf(t.kind, LEVEL_TEST_KINDS)),
    check('level_tests_state_check', oneOf(t.state, LEVEL_TEST_STATES)),
    check('level_tests_score_check', sql`${t.score} between 0 and 100`),
  ],
);

/** A student's answer to one item of a test: a choice, or a recording scored by the speech engine. */
export const levelAnswers = pgTable(
  'level_answers',
  {
    id: id(),
    institutionId: school(),
    testId: idRef('test_id').notNull(),
    itemKey: text('item_key').notNull(),
    /** The choice picked, for a comprehension question. */
    choice: text('choice'),
    /** The recording in the file store, for an oral item. */
    audioKey: text('audio_key'),
    correct: boolean('correct'),
    /** 0–100: 0 or 100 for a question, the engine's overall score for an oral item. */
    score: integer('score'),
    /** The speech engine's marks on an oral item's reading (per expected word, inserted speech, engine version). */
    marks: jsonb('marks').$type<ReadingMarks>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    keyedBySchool(t, t.id),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.testId, () => levelTests, 'cascade'),
    uniqueIndex('level_answers_item_idx').on(t.testId, t.itemKey, t.institutionId),
    check('level_answers_score_check', sql`${t.score} between 0 and 100`),
  ],
);

/** Every change of a student's level, with what moved it. */
export const levelChanges = pgTable(
  'level_changes',
  {
    id: id(),
    institutionId: school(),
    studentId: idRef('student_id').notNull(),
    fromLevel: text('from_level'),
    toLevel: text('to_level').notNull(),
    source: text('source', { enum: LEVEL_SOURCES }).notNull(),
    testId: idRef('test_id'),
    changedBy: idRef('changed_by'),
    createdAt: createdAt(),
  },
  (t) => [
    keyedBySchool(t, t.id),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.studentId, () => students, 'cascade'),
    sameSchool(t, t.testId, () => levelTests, 'refuse'),
    sameSchool(t, t.changedBy, () => users, 'refuse'),
    index('level_changes_student_idx').on(t.studentId, t.createdAt),
    index('level_changes_institution_idx').on(t.institutionId, t.createdAt),
    check('level_changes_source_check', oneOf(t.source, LEVEL_SOURCES)),
  ],
);

/** Each table's kind for a sharded database, with the reason (see db/table-parts/kinds.ts). */
export const LEVEL_TABLE_KINDS: TableKinds = {
  level_tests: { kind: 'tenant', reason: `${SCHOOL_ROWS}: placement tests and level checks` },
  level_answers: { kind: 'tenant', reason: `${SCHOOL_ROWS}: answers to a level test` },
  level_changes: { kind: 'tenant', reason: `${SCHOOL_ROWS}: every change of a student's level` },
};
