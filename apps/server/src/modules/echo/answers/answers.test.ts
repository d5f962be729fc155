import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  answerAcceptedResponse,
  ECHO_LIMITS,
  echoProgressResponse,
  learnerAnswerResponse,
  learnerEchoListResponse,
  overrideResponse,
  type SpokenWord,
  tryItResponse,
} from '@lms/shared';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeServices } from '../../../composition.js';
import type { AppContext } from '../../../context.js';
import { auditLog, courses, echoAnswers, rewardLedger, students } from '../../../db/schema/index.js';
import { addDays, calendarDate } from '../../../lib/clock.js';
import { createCourse, createSchool, createStaff, createStudents, enrol } from '../../../test/fixtures.js';
import { signIn, testContext, useTestApp } from '../../../test/harness.js';
import { hostileRecordings } from '../../../test/hostile-recordings.js';
import { type FixtureCatalogue, loadFixtureCatalogue } from '../../catalogue/catalogue.fixtures.js';
import { learnerSchool, signInStudent } from '../../learner/learner.fixtures.js';
import type { EchoAnswerService } from '../index.js';
import { audioUpload, createQuiz, recording } from './answers.fixtures.js';
import { FIXTURE_QUESTION, FIXTURE_READINGS } from './fixtures/readings.js';

const t = useTestApp();
let catalogue: FixtureCatalogue;
let ctx: AppContext;
/** The answer service with a worker pool of its own, driving the scoring as the queue would. */
let scoring: EchoAnswerService;
beforeAll(async () => {
  catalogue = await loadFixtureCatalogue(t.db);
  ctx = testContext(t);
  scoring = composeServices(ctx).echoAnswers;
});
afterAll(async () => {
  await ctx?.workers.close();
});

const api = (path: string) => `/api${path}`;

/** A school whose class has a published weekly quiz open this week (two questions) and two students. */
async function world() {
  const school = await learnerSchool(t, catalogue, { students: 2 });
  const [ann, ben] = school.students;
  const { quiz, questions } = await createQuiz(t.db, t.clock(), {
    institutionId: school.institution.id,
    courseId: school.course.id,
    createdBy: school.teacher.id,
  });
  const code = school.institution.schoolCode;
  return {
    ...school,
    ann: ann!,
    ben: ben!,
    quiz,
    questions,
    annAuth: await signInStudent(t, code, ann!.account),
    benAuth: await signInStudent(t, code, ben!.account),
    teacherAuth: await signIn(t, school.teacher.email),
  };
}
type World = Awaited<ReturnType<typeof world>>;

function send(auth: Record<string, string>, quizId: number, questionId: number, data: Buffer, fields = {}) {
  const { payload, headers } = audioUpload(data, fields);
  return t.app.inject({
    method: 'POST',
    url: api(`/learner/echo/${quizId}/${questionId}`),
    headers: { ...headers, ...auth },
    payload,
  });
}

async function answer(w: World, questionIndex: number, file: string, auth = w.annAuth, fields = {}) {
  const response = await send(auth, w.quiz.id, w.questions[questionIndex]!.id, recording(file), fields);
  expect(response.statusCode, response.body).toBe(202);
  return answerAcceptedResponse.parse(response.json()).answerid;
}

