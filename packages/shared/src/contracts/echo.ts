import { z } from 'zod';
import { isoDate } from './common.js';
import { idSchema, lineText, textSchema, wholeNumber } from './primitives.js';
import { formBoolean } from './roster.js';

/**
 * Echo Valley: spoken quizzes whose answers the server scores word by word. A weekly quiz
 * (the class's Echo Valley, open between two dates) and a speaking task (the spoken questions
 * of one material, met when a student finishes it) share one model.
 */

export const ECHO_KINDS = ['weekly', 'task'] as const;
export type EchoKind = (typeof ECHO_KINDS)[number];

/** Generating: the weekly job is building it; unpublished: a draft the teacher may change; published: locked. */
export const ECHO_STATES = ['generating', 'unpublished', 'published'] as const;
export type EchoState = (typeof ECHO_STATES)[number];

export const ANSWER_STATES = ['queued', 'scoring', 'scored', 'failed'] as const;
export type AnswerState = (typeof ANSWER_STATES)[number];
/** Where a student stands with a quiz: every question answered, some, or none. */
export const STUDENT_QUIZ_STATES = ['submitted', 'in_progress', 'not_submitted'] as const;
export type StudentQuizState = (typeof STUDENT_QUIZ_STATES)[number];

/** How a word of the question was read: as written, left out, or said as something else. */
export const WORD_MARKS = ['correct', 'omission', 'substitution'] as const;
export type WordMark = (typeof WORD_MARKS)[number];

/** Why the engine may score a word poorly (shown as a hint under the word in the editor). */
export const WORD_WARNINGS = ['not_in_dictionary', 'sounds_like_another'] as const;
export type WordWarningReason = (typeof WORD_WARNINGS)[number];

export const ECHO_LIMITS = {
  nameMax: 100,
  questionsMin: 1,
  questionsMax: 30,
  /** Words of one question; a question of one word is a word question. */
  wordsMin: 1,
  wordsMax: 25,
  questionTextMax: 300,
  rewardMax: 1000,
  /** An uploaded recording (the engine refuses larger or longer ones with speech.too_large / speech.too_long). */
  recordingBytesMax: 5 * 1024 * 1024,
  recordingSecondsMax: 60,
  /**
   * A student's recordings of one question within an hour, and bytes of recordings within a day:
   * far above a child reading aloud (a few tries per question, well under a megabyte each), far
   * below a script storing junk (refused with speech.too_many_recordings).
   */
  recordingsPerQuestionHour: 30,
  recordingBytesPerDay: 60 * 1024 * 1024,
} as const;

/** The words of a question as the engine and the counts see them: runs of non-space characters. */
export function questionWords(text: string): string[] {
  return text.trim().split(/\s+/u).filter(Boolean);
}

/** A sentence question has several words; a word question one. */
export function isWordQuestion(text: string): boolean {
  return questionWords(text).length === 1;
}

const questionText = textSchema
  .trim()
  .min(1)
  .max(ECHO_LIMITS.questionTextMax)
  .refine((text) => {
    const count = questionWords(text).length;
    return count >= ECHO_LIMITS.wordsMin && count <= ECHO_LIMITS.wordsMax;
  }, `A question has 1 to ${ECHO_LIMITS.wordsMax} words.`);

export const echoQuestionInput = z.object({
  text: questionText,
  /** The material the sentence was taken from; absent or null for the teacher's own. */
  resourceid: idSchema.nullable().optional(),
});
export type EchoQuestionInput = z.infer<typeof echoQuestionInput>;

/** Form bodies carry the questions as JSON text; JSON bodies may send the array itself. */
const questionList = z
  .union([
    z.array(z.unknown()),
    textSchema.transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'Not JSON.' });
        return z.NEVER;
      }
    }),
  ])
  .pipe(z.array(echoQuestionInput).min(ECHO_LIMITS.questionsMin).max(ECHO_LIMITS.questionsMax));

/**
 * A quiz as the teacher saves it (create and edit). A weekly quiz has open and close dates
 * (both included); a speaking task belongs to one material and has none.
 */
export const echoQuizBody = z.object({
  name: lineText.trim().min(1).max(ECHO_LIMITS.nameMax),
  kind: z.enum(ECHO_KINDS),
  /** The material of a speaking task. */
  resourceid: idSchema.optional(),
  open_date: isoDate.optional(),
  close_date: isoDate.optional(),
  extra: formBoolean.optional(),
  questions: questionList,
});
export type EchoQuizBody = z.input<typeof echoQuizBody>;
export type EchoQuizCommand = z.output<typeof echoQuizBody>;

