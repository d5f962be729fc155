import { randomUUID } from 'node:crypto';
import type { Demo, EchoQuizPlan, EchoReading, RecordedSentence } from '@lms/demo';
import { questionWords, writtenDay } from '@lms/shared';
import {
  createSphinxRecogniser,
  type ReadingResult,
  readingScorer,
  SpeechRefusal,
  type SpeechRefusalCode,
} from '@lms/speech';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  courseResourceFlags,
  courses,
  echoAnswers,
  echoQuestions,
  echoQuizzes,
  echoSettings,
  resourceSentences,
  resources,
} from '../db/schema/index.js';
import { addDays, calendarDate } from '../lib/clock.js';
import type { FileStore } from '../lib/file-store/file-store.js';
import { echoAnswerHistory, scoresOf } from '../modules/echo/index.js';
import { chance } from './demo-activity.js';
import { activeSeats, flaggedCourse } from './demo-classes.js';

type EchoDemo = Demo['echo'];

/** The engine's verdict on one recording read against one text: its result, or why it refused the audio. */
export type DemoScore = { result: ReadingResult; failure: null } | { result: null; failure: SpeechRefusalCode };

/** The scores of the demo's recordings, by recording and text. */
export interface DemoScores {
  get(file: string, text: string): DemoScore;
  engineVersion: string;
  /** Distinct (recording, text) pairs scored. */
  size: number;
  /** How long loading the recogniser and scoring took. */
  ms: number;
}

const scoreKey = (file: string, text: string) => `${file}\n${text}`;

/** Recordings decoded at once: ffmpeg decodes the next ones in its own processes while the engine listens to one. */
const SCORING_AHEAD = 3;

/**
 * Scores every recording the demo's answers use, each (recording, text) pair once, with one
 * recogniser for the whole seed: the same engine the answers of real students go through. The
 * silent recording is refused before any text matters, so it is scored once for all.
 */
export async function scoreDemoRecordings(echo: EchoDemo): Promise<DemoScores> {
  const started = performance.now();
  const scorer = readingScorer(await createSphinxRecogniser());
  const pairs = echo.sentences.flatMap((sentence) =>
    echo.readings.map((reading) => [echo.recordingFile(sentence, reading), sentence.text] as const),
  );
  pairs.push([echo.silentRecording, '']);
  const scores = new Map<string, DemoScore>();
  let next = 0;
  const worker = async () => {
    while (next < pairs.length) {
      const [file, text] = pairs[next++]!;
      if (scores.has(scoreKey(file, text))) continue;
      scores.set(scoreKey(file, text), await scoreOne(scorer, await echo.readRecording(file), text || 'silence'));
    }
  };
  await Promise.all(Array.from({ length: SCORING_AHEAD }, worker));
  return {
    engineVersion: scorer.engineVersion,
    size: scores.size,
    ms: performance.now() - started,
    get(file, text) {
      const score = scores.get(scoreKey(file, file === echo.silentRecording ? '' : text));
      if (!score) throw new Error(`the demo recording ${file} was not scored for "${text}"`);
      return score;
    },
  };
}

async function scoreOne(scorer: ReturnType<typeof readingScorer>, audio: Uint8Array, text: string): Promise<DemoScore> {
  try {
    return { result: await scorer.score(audio, text), failure: null };
  } catch (error) {
    if (error instanceof SpeechRefusal) return { result: null, failure: error.code };
    throw error;
  }
}

// ── The classes and what they have ──

interface EchoClass {
  id: number;
  institutionId: number;
  teacherId: number;
  expiryDate: string;
  /** The class's open books that have recorded sentences, in the library's order. */
  books: { id: number; key: string; name: string }[];
  students: number[];
}