async function progress(w: World, auth = w.teacherAuth) {
  const response = await t.app.inject({
    method: 'GET',
    url: api(`/echo/progress/${w.course.id}/${w.quiz.id}`),
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return echoProgressResponse.parse(response.json());
}

const result = async (auth: Record<string, string>, answerId: number) =>
  t.app.inject({ method: 'GET', url: api(`/learner/echo/answer/${answerId}`), headers: auth });

describe('the learner list', () => {
  it("shows the published quizzes of the student's classes open today, with the questions answered", async () => {
    const w = await world();
    const base = { institutionId: w.institution.id, courseId: w.course.id };
    const task = await createQuiz(t.db, t.clock(), {
      ...base,
      kind: 'task',
      resourceId: catalogue.resourceId('zebra-days'),
      questions: ['Zebras run.'],
    });
    await createQuiz(t.db, t.clock(), { ...base, name: 'Draft', state: 'unpublished' });
    await createQuiz(t.db, t.clock(), { ...base, name: 'Last week', opensIn: -8, closesIn: -1 });
    await createQuiz(t.db, t.clock(), { ...base, name: 'Next week', opensIn: 1, closesIn: 7 });
    const elsewhere = await learnerSchool(t, catalogue);
    await createQuiz(t.db, t.clock(), { institutionId: elsewhere.institution.id, courseId: elsewhere.course.id });
    await answer(w, 1, 'exact.ogg');

    const response = await t.app.inject({ method: 'GET', url: api('/learner/echo'), headers: w.annAuth });
    expect(response.statusCode).toBe(200);
    const { record } = learnerEchoListResponse.parse(response.json());
    expect(record).toEqual([
      {
        echoid: w.quiz.id,
        kind: 'weekly',
        name: 'Echo week',
        resourceid: null,
        close_date: calendarDate(addDays(t.clock(), 5)),
        extra: false,
        questions: w.questions.map((q) => ({ qid: q.id, text: q.text })),
        answered: [w.questions[1]!.id],
      },
      {
        echoid: task.quiz.id,
        kind: 'task',
        name: 'Echo week',
        resourceid: catalogue.resourceId('zebra-days'),
        close_date: null,
        extra: false,
        questions: [{ qid: task.questions[0]!.id, text: 'Zebras run.' }],
        answered: [],
      },
    ]);
  });

  it('shows nothing of an expired class', async () => {
    const w = await world();
    await t.db
      .update(courses)
      .set({ startDate: calendarDate(addDays(t.clock(), -30)), expiryDate: calendarDate(addDays(t.clock(), -1)) })
      .where(eq(courses.id, w.course.id));
    const response = await t.app.inject({ method: 'GET', url: api('/learner/echo'), headers: w.annAuth });
    expect(learnerEchoListResponse.parse(response.json()).record).toEqual([]);
  });
});

describe('scoring answers', () => {
  it('marks every word of an exact reading correct, and a left-out or replaced word as such', async () => {
    const w = await world();
    const ids = new Map<string, number>();
    for (const reading of FIXTURE_READINGS) {
      // Each reading by a student of their own, so none replaces another.
      const [reader] = await createStudents(t.db, { institutionId: w.institution.id, count: 1 });
      await enrol(t.db, w.course, [reader!]);
      const readerAuth = await signInStudent(t, w.institution.schoolCode, reader!.account);
      ids.set(reading.file, await answer(w, 0, reading.file, readerAuth));
    }
    const pending = await result(w.annAuth, ids.get('exact.ogg')!);
    // Another student's answer is not found.
    expect(pending.statusCode).toBe(404);

    expect(await scoring.scorePending()).toBeGreaterThanOrEqual(3);
    const { record, questions } = await progress(w);
    expect(questions[0]!.text).toBe(FIXTURE_QUESTION);
    const answerOf = (id: number) => record.flatMap((row) => row.answers).find((a) => a.answerid === id)!;

    const exact = answerOf(ids.get('exact.ogg')!);
    expect(exact.state).toBe('scored');
    expect(exact.words.map((word) => word.mark)).toEqual(FIXTURE_QUESTION.split(' ').map(() => 'correct'));
    expect(exact.overall).toBeGreaterThanOrEqual(85);
    expect(exact.accuracy).toBe(100);
    expect(exact.duration_ms).toBeGreaterThan(1000);

    const omission = answerOf(ids.get('omission.ogg')!);
    expect(omission.words[5]).toMatchObject({ word: 'warm', mark: 'omission' });
    expect(omission.words.filter((word) => word.mark !== 'correct')).toHaveLength(1);
    expect(omission.completeness!).toBeLessThan(exact.completeness!);

    const substitution = answerOf(ids.get('substitution.ogg')!);
    expect(['substitution', 'omission']).toContain(substitution.words[5]!.mark);
    expect(substitution.accuracy! + substitution.completeness!).toBeLessThan(exact.accuracy! + exact.completeness!);
    expect(substitution.overall!).toBeLessThan(exact.overall!);

    // The score is the share of the sentence's words read correctly: one word of seven left out
    // costs a seventh, a reading stopped after four words scores about half, another sentence low.
    expect(omission.overall).toBeLessThanOrEqual(86);
    const half = answerOf(ids.get('half.ogg')!);
    expect(half.words.slice(4).every((word) => word.mark === 'omission')).toBe(true);
    expect(half.overall).toBeGreaterThanOrEqual(45);
    expect(half.overall).toBeLessThanOrEqual(Math.round((100 * 4) / 7));
    expect(answerOf(ids.get('different.ogg')!).overall).toBeLessThan(40);

    const [row] = await t.db
      .select()
      .from(echoAnswers)
      .where(eq(echoAnswers.id, ids.get('exact.ogg')!));
    expect(row!.engineVersion).toMatch(/^speech-/);
    expect(row!.scoredAt).not.toBeNull();
  });

  it("answers the student their own answer's scores", async () => {
    const w = await world();
    const id = await answer(w, 0, 'exact.ogg');
    const queued = learnerAnswerResponse.parse((await result(w.annAuth, id)).json());
    expect(queued).toMatchObject({ state: 'queued', overall: null, words: [], override: null });
    await scoring.scorePending();
    const scored = learnerAnswerResponse.parse((await result(w.annAuth, id)).json());
    expect(scored.state).toBe('scored');
    expect(scored.words).toHaveLength(7);
    expect(scored.overall).toBeGreaterThanOrEqual(85);
    expect((await result(w.benAuth, id)).statusCode).toBe(404);
  });

  it('works out the scores of answers scored under an earlier rule again from their marks, once', async () => {
    const w = await world();
    const older = await answer(w, 0, 'exact.ogg');
    const current = await answer(w, 0, 'exact.ogg', w.benAuth);
    await scoring.scorePending();
    const [scored] = await t.db.select().from(echoAnswers).where(eq(echoAnswers.id, older));
    const fingerprint = scored!.engineVersion!.split('+')[1];
    // As the rule before stored it: the word "warm" left out, and its weighted score.
    const words = (scored!.words as SpokenWord[]).map((word, i) =>
      i === 5 ? { ...word, mark: 'omission' as const, start: null, end: null } : word,
    );
    await t.db
      .update(echoAnswers)
      .set({ engineVersion: `speech-2+${fingerprint}`, words, overall: 95, completeness: 86 })
      .where(eq(echoAnswers.id, older));
    const [untouched] = await t.db.select().from(echoAnswers).where(eq(echoAnswers.id, current));

    expect(await scoring.rescoreStoredReadings()).toBe(1);
    const [rescored] = await t.db.select().from(echoAnswers).where(eq(echoAnswers.id, older));
    expect(rescored).toMatchObject({
      engineVersion: scored!.engineVersion,
      overall: Math.round((100 * 6) / 7),
      completeness: 86,
      words,
      state: 'scored',
    });
    const { record } = await progress(w);
    const annsAnswer = record.find((row) => row.stuid === w.ann.id)!.answers[0]!;
    expect(annsAnswer.overall).toBe(86);
    expect(await t.db.select().from(echoAnswers).where(eq(echoAnswers.id, current))).toEqual([untouched]);
    expect(await scoring.rescoreStoredReadings()).toBe(0);
  });

  it('fails for good a recording the engine refuses when scoring, and the scored answer before it is current again', async () => {
    const w = await world();
    const scored = await answer(w, 0, 'exact.ogg');
    await scoring.scorePending();
    const id = await answer(w, 0, 'omission.ogg');
    const [row] = await t.db.select().from(echoAnswers).where(eq(echoAnswers.id, id));
    // The kept recording has become silence since it was checked: the engine refuses it.
    await ctx.files.put(row!.recordingPath, recording('silence.wav'), 'audio/wav');
    expect(await scoring.scoreAnswer({ id, institutionId: row!.institutionId })).toBe('failed');
    const rows = await t.db
      .select({
        id: echoAnswers.id,
        state: echoAnswers.state,
        failure: echoAnswers.failure,
        current: echoAnswers.current,
      })
      .from(echoAnswers)
      .where(eq(echoAnswers.studentId, w.ann.id))
      .orderBy(echoAnswers.id);
    expect(rows).toEqual([
      { id: scored, state: 'scored', failure: null, current: true },
      { id, state: 'failed', failure: 'speech.silent', current: false },
    ]);
    const { record } = await progress(w);
    expect(record.find((r) => r.stuid === w.ann.id)!.answers.map((a) => a.answerid)).toEqual([scored]);
  });

  it('keeps a failed answer current when no answer of the question was scored', async () => {
    const w = await world();
    const id = await answer(w, 0, 'exact.ogg');
    const [row] = await t.db.select().from(echoAnswers).where(eq(echoAnswers.id, id));
    await ctx.files.put(row!.recordingPath, recording('silence.wav'), 'audio/wav');
    await scoring.scorePending();
    const [failed] = await t.db.select().from(echoAnswers).where(eq(echoAnswers.id, id));
    expect(failed).toMatchObject({ state: 'failed', failure: 'speech.silent', attempts: 1, current: true });
    const { record } = await progress(w);
    expect(record.find((r) => r.stuid === w.ann.id)!.answers[0]).toMatchObject({ state: 'failed' });
  });

  it('tries a failed scoring once more, then fails it as speech.scoring_failed', async () => {
    const w = await world();
    const id = await answer(w, 0, 'exact.ogg');
    const [row] = await t.db.select().from(echoAnswers).where(eq(echoAnswers.id, id));
    // The recording is gone from the store: reading it fails every time.
    await ctx.files.remove(row!.recordingPath);
    expect(await scoring.scoreAnswer({ id, institutionId: row!.institutionId })).toBe('retry');
    expect((await t.db.select().from(echoAnswers).where(eq(echoAnswers.id, id)))[0]!.state).toBe('queued');
    expect(await scoring.scoreAnswer({ id, institutionId: row!.institutionId })).toBe('failed');
    const [failed] = await t.db.select().from(echoAnswers).where(eq(echoAnswers.id, id));
    expect(failed).toMatchObject({ state: 'failed', failure: 'speech.scoring_failed', attempts: 2 });
    expect(await scoring.scoreAnswer({ id, institutionId: row!.institutionId })).toBe('skipped');
  });
});

describe('uploads', () => {
  it('refuses a recording over 5 MB, a file that is not audio, and an upload without audio', async () => {
    const w = await world();
    const qid = w.questions[0]!.id;
    const big = Buffer.concat([recording('exact.ogg'), Buffer.alloc(6 * 1024 * 1024)]);
    const tooLarge = await send(w.annAuth, w.quiz.id, qid, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'speech.too_large' });

    const text = await send(w.annAuth, w.quiz.id, qid, Buffer.from('The cat sat on the warm mat.\n'));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'speech.not_audio' });

    const none = await t.app.inject({
      method: 'POST',
      url: api(`/learner/echo/${w.quiz.id}/${qid}`),
      headers: { ...w.annAuth, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'common.validation' });
    expect(await t.db.select().from(echoAnswers).where(eq(echoAnswers.studentId, w.ann.id))).toEqual([]);
  });

  it('refuses recordings that could never be scored, keeping nothing and leaving the scored answer current', async () => {
    const w = await world();
    const qid = w.questions[0]!.id;
    const scored = await answer(w, 0, 'exact.ogg');
    await scoring.scorePending();
    const refusals: Record<string, string> = {};
    for (const [label, data] of [...hostileRecordings(), ['silence', recording('silence.wav')] as const]) {
      const response = await send(w.annAuth, w.quiz.id, qid, data);
      refusals[label] = `${response.statusCode} ${response.json<{ code: string }>().code}`;
    }
    expect(refusals).toEqual({
      'MP4 with video': '415 speech.not_audio',
      'HLS playlist behind an ID3 header': expect.stringMatching(/^4\d\d speech\.(not_audio|unreadable)$/),
      'random bytes behind an Ogg header': expect.stringMatching(/^4\d\d speech\.(not_audio|unreadable)$/),
      '8.7 minutes of sound': '400 speech.too_long',
      silence: '400 speech.silent',
    });
    const rows = await t.db
      .select({ id: echoAnswers.id, current: echoAnswers.current, state: echoAnswers.state })
      .from(echoAnswers)
      .where(eq(echoAnswers.studentId, w.ann.id));
    expect(rows).toEqual([{ id: scored, current: true, state: 'scored' }]);
    const kept = await readdir(
      join(t.config.dataDir, 'recordings', 'recordings', String(w.institution.id), String(w.quiz.id)),
    );
    expect(kept).toHaveLength(1);
  });

  it("refuses a script past the student's limits with 429, keeping nothing", async () => {
    const w = await world();
    const [first, second] = w.questions;
    const earlier = (questionId: number, recordingBytes: number) => ({
      institutionId: w.institution.id,
      quizId: w.quiz.id,
      questionId,
      studentId: w.ann.id,
      current: false,
      recordingPath: 'recordings/none.ogg',
      recordingBytes,
      recordingType: 'audio/ogg',
      state: 'failed' as const,
    });
    // A question recorded as often as allowed within the hour: the next recording of it is refused.
    await t.db
      .insert(echoAnswers)
      .values(Array.from({ length: ECHO_LIMITS.recordingsPerQuestionHour }, () => earlier(first!.id, 1000)));
    const tooOften = await send(w.annAuth, w.quiz.id, first!.id, recording('exact.ogg'));
    expect(tooOften.statusCode).toBe(429);
    expect(tooOften.json()).toMatchObject({ code: 'speech.too_many_recordings' });
    // The other question is still open to a recording, until the day's bytes are spent.
    await answer(w, 1, 'exact.ogg');
    await t.db.insert(echoAnswers).values(earlier(second!.id, ECHO_LIMITS.recordingBytesPerDay - 1_000));
    const tooMuch = await send(w.annAuth, w.quiz.id, second!.id, recording('exact.ogg'));
    expect(tooMuch.statusCode).toBe(429);
    expect(tooMuch.json()).toMatchObject({ code: 'speech.too_many_recordings' });
    // Ben's limits are his own.
    await answer(w, 0, 'exact.ogg', w.benAuth);
    const anns = await t.db.select().from(echoAnswers).where(eq(echoAnswers.studentId, w.ann.id));
    expect(anns).toHaveLength(ECHO_LIMITS.recordingsPerQuestionHour + 2);
  });

  it('stores 20 uploads of one question sent at once, one after the other, the last stored current', async () => {
    const w = await world();
    const qid = w.questions[0]!.id;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => send(w.annAuth, w.quiz.id, qid, recording('exact.ogg'))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(202));
    const rows = await t.db
      .select({ id: echoAnswers.id, current: echoAnswers.current })
      .from(echoAnswers)
      .where(eq(echoAnswers.studentId, w.ann.id))
      .orderBy(echoAnswers.id);
    expect(rows).toHaveLength(20);
    expect(rows.filter((row) => row.current).map((row) => row.id)).toEqual([rows.at(-1)!.id]);
  });

  it('answers a retry with the same key with the first answer', async () => {
    const w = await world();
    const first = await answer(w, 0, 'exact.ogg', w.annAuth, { key: 'upload-1' });
    const again = await answer(w, 0, 'exact.ogg', w.annAuth, { key: 'upload-1' });
    expect(again).toBe(first);
    expect(await t.db.select().from(echoAnswers).where(eq(echoAnswers.studentId, w.ann.id))).toHaveLength(1);
  });

  it('makes a new answer to a question the current one, keeping the one it replaces', async () => {
    const w = await world();
    const first = await answer(w, 0, 'omission.ogg');
    const second = await answer(w, 0, 'exact.ogg');
    const rows = await t.db
      .select({ id: echoAnswers.id, current: echoAnswers.current })
      .from(echoAnswers)
      .where(eq(echoAnswers.studentId, w.ann.id))
      .orderBy(echoAnswers.id);
    expect(rows).toEqual([
      { id: first, current: false },
      { id: second, current: true },
    ]);
    const { record } = await progress(w);
    expect(record.find((r) => r.stuid === w.ann.id)!.answers.map((a) => a.answerid)).toEqual([second]);
    // The student still reads the answer it replaced.
    expect((await result(w.annAuth, first)).statusCode).toBe(200);
  });

  it('refuses closed and unpublished quizzes, and quizzes of classes the student is not in', async () => {
    const w = await world();
    const base = { institutionId: w.institution.id, courseId: w.course.id };
    const closed = await createQuiz(t.db, t.clock(), { ...base, opensIn: -8, closesIn: -1 });
    const early = await createQuiz(t.db, t.clock(), { ...base, opensIn: 1, closesIn: 6 });
    const draft = await createQuiz(t.db, t.clock(), { ...base, state: 'unpublished' });
    const otherClass = await createCourse(t.db, { institutionId: w.institution.id, teacherId: w.teacher.id });
    const theirs = await createQuiz(t.db, t.clock(), { institutionId: w.institution.id, courseId: otherClass.id });
    const abroad = await learnerSchool(t, catalogue);
    const foreign = await createQuiz(t.db, t.clock(), {
      institutionId: abroad.institution.id,
      courseId: abroad.course.id,
    });
    const data = recording('exact.ogg');

    for (const quiz of [closed, early]) {
      const response = await send(w.annAuth, quiz.quiz.id, quiz.questions[0]!.id, data);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'quiz.closed' });
    }
    for (const quiz of [draft, theirs, foreign]) {
      const response = await send(w.annAuth, quiz.quiz.id, quiz.questions[0]!.id, data);
      expect(response.statusCode).toBe(404);
    }
    // A question of another quiz is not this quiz's.
    expect((await send(w.annAuth, w.quiz.id, closed.questions[0]!.id, data)).statusCode).toBe(404);
    expect(await t.db.select().from(echoAnswers).where(eq(echoAnswers.studentId, w.ann.id))).toEqual([]);
  });
});