export const echoCreatedResponse = z.object({ status: z.literal('success'), echoid: z.number().int() });

export const echoSummary = z.object({
  echoid: z.number().int(),
  kind: z.enum(ECHO_KINDS),
  name: z.string(),
  resourceid: z.number().int().nullable(),
  /** The material's name for a speaking task. */
  resource_name: z.string().nullable(),
  /** ISO moment. */
  created: z.string(),
  /** The teacher who made it; null for the weekly job's. */
  author: z.string().nullable(),
  questions: z.number().int(),
  sentence_questions: z.number().int(),
  word_questions: z.number().int(),
  open_date: isoDate.nullable(),
  close_date: isoDate.nullable(),
  extra: z.boolean(),
  state: z.enum(ECHO_STATES),
  /** ISO moment. */
  published_at: z.string().nullable(),
  /** Made by the weekly auto-assigned oral quiz job. */
  auto: z.boolean(),
  /** Active students of the class who may answer it. */
  assigned: z.number().int(),
  /** Students who answered every question. */
  submitted: z.number().int(),
  /** Mean of the students' quiz scores (teacher's score where given), 0–100. */
  average_score: z.number().nullable(),
});
export type EchoSummary = z.infer<typeof echoSummary>;

/** Why a class with auto-assigned oral quizzes switched on has none for a week. */
export const AUTO_ECHO_NOTES = ['nothing_read'] as const;

export const echoListResponse = z.object({
  status: z.literal('success'),
  record: z.array(echoSummary),
  auto: z.object({
    enabled: z.boolean(),
    /** ISO moment of the next weekly run while enabled. */
    next_run: z.string().nullable(),
    /** The last run's outcome when it made no quiz. */
    last_note: z.enum(AUTO_ECHO_NOTES).nullable(),
    /** Week (its Monday) the last note is about. */
    last_note_week: isoDate.nullable(),
  }),
  /** EXP and tickets a student is credited once for completing an Echo Valley quiz of this class. */
  reward_exp: z.number().int(),
  reward_tickets: z.number().int(),
});
export type EchoListResponse = z.infer<typeof echoListResponse>;

/** One quiz with its questions in order, for the editor. */
export const echoDetailResponse = z.object({
  status: z.literal('success'),
  quiz: echoSummary,
  questions: z.array(z.object({ qid: z.number().int(), text: z.string(), resourceid: z.number().int().nullable() })),
});
export type EchoDetailResponse = z.infer<typeof echoDetailResponse>;

export const echoQuestionWarning = z.object({
  /** Index of the word among the question's words (`questionWords`). */
  index: z.number().int(),
  word: z.string(),
  reasons: z.array(z.enum(WORD_WARNINGS)),
});
export type EchoQuestionWarning = z.infer<typeof echoQuestionWarning>;

export const echoSentencesResponse = z.object({
  status: z.literal('success'),
  record: z.array(
    z.object({
      position: z.number().int(),
      text: z.string(),
      /** The book page, for a picture book. */
      page: z.number().int().nullable(),
      /** Where the sentence starts in a video. */
      start_ms: z.number().int().nullable(),
      /** The words the engine cannot score well. */
      unscoreable: z.array(z.string()),
      warnings: z.array(echoQuestionWarning),
    }),
  ),
});
export type EchoSentencesResponse = z.infer<typeof echoSentencesResponse>;

/** The words of texts the teacher typed or edited that the engine cannot score well. */
export const echoWarningsBody = z.object({
  texts: z
    .union([
      z.array(z.unknown()),
      textSchema.transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: 'Not JSON.' });
          return z.NEVER;
        }
      }),
    ])
    .pipe(z.array(textSchema.max(ECHO_LIMITS.questionTextMax)).min(1).max(ECHO_LIMITS.questionsMax)),
});
export const echoWarningsResponse = z.object({
  status: z.literal('success'),
  record: z.array(z.object({ text: z.string(), warnings: z.array(echoQuestionWarning) })),
});

export const spokenWord = z.object({
  word: z.string(),
  mark: z.enum(WORD_MARKS),
  /** Seconds from the start of the recording; null when the word was not heard. */
  start: z.number().nullable(),
  end: z.number().nullable(),
});
export type SpokenWord = z.infer<typeof spokenWord>;