async function classesWithRecordedBooks(db: Db, echo: EchoDemo): Promise<EchoClass[]> {
  const flags = await db
    .select({
      courseId: courses.id,
      institutionId: courses.institutionId,
      teacherId: courses.teacherId,
      expiryDate: courses.expiryDate,
      resourceId: resources.id,
      key: resources.key,
      name: resources.name,
    })
    .from(courseResourceFlags)
    .innerJoin(resources, eq(resources.id, courseResourceFlags.resourceId))
    .innerJoin(courses, flaggedCourse)
    .where(and(eq(courseResourceFlags.open, true), inArray(resources.key, [...echo.books])))
    .orderBy(asc(courses.id), asc(resources.id));
  const byCourse = new Map<number, EchoClass>();
  for (const flag of flags) {
    const entry = byCourse.get(flag.courseId) ?? {
      id: flag.courseId,
      institutionId: flag.institutionId,
      teacherId: flag.teacherId,
      expiryDate: flag.expiryDate,
      books: [],
      students: [],
    };
    entry.books.push({ id: flag.resourceId, key: flag.key, name: flag.name });
    byCourse.set(flag.courseId, entry);
  }
  const ids = [...byCourse.keys()];
  if (ids.length === 0) return [];
  const seats = await activeSeats(db, ids);
  for (const seat of seats) byCourse.get(seat.courseId)!.students.push(seat.studentId);
  return [...byCourse.values()].filter((c) => c.students.length > 0);
}

/** The text of each recorded sentence as the catalogue holds it, checked against the plan. */
async function sentenceTexts(db: Db, echo: EchoDemo): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: resources.key, position: resourceSentences.position, text: resourceSentences.text })
    .from(resourceSentences)
    .innerJoin(resources, eq(resources.id, resourceSentences.resourceId))
    .where(inArray(resources.key, [...echo.books]));
  const texts = new Map(rows.map((row) => [`${row.key}#${row.position}`, row.text]));
  for (const sentence of echo.sentences) {
    if (texts.get(`${sentence.book}#${sentence.position}`) !== sentence.text) {
      throw new Error(`the demo's recorded sentence ${sentence.book}#${sentence.position} is not in the catalogue`);
    }
  }
  return texts;
}

// ── Quizzes ──

/** The Monday of a date's week. */
function mondayOf(day: Date): Date {
  return addDays(day, -((day.getDay() + 6) % 7));
}

function at(day: Date, hour: number, minute = 0): Date {
  const moment = new Date(day);
  moment.setHours(hour, minute, 0, 0);
  return moment;
}

interface PlacedQuiz {
  plan: EchoQuizPlan;
  index: number;
  id: number;
  questions: { id: number; sentence: RecordedSentence | null; text: string }[];
  /** The days (from the class's today) its answers fall on, first and last. */
  firstDay: number;
  lastDay: number;
  /** The day (from the class's today) it counts from on the dashboard: its opening, or a task's publication. */
  openedDay: number;
}

/** One of the class's books by its role in the plan (first, second, third); fewer books take turns. */
function bookFor(course: EchoClass, role: number) {
  return course.books[role % course.books.length]!;
}

function sentenceFor(course: EchoClass, echo: EchoDemo, [role, which]: [number, number]): RecordedSentence {
  const book = bookFor(course, role);
  return echo.sentences.filter((sentence) => sentence.book === book.key)[which]!;
}