describe('rewards', () => {
  it('credits the class reward once when the answers cover every question of a weekly quiz', async () => {
    const w = await world();
    await answer(w, 0, 'exact.ogg');
    const before = await t.db.select().from(students).where(eq(students.id, w.ann.id));
    expect(before[0]).toMatchObject({ exp: 0, tickets: 0 });
    await answer(w, 1, 'exact.ogg');
    // Answering the last question again credits nothing more.
    await answer(w, 1, 'omission.ogg');
    const [after] = await t.db.select().from(students).where(eq(students.id, w.ann.id));
    expect(after).toMatchObject({ exp: 20, tickets: 1 });
    const ledger = await t.db.select().from(rewardLedger).where(eq(rewardLedger.studentId, w.ann.id));
    expect(ledger).toEqual([expect.objectContaining({ reason: 'echo', echoQuizId: w.quiz.id, exp: 20, tickets: 1 })]);
  });

  it('credits nothing for a speaking task', async () => {
    const w = await world();
    const task = await createQuiz(t.db, t.clock(), {
      institutionId: w.institution.id,
      courseId: w.course.id,
      kind: 'task',
      resourceId: catalogue.resourceId('zebra-days'),
      questions: ['Zebras run.'],
    });
    const response = await send(w.annAuth, task.quiz.id, task.questions[0]!.id, recording('exact.ogg'));
    expect(response.statusCode).toBe(202);
    expect(await t.db.select().from(rewardLedger).where(eq(rewardLedger.studentId, w.ann.id))).toEqual([]);
  });
});