/** Speech heard where no word of the question belongs (seconds). */
export const insertedSpeech = z.object({ start: z.number(), end: z.number() });
export type InsertedSpeech = z.infer<typeof insertedSpeech>;

/**
 * The speech engine's marks on one reading, kept as they came: each expected word's mark and
 * time, the speech heard where no word belongs, and the engine that marked them.
 */
export const readingMarks = z.object({
  words: z.array(spokenWord),
  inserted: z.array(insertedSpeech),
  engine_version: z.string(),
});
export type ReadingMarks = z.infer<typeof readingMarks>;

/** The automatic scores of one recording (0–100; wcpm in words correct per minute); null until scored or when nothing was heard. */
export const spokenScores = z.object({
  overall: z.number().nullable(),
  accuracy: z.number().nullable(),
  completeness: z.number().nullable(),
  fluency: z.number().nullable(),
  wcpm: z.number().nullable(),
  words: z.array(spokenWord),
  inserted: z.array(insertedSpeech),
});
export type SpokenScores = z.infer<typeof spokenScores>;

export const echoAnswer = spokenScores.extend({
  qid: z.number().int(),
  answerid: z.number().int(),
  state: z.enum(ANSWER_STATES),
  /** Why scoring failed (an error code), when it did. */
  failure: z.string().nullable(),
  /** The teacher's score, which the student sees instead of the automatic one. */
  override: z.number().int().nullable(),
  override_by: z.string().nullable(),
  /** ISO moments. */
  override_at: z.string().nullable(),
  submitted_at: z.string(),
  /** Recording length in milliseconds. */
  duration_ms: z.number().int().nullable(),
});
export type EchoAnswer = z.infer<typeof echoAnswer>;

export const echoProgressResponse = z.object({
  status: z.literal('success'),
  quiz: echoSummary,
  questions: z.array(z.object({ qid: z.number().int(), text: z.string() })),
  record: z.array(
    z.object({
      stuid: z.number().int(),
      username: z.string(),
      /** Answered every question. */
      submitted: z.boolean(),
      /** Every question answered (submitted), some (in progress), or none. */
      state: z.enum(STUDENT_QUIZ_STATES),
      /** Mean over the questions (teacher's score where given; an unanswered question counts 0) once submitted. */
      score: z.number().nullable(),
      answers: z.array(echoAnswer),
    }),
  ),
});
export type EchoProgressResponse = z.infer<typeof echoProgressResponse>;

/** A teacher's score for one answer, 0–100; empty clears it. */
export const overrideBody = z.object({
  score: z.union([z.literal(''), z.null(), wholeNumber(0, 100)]).transform((value) => (value === '' ? null : value)),
});
export const overrideResponse = z.object({
  status: z.literal('success'),
  override: z.number().int().nullable(),
  override_by: z.string().nullable(),
  override_at: z.string().nullable(),
});

export const autoEchoBody = z.object({
  enabled: formBoolean,
  reward_exp: wholeNumber(0, ECHO_LIMITS.rewardMax).optional(),
  reward_tickets: wholeNumber(0, ECHO_LIMITS.rewardMax).optional(),
});
export const autoEchoResponse = z.object({
  status: z.literal('success'),
  enabled: z.boolean(),
  reward_exp: z.number().int(),
  reward_tickets: z.number().int(),
});

/** "Try it": a teacher reads a question aloud (multipart `audio` and `text`); nothing is kept. */
export const tryItFields = z.object({ text: questionText });
export const tryItResponse = spokenScores.extend({ status: z.literal('success'), heard: z.boolean() });
export type TryItResponse = z.infer<typeof tryItResponse>;

export const answerAcceptedResponse = z.object({
  status: z.literal('success'),
  answerid: z.number().int(),
  state: z.enum(ANSWER_STATES),
});

export const learnerEchoListResponse = z.object({
  status: z.literal('success'),
  record: z.array(
    z.object({
      echoid: z.number().int(),
      kind: z.enum(ECHO_KINDS),
      name: z.string(),
      resourceid: z.number().int().nullable(),
      close_date: isoDate.nullable(),
      extra: z.boolean(),
      questions: z.array(z.object({ qid: z.number().int(), text: z.string() })),
      answered: z.array(z.number().int()),
    }),
  ),
});
export type LearnerEchoListResponse = z.infer<typeof learnerEchoListResponse>;

export const learnerAnswerResponse = spokenScores.extend({
  status: z.literal('success'),
  state: z.enum(ANSWER_STATES),
  /** The teacher's score where given. */
  override: z.number().int().nullable(),
});
