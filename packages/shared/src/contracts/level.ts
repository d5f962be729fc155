import { z } from 'zod';
import { PLACEMENT_STATES } from '../domain/enums.js';
import { readingMarks } from './echo.js';
import { idListSchema, idSchema, textSchema } from './primitives.js';
import { LEVEL_SOURCES } from './student-page.js';

/**
 * Level tests and level checks: a placement test places a new student; a level check, scheduled
 * by the teacher, follows their level. Both are taken in the learner app; teachers read the
 * results and may adjust the computed level.
 */
/** The book levels of the catalogue, easiest first. */
export const BOOK_LEVELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'] as const;
export type BookLevel = (typeof BOOK_LEVELS)[number];

export const LEVEL_TEST_KINDS = ['placement', 'check'] as const;
export type LevelTestKind = (typeof LEVEL_TEST_KINDS)[number];

export const LEVEL_TEST_STATES = ['pending', 'started', 'finished', 'cancelled'] as const;
export type LevelTestState = (typeof LEVEL_TEST_STATES)[number];

/** The choices of a comprehension question, in the order shown. */
export const LEVEL_CHOICE_KEYS = ['a', 'b', 'c', 'd'] as const;
export type LevelChoiceKey = (typeof LEVEL_CHOICE_KEYS)[number];

/** An item of a test: a comprehension question about a passage, or a sentence to read aloud. */
export const LEVEL_ITEM_KINDS = ['question', 'oral'] as const;
export type LevelItemKind = (typeof LEVEL_ITEM_KINDS)[number];

const moment = z.string(); // ISO 8601 instant
const itemKey = textSchema.trim().min(1).max(20);
const bookLevel = z.enum(BOOK_LEVELS);

// ── Learner ──

const learnerQuestion = z.object({
  item: z.string(),
  prompt: z.string(),
  choices: z.array(z.object({ key: z.enum(LEVEL_CHOICE_KEYS), text: z.string() })),
});

/** A test as the student takes it: passages with their questions, then the sentences to read; never the answers. */
export const learnerLevelTest = z.object({
  testid: z.number().int(),
  kind: z.enum(LEVEL_TEST_KINDS),
  form: z.string(),
  state: z.enum(LEVEL_TEST_STATES),
  passages: z.array(z.object({ sentences: z.array(z.string()), questions: z.array(learnerQuestion) })),
  orals: z.array(z.object({ item: z.string(), text: z.string() })),
  /** The items answered so far. */
  answered: z.array(z.string()),
});
export type LearnerLevelTest = z.infer<typeof learnerLevelTest>;

export const learnerLevelResponse = z.object({ status: z.literal('success'), test: learnerLevelTest.nullable() });

/** The answer to a question; an oral item is answered with a multipart upload (`item`, `audio`) instead. */
export const levelChoiceBody = z.object({ item: itemKey, choice: z.enum(LEVEL_CHOICE_KEYS) });
export const levelOralFields = z.object({ item: itemKey });

export const levelAnswerResponse = z.object({
  status: z.literal('success'),
  item: z.string(),
  answered: z.number().int(),
  items: z.number().int(),
});

export const levelFinishResponse = z.object({
  status: z.literal('success'),
  testid: z.number().int(),
  kind: z.enum(LEVEL_TEST_KINDS),
  score: z.number().int(),
  level: bookLevel,
});
export type LevelFinishResponse = z.infer<typeof levelFinishResponse>;

// ── Teachers ──

export const levelTestSummary = z.object({
  testid: z.number().int(),
  kind: z.enum(LEVEL_TEST_KINDS),
  form: z.string(),
  state: z.enum(LEVEL_TEST_STATES),
  created_at: moment,
  finished_at: moment.nullable(),
  score: z.number().int().nullable(),
  computed_level: z.string().nullable(),
  accepted_level: z.string().nullable(),
  adjusted_at: moment.nullable(),
});
export type LevelTestSummary = z.infer<typeof levelTestSummary>;

export const levelChange = z.object({
  at: moment,
  from_level: z.string().nullable(),
  to_level: z.string(),
  source: z.enum(LEVEL_SOURCES),
  testid: z.number().int().nullable(),
});
export type LevelChange = z.infer<typeof levelChange>;

/** The tests shown per student in the class results, newest first. */
export const LEVEL_RESULTS_TESTS = 5;

export const levelResultsResponse = z.object({
  status: z.literal('success'),
  record: z.array(
    z.object({
      stuid: z.number().int(),
      username: z.string(),
      account: z.string(),
      active: z.boolean(),
      level: z.string().nullable(),
      placement: z.enum(PLACEMENT_STATES),
      /** The test waiting for the student (a placement before a check), if any. */
      open: levelTestSummary.nullable(),
      /** The latest finished tests, newest first. */
      tests: z.array(levelTestSummary),
      /** Every change of the student's level, newest first. */
      history: z.array(levelChange),
    }),
  ),
});
export type LevelResultsResponse = z.infer<typeof levelResultsResponse>;
export type LevelStudent = LevelResultsResponse['record'][number];

export const levelCheckBody = z.object({ stuids: idListSchema() });
export const levelCheckResponse = z.object({
  status: z.literal('success'),
  scheduled: z.number().int(),
  /** Students who already had an open level check. */
  skipped: z.number().int(),
  /** Students still to take their placement test: it sets their level, so they get no check. */
  placement_pending: z.number().int(),
});

/** The teacher's level for a student; with `testid`, accepting or adjusting that test's computed level. */
export const levelSetBody = z.object({ level: bookLevel, testid: idSchema.optional() });
export const levelSetResponse = z.object({
  status: z.literal('success'),
  stuid: z.number().int(),
  level: bookLevel,
  changed: z.boolean(),
});

/** One item of a test with the student's answer, for the teacher. */
export const levelItemAnswer = z.object({
  item: z.string(),
  kind: z.enum(LEVEL_ITEM_KINDS),
  level: bookLevel,
  /** The question's prompt, or the sentence to read. */
  text: z.string(),
  /** The passage a question asks about. */
  passage: z.array(z.string()).nullable(),
  choices: z.array(z.object({ key: z.enum(LEVEL_CHOICE_KEYS), text: z.string(), right: z.boolean() })),
  choice: z.enum(LEVEL_CHOICE_KEYS).nullable(),
  correct: z.boolean().nullable(),
  /** 0 or 100 for a question, the speech engine's overall score for a reading; null when unanswered. */
  score: z.number().int().nullable(),
  /** The speech engine's marks on a reading; null for a question, an unanswered item, or a reading kept without them. */
  marks: readingMarks.nullable(),
});
export type LevelItemAnswer = z.infer<typeof levelItemAnswer>;

export const levelTestResponse = z.object({
  status: z.literal('success'),
  stuid: z.number().int(),
  test: levelTestSummary,
  /** Per level tested: the mark (0–100) and whether it was passed. */
  levels: z.array(z.object({ level: bookLevel, mark: z.number().int(), passed: z.boolean() })),
  items: z.array(levelItemAnswer),
});
export type LevelTestResponse = z.infer<typeof levelTestResponse>;