/** A word question: the sentence's longest word, as written in it. */
function wordOf(sentence: RecordedSentence): string {
  const words = questionWords(sentence.text).map((word) => word.replace(/[^\p{L}'’-]/gu, ''));
  return words.reduce((longest, word) => (word.length > longest.length ? word : longest), '');
}

/** A task is named after its book; an auto-assigned quiz after its week, as the weekly job names it. */
function quizName(plan: EchoQuizPlan, bookName: string | null, weekStart: Date): string {
  if (bookName) return `${plan.name}: ${bookName}`;
  return plan.auto ? `${plan.name} · ${writtenDay(calendarDate(weekStart))}` : plan.name;
}

async function insertQuizzes(db: Db, course: EchoClass, echo: EchoDemo, today: Date): Promise<PlacedQuiz[]> {
  const placed: PlacedQuiz[] = [];
  const weekStart = mondayOf(today);
  const todayOffset = Math.round((at(today, 12).getTime() - at(weekStart, 12).getTime()) / 86_400_000);
  for (const [index, plan] of echo.quizzes.entries()) {
    const weekly = plan.kind === 'weekly';
    const opens = plan.auto ? -todayOffset : (plan.opens ?? 0);
    const closes = plan.auto ? 6 - todayOffset : (plan.closes ?? 0);
    const published = plan.state === 'published';
    // Made a few days before it opens (tasks: three weeks ago), published the day before.
    const firstDay = weekly ? opens : -21;
    const book = plan.book === undefined ? null : bookFor(course, plan.book);
    const [quiz] = await db
      .insert(echoQuizzes)
      .values({
        institutionId: course.institutionId,
        courseId: course.id,
        kind: plan.kind,
        name: quizName(plan, book?.name ?? null, weekStart),
        resourceId: book?.id ?? null,
        openDate: weekly ? calendarDate(addDays(today, opens)) : null,
        closeDate: weekly ? calendarDate(addDays(today, closes)) : null,
        extra: plan.extra ?? false,
        state: plan.state,
        publishedAt: published ? at(addDays(today, firstDay - 1), 17) : null,
        auto: plan.auto ?? false,
        week: plan.auto ? calendarDate(weekStart) : null,
        createdBy: plan.auto ? null : course.teacherId,
        createdAt: at(addDays(today, Math.min(firstDay - 3, -1)), 16, 30),
        updatedAt: at(addDays(today, Math.min(firstDay - 1, -1)), 17),
      })
      .returning({ id: echoQuizzes.id });
    const questions = plan.questions.map((question) => {
      if (Array.isArray(question)) {
        const sentence = sentenceFor(course, echo, question);
        return { sentence, text: sentence.text, resourceId: bookFor(course, question[0]).id };
      }
      const sentence = sentenceFor(course, echo, question.word);
      return { sentence: null, text: wordOf(sentence), resourceId: bookFor(course, question.word[0]).id };
    });
    const rows = await db
      .insert(echoQuestions)
      .values(
        questions.map((question, position) => ({
          quizId: quiz!.id,
          institutionId: course.institutionId,
          position: position + 1,
          text: question.text,
          wordCount: questionWords(question.text).length,
          resourceId: question.resourceId,
        })),
      )
      .returning({ id: echoQuestions.id, position: echoQuestions.position });
    rows.sort((a, b) => a.position - b.position);
    placed.push({
      plan,
      index,
      id: quiz!.id,
      questions: rows.map((row, i) => ({ id: row.id, sentence: questions[i]!.sentence, text: questions[i]!.text })),
      firstDay,
      lastDay: weekly ? Math.min(closes, -1) : -1,
      openedDay: weekly ? opens : firstDay - 1,
    });
  }
  return placed;
}

// ── Answers ──

type AnswerRow = typeof echoAnswers.$inferInsert;

/** Which reading a student gives: better readers read exactly more often. */
function readingOf(studentId: number, quiz: number, question: number): EchoReading {
  const skill = chance(studentId, 5);
  const draw = chance(studentId, quiz, question, 13);
  if (draw < 0.3 + 0.55 * skill) return 'exact';
  const rest = (draw - (0.3 + 0.55 * skill)) / (1 - (0.3 + 0.55 * skill));
  return rest < 0.34 ? 'omission' : rest < 0.67 ? 'substitution' : 'hesitant';
}

interface PlannedAnswer {
  row: Omit<AnswerRow, 'recordingPath' | 'recordingBytes'>;
  file: string;
}

type ScoreColumns = Partial<
  Pick<
    AnswerRow,
    | 'state'
    | 'attempts'
    | 'failure'
    | 'overall'
    | 'accuracy'
    | 'completeness'
    | 'fluency'
    | 'wcpm'
    | 'words'
    | 'inserted'
    | 'engineVersion'
    | 'scoredAt'
  >
>;

function scoredColumns(score: DemoScore, scoredAt: Date): ScoreColumns {
  if (score.failure !== null) {
    // As the scoring job records a refusal: its code, no scores, and when it was refused.
    return { state: 'failed', attempts: 1, failure: score.failure, scoredAt };
  }
  const { result } = score;
  return {
    state: 'scored',
    attempts: 1,
    ...scoresOf(result),
    engineVersion: result.engine_version,
    scoredAt,
  };
}

/** The class's reader whose scores fall, and how they read each of the latest three published quizzes. */
interface FallingReader {
  studentId: number;
  readings: Map<number, EchoReading>;
}

/**
 * The class's falling reader (see `fallingReader` of the demo's Echo Valley plan), in a class large
 * enough: their readings of the class's latest published quizzes, oldest first, by the day each
 * counts from on the dashboard (then by id, as the dashboard breaks ties).
 */
function fallingReaderOf(course: EchoClass, quizzes: PlacedQuiz[], echo: EchoDemo): FallingReader | null {
  const plan = echo.fallingReader;
  const studentId = course.students[plan.place - 1];
  if (course.students.length < plan.minimumClass || studentId === undefined) return null;
  const latest = quizzes
    .filter((quiz) => quiz.plan.state === 'published')
    .sort((a, b) => a.openedDay - b.openedDay || a.id - b.id)
    .slice(-plan.readings.length);
  if (latest.length < plan.readings.length) return null;
  return { studentId, readings: new Map(latest.map((quiz, i) => [quiz.id, plan.readings[i]!])) };
}

/**
 * The answers of the students who took a published quiz: all its questions, the first half, or
 * none. The class's falling reader answers all of it, each question read as their plan says.
 */
function answersTo(
  course: EchoClass,
  quiz: PlacedQuiz,
  echo: EchoDemo,
  scores: DemoScores,
  durations: Record<string, number>,
  today: Date,
  now: Date,
  falling: FallingReader | null,
): PlannedAnswer[] {
  const planned: PlannedAnswer[] = [];
  let silentGiven = false;
  const days = Math.max(0, quiz.lastDay - quiz.firstDay);
  for (const studentId of course.students) {
    const take = chance(course.id, studentId, quiz.index, 3);
    const plannedReading = falling?.studentId === studentId ? falling.readings.get(quiz.id) : undefined;
    const count =
      plannedReading !== undefined || take < quiz.plan.answered
        ? quiz.questions.length
        : take < quiz.plan.answered + quiz.plan.partly
          ? Math.ceil(quiz.questions.length / 2)
          : 0;
    if (count === 0) continue;
    const day = quiz.firstDay + Math.floor(chance(studentId, quiz.id, 7) * (days + 1));
    const start = at(
      addDays(today, day),
      15 + Math.floor(chance(studentId, quiz.id) * 5),
      Math.floor(chance(quiz.id, studentId) * 50),
    );
    for (const [position, question] of quiz.questions.slice(0, count).entries()) {
      const sentence = question.sentence!;
      // The open quiz's first answer came in silent (the microphone was muted): the engine refused it.
      const silent: boolean = (quiz.plan.silentAnswer ?? false) && !silentGiven && plannedReading === undefined;
      silentGiven ||= silent;
      const reading = plannedReading ?? readingOf(studentId, quiz.index, position);
      const file = silent ? echo.silentRecording : echo.recordingFile(sentence, reading);
      const submittedAt = new Date(Math.min(start.getTime() + position * 90_000, now.getTime() - 60_000));
      const base = {
        institutionId: course.institutionId,
        quizId: quiz.id,
        questionId: question.id,
        studentId,
        recordingType: echo.recordingType,
        durationMs: durations[file] ?? null,
        submittedAt,
      };
      const score = scores.get(file, sentence.text);
      // Some students tried again: the earlier, hesitant try stays in the history.
      if (!silent && !plannedReading && reading !== 'hesitant' && chance(studentId, question.id, 17) < 0.12) {
        const firstFile = echo.recordingFile(sentence, 'hesitant');
        const firstAt = new Date(submittedAt.getTime() - 40_000);
        planned.push({
          file: firstFile,
          row: {
            ...base,
            current: false,
            durationMs: durations[firstFile] ?? null,
            submittedAt: firstAt,
            ...scoredColumns(scores.get(firstFile, sentence.text), new Date(firstAt.getTime() + 4000)),
          },
        });
      }
      planned.push({
        file,
        row: { ...base, current: true, ...scoredColumns(score, new Date(submittedAt.getTime() + 4000)) },
      });
    }
  }
  return planned;
}

/** Copies each answer's recording into the file store, a few at a time, under the key its row keeps. */
async function storeRecordings(
  files: FileStore,
  planned: PlannedAnswer[],
  echo: EchoDemo,
): Promise<{ rows: AnswerRow[]; bytes: Map<string, Uint8Array> }> {
  const bytes = new Map<string, Uint8Array>();
  for (const file of new Set(planned.map((answer) => answer.file))) bytes.set(file, await echo.readRecording(file));
  const rows = planned.map(({ row, file }) => ({
    ...row,
    recordingPath: `recordings/${row.institutionId}/${row.quizId}/${randomUUID()}.ogg`,
    recordingBytes: bytes.get(file)!.length,
    file,
  }));
  const PARALLEL = 8;
  for (let i = 0; i < rows.length; i += PARALLEL) {
    await Promise.all(
      rows.slice(i, i + PARALLEL).map((row) => files.put(row.recordingPath, bytes.get(row.file)!, echo.recordingType)),
    );
  }
  return { rows: rows.map(({ file: _, ...row }) => row), bytes };
}

/**
 * Credits each student who answered every question of a published weekly quiz with the class's
 * reward, at the moment of their last answer: the statement an upload runs, so the reward goes
 * through the ledger once (its unique key) and the student's totals grow by what it accepted.
 */
async function creditCompletedQuizzes(db: Db, rows: AnswerRow[], weekly: Set<number>): Promise<void> {
  const last = new Map<string, { institutionId: number; studentId: number; quizId: number; at: Date }>();
  for (const row of rows) {
    if (!row.current || !weekly.has(row.quizId)) continue;
    const key = `${row.quizId}:${row.studentId}`;
    const at = row.submittedAt!;
    const seen = last.get(key);
    if (!seen || seen.at < at)
      last.set(key, { institutionId: row.institutionId, studentId: row.studentId, quizId: row.quizId, at });
  }
  for (const { at, ...ids } of [...last.values()].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    await echoAnswerHistory.creditCompletedQuiz(db, ids, at);
  }
}

export interface EchoSeedSummary {
  classes: number;
  quizzes: number;
  answers: number;
  /** Distinct (recording, text) pairs the engine scored, and how long that took. */
  scored: number;
  scoringMs: number;
  /** How long writing the quizzes, answers and recordings took. */
  loadingMs: number;
}

/**
 * Echo Valley in every demo class with recorded books open: weekly quizzes closed, open, a draft
 * and this week's auto-assigned one, a published and a draft speaking task, and the students'
 * answers to the published ones, each recording copied into the file store and scored by the
 * engine (`scores`, made beforehand). Dates count from the class's today (its last day, for an
 * expired class). Runs after the demo library and activity.
 */
export async function seedDemoEcho(
  db: Db,
  now: Date,
  files: FileStore,
  echo: EchoDemo,
  scores: DemoScores,
): Promise<EchoSeedSummary> {
  const started = performance.now();
  const classes = await classesWithRecordedBooks(db, echo);
  await sentenceTexts(db, echo);
  const durations = await echo.recordingDurations();
  const summary: EchoSeedSummary = {
    classes: classes.length,
    quizzes: 0,
    answers: 0,
    scored: scores.size,
    scoringMs: scores.ms,
    loadingMs: 0,
  };
  const weeklyPublished = new Set<number>();
  const answerRows: AnswerRow[] = [];
  for (const course of classes) {
    const lastDay = new Date(`${course.expiryDate}T12:00:00`);
    const today = at(now < lastDay ? now : lastDay, 12);
    await db.insert(echoSettings).values({
      courseId: course.id,
      institutionId: course.institutionId,
      autoSince: at(addDays(mondayOf(today), -14), 9),
    });
    const quizzes = await insertQuizzes(db, course, echo, today);
    summary.quizzes += quizzes.length;
    const published = quizzes.filter((quiz) => quiz.plan.state === 'published');
    for (const quiz of published) if (quiz.plan.kind === 'weekly') weeklyPublished.add(quiz.id);
    const falling = fallingReaderOf(course, quizzes, echo);
    const planned = published.flatMap((quiz) => answersTo(course, quiz, echo, scores, durations, today, now, falling));
    const { rows } = await storeRecordings(files, planned, echo);
    // Earlier tries first, so the current answer is the last one sent.
    for (let i = 0; i < rows.length; i += 500) await db.insert(echoAnswers).values(rows.slice(i, i + 500));
    answerRows.push(...rows);
    summary.answers += rows.length;
  }
  await creditCompletedQuizzes(db, answerRows, weeklyPublished);
  summary.loadingMs = performance.now() - started;
  return summary;
}