describe('the teacher', () => {
  it('sees the progress of every student of the class, in the contract, with scores once submitted', async () => {
    const w = await world();
    await answer(w, 0, 'exact.ogg');
    await answer(w, 1, 'exact.ogg');
    await answer(w, 0, 'exact.ogg', w.benAuth);
    const queued = await progress(w);
    expect(queued.quiz).toMatchObject({
      echoid: w.quiz.id,
      kind: 'weekly',
      questions: 2,
      sentence_questions: 1,
      word_questions: 1,
      assigned: 2,
      submitted: 1,
      state: 'published',
      author: w.teacher.name,
    });
    // Waiting for scoring: no score yet. Ben answered one question of two: in progress.
    expect(queued.record.map((r) => [r.stuid, r.submitted, r.state, r.score])).toEqual(
      expect.arrayContaining([
        [w.ann.id, true, 'submitted', null],
        [w.ben.id, false, 'in_progress', null],
      ]),
    );
    await scoring.scorePending();
    const scored = await progress(w);
    const ann = scored.record.find((r) => r.stuid === w.ann.id)!;
    expect(ann.score).toBeGreaterThan(0);
    expect(ann.answers.map((a) => a.qid)).toEqual(w.questions.map((q) => q.id));
    expect(scored.quiz.average_score).toBe(ann.score);

    // The school's administrator sees it too; a colleague and another school do not.
    expect((await progress(w, await signIn(t, w.admin.email))).record).toHaveLength(2);
    const colleague = await createStaff(t.db, { institutionId: w.institution.id, role: 'teacher' });
    const abroad = await createSchool(t.db);
    for (const auth of [await signIn(t, colleague.email), await signIn(t, abroad.teacher.email)]) {
      const response = await t.app.inject({
        method: 'GET',
        url: api(`/echo/progress/${w.course.id}/${w.quiz.id}`),
        headers: auth,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('overrules a score and clears it, and cannot in an expired class', async () => {
    const w = await world();
    const id = await answer(w, 0, 'exact.ogg');
    const set = await t.app.inject({
      method: 'POST',
      url: api(`/echo/override/${id}`),
      headers: w.teacherAuth,
      payload: { score: 42 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const given = overrideResponse.parse(set.json());
    expect(given).toMatchObject({ override: 42, override_by: w.teacher.name });
    expect(given.override_at).not.toBeNull();
    expect(learnerAnswerResponse.parse((await result(w.annAuth, id)).json()).override).toBe(42);
    expect((await progress(w)).record.find((r) => r.stuid === w.ann.id)!.answers[0]).toMatchObject({
      override: 42,
      override_by: w.teacher.name,
    });

    const cleared = await t.app.inject({
      method: 'POST',
      url: api(`/echo/override/${id}`),
      headers: w.teacherAuth,
      payload: { score: '' },
    });
    expect(overrideResponse.parse(cleared.json())).toEqual({
      status: 'success',
      override: null,
      override_by: null,
      override_at: null,
    });

    const outOfRange = await t.app.inject({
      method: 'POST',
      url: api(`/echo/override/${id}`),
      headers: w.teacherAuth,
      payload: { score: 101 },
    });
    expect(outOfRange.statusCode).toBe(400);
    // Each change of the teacher's score is in the audit log; the refused one is not.
    const logged = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id);
    expect(logged.filter((row) => row.entity === 'answer')).toMatchObject([
      { action: 'answer.score_override', courseId: w.course.id, before: { score: null }, after: { score: 42 } },
      { action: 'answer.score_override', courseId: w.course.id, before: { score: 42 }, after: { score: null } },
    ]);

    await t.db
      .update(courses)
      .set({ startDate: calendarDate(addDays(t.clock(), -30)), expiryDate: calendarDate(addDays(t.clock(), -1)) })
      .where(eq(courses.id, w.course.id));
    const expired = await t.app.inject({
      method: 'POST',
      url: api(`/echo/override/${id}`),
      headers: w.teacherAuth,
      payload: { score: 50 },
    });
    expect(expired.json()).toMatchObject({ code: 'course.expired' });
    const [row] = await t.db.select().from(echoAnswers).where(eq(echoAnswers.id, id));
    expect(row!.overrideScore).toBeNull();
  });

  it('re-scores an answer with the current engine', async () => {
    const w = await world();
    const id = await answer(w, 0, 'exact.ogg');
    await scoring.scorePending();
    const response = await t.app.inject({ method: 'POST', url: api(`/echo/rescore/${id}`), headers: w.teacherAuth });
    expect(response.statusCode, response.body).toBe(200);
    expect(answerAcceptedResponse.parse(response.json())).toMatchObject({ answerid: id, state: 'queued' });
    const [queued] = await t.db.select().from(echoAnswers).where(eq(echoAnswers.id, id));
    expect(queued).toMatchObject({ state: 'queued', overall: null, attempts: 0 });
    expect(await scoring.scorePending()).toBe(1);
    const [scored] = await t.db.select().from(echoAnswers).where(eq(echoAnswers.id, id));
    expect(scored!.state).toBe('scored');
    expect(scored!.overall).toBeGreaterThanOrEqual(85);
  });

  it('plays a recording whole and in byte ranges', async () => {
    const w = await world();
    const id = await answer(w, 0, 'exact.ogg');
    const bytes = recording('exact.ogg');
    const voice = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: api(`/echo/voice/${id}`), headers: { ...w.teacherAuth, ...headers } });

    const whole = await voice();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/ogg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const part = await voice({ range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);

    const tail = await voice({ range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);

    const beyond = await voice({ range: `bytes=${bytes.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(beyond.json()).toMatchObject({ code: 'common.range_not_satisfiable' });

    const abroad = await createSchool(t.db);
    const foreign = await t.app.inject({
      method: 'GET',
      url: api(`/echo/voice/${id}`),
      headers: await signIn(t, abroad.teacher.email),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('exports the progress as XLSX with headers in the asked language', async () => {
    const w = await world();
    const id = await answer(w, 0, 'exact.ogg');
    await scoring.scorePending();
    await t.app.inject({
      method: 'POST',
      url: api(`/echo/override/${id}`),
      headers: w.teacherAuth,
      payload: { score: 77 },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: api(`/echo/export/${w.course.id}/${w.quiz.id}?lang=en-US`),
      headers: w.teacherAuth,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('Echo week.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['Student', 'Submission', 'Score', `Q1 automatic score (${FIXTURE_QUESTION})`]);
    const rows = [2, 3].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
    const ann = rows.find((row) => row[0] === w.ann.username)!;
    // One question of two answered: in progress; Ben answered none.
    expect(ann[1]).toBe('In progress');
    expect(rows.find((row) => row[0] === w.ben.username)![1]).toBe('Not submitted');
    expect(Number(ann[3])).toBeGreaterThanOrEqual(85);
    expect(ann[4]).toBe('77');

    const zh = await t.app.inject({
      method: 'GET',
      url: api(`/echo/export/${w.course.id}/${w.quiz.id}?lang=zh-TW`),
      headers: w.teacherAuth,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(zh.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).getCell(1).value).toBe('學生');
  });

  it('tries a reading of a question at once, keeping nothing', async () => {
    const w = await world();
    const { payload, headers } = audioUpload(recording('exact.ogg'), { text: FIXTURE_QUESTION });
    const response = await t.app.inject({
      method: 'POST',
      url: api(`/echo/try/${w.course.id}`),
      headers: { ...headers, ...w.teacherAuth },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const tried = tryItResponse.parse(response.json());
    expect(tried.heard).toBe(true);
    expect(tried.words.every((word) => word.mark === 'correct')).toBe(true);
    expect(tried.overall).toBeGreaterThanOrEqual(85);

    const silent = audioUpload(recording('silence.wav'), { text: FIXTURE_QUESTION });
    const refused = await t.app.inject({
      method: 'POST',
      url: api(`/echo/try/${w.course.id}`),
      headers: { ...silent.headers, ...w.teacherAuth },
      payload: silent.payload,
    });
    expect(refused.json()).toMatchObject({ code: 'speech.silent' });
    const noText = audioUpload(recording('exact.ogg'));
    const invalid = await t.app.inject({
      method: 'POST',
      url: api(`/echo/try/${w.course.id}`),
      headers: { ...noText.headers, ...w.teacherAuth },
      payload: noText.payload,
    });
    expect(invalid.statusCode).toBe(400);
    // A recording over 5 MB is too large, whether the text comes before it or after.
    const big = Buffer.concat([recording('exact.ogg'), Buffer.alloc(ECHO_LIMITS.recordingBytesMax)]);
    const boundary = 'tryitboundary';
    const audioFirst = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a.ogg"\r\n\r\n`),
      big,
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="text"\r\n\r\n${FIXTURE_QUESTION}\r\n--${boundary}--\r\n`,
      ),
    ]);
    const textFirst = audioUpload(big, { text: FIXTURE_QUESTION });
    const bodies = [
      textFirst,
      { payload: audioFirst, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
    ];
    for (const { payload, headers } of bodies) {
      const tooLarge = await t.app.inject({
        method: 'POST',
        url: api(`/echo/try/${w.course.id}`),
        headers: { ...headers, ...w.teacherAuth },
        payload,
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toMatchObject({ code: 'speech.too_large' });
    }
    expect(
      await t.db
        .select()
        .from(echoAnswers)
        .where(and(eq(echoAnswers.institutionId, w.institution.id))),
    ).toEqual([]);
  });
});
