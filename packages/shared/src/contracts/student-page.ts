import { z } from 'zod';
import { isoDate } from './common.js';
import { ANSWER_STATES, insertedSpeech, spokenWord } from './echo.js';
import { textSchema } from './primitives.js';

/** A page per student: what they read and did, their level and rewards, and the teachers' notes. */

export const STUDENT_NOTE_MAX = 2000;

/** The reading history lists the latest sessions only. */
export const STUDENT_HISTORY_MAX = 100;

/** The state of an assignment for one student. */
export const STUDENT_ASSIGNMENT_STATES = ['complete', 'incomplete', 'missed', 'upcoming'] as const;
export type StudentAssignmentState = (typeof STUDENT_ASSIGNMENT_STATES)[number];

/** What moved a student's level: a placement test, a level check, or a teacher's adjustment. */
export const LEVEL_SOURCES = ['placement', 'check', 'teacher'] as const;
export type LevelSource = (typeof LEVEL_SOURCES)[number];

export const studentNoteBody = z.object({ text: textSchema.trim().min(1).max(STUDENT_NOTE_MAX) });

const moment = z.string(); // ISO 8601 instant

/** A teacher's private note on a student in a class. */
export const studentNote = z.object({
  id: z.number().int(),
  text: z.string(),
  author: z.string().nullable(),
  at: moment,
});
export type StudentNote = z.infer<typeof studentNote>;

/** The note as kept, with who wrote it and when. */
export const studentNoteResponse = z.object({ status: z.literal('success'), note: studentNote });
export type StudentNoteResponse = z.infer<typeof studentNoteResponse>;

export const studentPageResponse = z.object({
  status: z.literal('success'),
  student: z.object({
    stuid: z.number().int(),
    username: z.string(),
    account: z.string(),
    avatar: z.string(),
    active: z.boolean(),
    level: z.string().nullable(),
    placement: z.string(),
    exp: z.number().int(),
    tickets: z.number().int(),
  }),
  /** Time spent: minutes over all time and over the last 30 days, and materials completed. */
  time: z.object({
    total_minutes: z.number().int(),
    last30_minutes: z.number().int(),
    books_completed: z.number().int(),
    videos_completed: z.number().int(),
  }),
  /** The latest reading and viewing sessions in this class, newest first (at most STUDENT_HISTORY_MAX). */
  history: z.array(
    z.object({
      at: moment,
      resourceid: z.number().int(),
      resource_name: z.string(),
      type: z.string(),
      minutes: z.number().int(),
      pages: z.number().int(),
      completed: z.boolean(),
    }),
  ),
  /** Materials completed in this class, with when first completed. */
  completed: z.array(
    z.object({ resourceid: z.number().int(), resource_name: z.string(), type: z.string(), completed_at: moment }),
  ),
  assignments: z.array(
    z.object({
      aid: z.number().int(),
      name: z.string(),
      start: isoDate,
      end: isoDate,
      state: z.enum(STUDENT_ASSIGNMENT_STATES),
      completed_at: moment.nullable(),
    }),
  ),
  /** Echo Valley answers, newest first; the recording plays from ECHO_PATHS.voice. */
  echo: z.array(
    z.object({
      answerid: z.number().int(),
      echoid: z.number().int(),
      quiz_name: z.string(),
      question: z.string(),
      submitted_at: moment,
      state: z.enum(ANSWER_STATES),
      /** The score shown: the teacher's when overruled, else the engine's (null until scored). */
      overall: z.number().nullable(),
      overruled: z.boolean(),
      /** The speech engine's mark on each of the question's words, and speech heard where no word belongs; empty until scored. */
      words: z.array(spokenWord),
      inserted: z.array(insertedSpeech),
    }),
  ),
  /** Level and placement history, newest first. */
  levels: z.array(
    z.object({
      at: moment,
      from_level: z.string().nullable(),
      to_level: z.string(),
      source: z.enum(LEVEL_SOURCES),
      /** The level the test computed, when the change came from a test. */
      computed_level: z.string().nullable(),
    }),
  ),
  /** Why each EXP and ticket was given, newest first. */
  rewards: z.array(
    z.object({
      at: moment,
      reason: z.string(),
      /** The assignment's or quiz's name; null when it was in another class, or is gone. */
      label: z.string().nullable(),
      /** Whether the assignment or quiz was this class's (the ledger covers all of the student's classes). */
      in_class: z.boolean(),
      exp: z.number().int(),
      tickets: z.number().int(),
    }),
  ),
  /** Teachers' private notes (never shown to the student or parent), newest first. */
  notes: z.array(studentNote),
});
export type StudentPageResponse = z.infer<typeof studentPageResponse>;
