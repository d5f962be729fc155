import {
  learnerLevelResponse,
  levelAnswerResponse,
  levelCheckResponse,
  levelFinishResponse,
  levelResultsResponse,
  levelSetResponse,
  levelTestResponse,
  questionWords,
} from '@lms/shared';
import { rescoredFromMarks } from '@lms/speech';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeServices } from '../../composition.js';
import type { AppContext } from '../../context.js';
import { auditLog, levelAnswers, levelChanges, levelTests, students } from '../../db/schema/index.js';
import { signIn, testContext, useTestApp } from '../../test/harness.js';
import { audioUpload, recording } from '../echo/answers/answers.fixtures.js';
import { signInStudent } from '../learner/learner.fixtures.js';
import { levelForm } from './content/forms.js';
import { choiceFor, levelSchool } from './level.fixtures.js';

const t = useTestApp();
let ctx: AppContext;
beforeAll(() => {
  ctx = testContext(t);
});
afterAll(async () => {
  await ctx?.workers.close();
});

const api = (path: string) => `/api${path}`;
type Auth = Record<string, string>;

async function world(options: { expiresInDays?: number } = {}) {
  const school = await levelSchool(t, { students: 2, ...options });
  const [ann, ben] = school.students;
  const code = school.institution.schoolCode;
  return {
    ...school,
    ann: ann!,
    ben: ben!,
    annAuth: await signInStudent(t, code, ann!.account),
    benAuth: await signInStudent(t, code, ben!.account),
    teacherAuth: await signIn(t, school.teacher.email),
    adminAuth: await signIn(t, school.admin.email),
  };
}
type World = Awaited<ReturnType<typeof world>>;

async function pending(auth: Auth) {
  const response = await t.app.inject({ method: 'GET', url: api('/learner/level'), headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return learnerLevelResponse.parse(response.json()).test;
}

const answer = (auth: Auth, testId: number, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: api(`/learner/level/${testId}/answer`),
    headers: auth,
    payload: payload as object,
  });

function read(auth: Auth, testId: number, item: string, data: Buffer) {
  const { payload, headers } = audioUpload(data, { item });
  return t.app.inject({
    method: 'POST',
    url: api(`/learner/level/${testId}/answer`),
    headers: { ...auth, ...headers },
    payload,
  });
}

const finish = (auth: Auth, testId: number) =>
  t.app.inject({ method: 'POST', url: api(`/learner/level/${testId}/finish`), headers: auth });

/** Answers every question of the test, right up to and including level `knows` (none: null), wrong above. */
async function answerQuestions(
  auth: Auth,
  test: NonNullable<Awaited<ReturnType<typeof pending>>>,
  knows: string | null,
) {
  for (const item of levelForm(test.form).items) {
    if (item.kind !== 'question') continue;
    const choice = choiceFor(test, item.key, knows !== null && item.level <= knows);
    const response = await answer(auth, test.testid, { item: item.key, choice });
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function results(w: World, auth: Auth = w.teacherAuth, courseId = w.course.id) {
  const response = await t.app.inject({ method: 'GET', url: api(`/level/${courseId}`), headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return levelResultsResponse.parse(response.json()).record;
}

const schedule = (w: World, stuids: number[], auth: Auth = w.teacherAuth, courseId = w.course.id) =>
  t.app.inject({ method: 'POST', url: api(`/level/check/${courseId}`), headers: auth, payload: { stuids } });

const setLevel = (w: World, stuid: number, payload: object, auth: Auth = w.teacherAuth, courseId = w.course.id) =>
  t.app.inject({ method: 'POST', url: api(`/level/set/${courseId}/${stuid}`), headers: auth, payload });

const studentRow = async (id: number) => (await t.db.select().from(students).where(eq(students.id, id)))[0]!;
const changesOf = (id: number) =>
  t.db.select().from(levelChanges).where(eq(levelChanges.studentId, id)).orderBy(levelChanges.id);

describe('the placement through the learner API', () => {
  it('opens a placement for a student whose placement is pending, without the right answers, once', async () => {
    const w = await world();
    const test = await pending(w.annAuth);
    expect(test).toMatchObject({ kind: 'placement', form: 'placement-1', state: 'pending', answered: [] });
    expect(test!.passages).toHaveLength(12);
    expect(test!.passages[0]!.questions[0]).toEqual({
      item: 'A1',
      prompt: 'What sits on the eggs?',
      choices: [
        { key: 'a', text: 'A cat' },
        { key: 'b', text: 'The red hen' },
        { key: 'c', text: 'A dog' },
      ],
    });
    expect(test!.orals.map((o) => o.item)).toEqual(['read-C', 'read-G', 'read-K']);
    const response = await t.app.inject({ method: 'GET', url: api('/learner/level'), headers: w.annAuth });
    expect(response.body).not.toMatch(/"right"/);
    // Asked again: the same test.
    expect((await pending(w.annAuth))!.testid).toBe(test!.testid);
    expect(await t.db.select().from(levelTests).where(eq(levelTests.studentId, w.ann.id))).toHaveLength(1);
  });

  it('answers no test to a placed student with no check scheduled', async () => {
    const w = await world();
    await t.db.update(students).set({ placement: 'done', level: 'C' }).where(eq(students.id, w.ann.id));
    expect(await pending(w.annAuth)).toBeNull();
  });

  it('takes answers, keeps the last one per item, and never tells right from wrong', async () => {
    const w = await world();
    const test = (await pending(w.annAuth))!;
    const first = await answer(w.annAuth, test.testid, { item: 'A1', choice: 'a' });
    expect(first.statusCode, first.body).toBe(200);
    expect(levelAnswerResponse.parse(first.json())).toEqual({ status: 'success', item: 'A1', answered: 1, items: 27 });
    const again = await answer(w.annAuth, test.testid, { item: 'A1', choice: 'b' });
    expect(again.json()).toMatchObject({ answered: 1 });
    const [row] = await t.db.select().from(levelAnswers).where(eq(levelAnswers.testId, test.testid));
    expect(row).toMatchObject({ itemKey: 'A1', choice: 'b', correct: true, score: 100 });
    expect(await pending(w.annAuth)).toMatchObject({ state: 'started', answered: ['A1'] });
  });

  it('refuses an item not of the test, a choice the question does not have, and a sentence answered by choice', async () => {
    const w = await world();
    const test = (await pending(w.annAuth))!;
    for (const payload of [
      { item: 'Z9', choice: 'a' },
      { item: 'A1', choice: 'd' },
      { item: 'read-C', choice: 'a' },
      { item: 'A1' },
      {},
    ]) {
      const response = await answer(w.annAuth, test.testid, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('common.validation');
    }
    expect(await t.db.select().from(levelAnswers).where(eq(levelAnswers.testId, test.testid))).toEqual([]);
  });

  it('scores a sentence read aloud at once with the speech engine and keeps no recording', async () => {
    const w = await world();
    const test = (await pending(w.annAuth))!;
    const response = await read(w.annAuth, test.testid, 'read-C', recording('exact.ogg'));
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(levelAnswers).where(eq(levelAnswers.testId, test.testid));
    expect(row).toMatchObject({ itemKey: 'read-C', choice: null, correct: null, audioKey: null });
    expect(row!.score).toBeGreaterThanOrEqual(0);
    expect(row!.score).toBeLessThanOrEqual(100);
  }, 60_000);

  it("keeps the engine's marks of a reading with its score: a mark per word of the sentence, inserted speech and the engine", async () => {
    const w = await world();
    const test = (await pending(w.annAuth))!;
    const sentence = levelForm(test.form).items.find((item) => item.key === 'read-C');
    if (sentence?.kind !== 'oral') throw new Error('read-C is a sentence to read');
    const audio = recording('exact.ogg');
    const response = await read(w.annAuth, test.testid, 'read-C', audio);
    expect(response.statusCode, response.body).toBe(200);

    // What the engine makes of the same reading of the same sentence.
    const outcome = await ctx.workers.scoreReading({ audio, text: sentence.text });
    if (outcome.status !== 'done') throw new Error(`the engine did not score the reading: ${outcome.status}`);
    const expected = {
      words: outcome.value.words.map(({ word, mark, start, end }) => ({ word, mark, start, end })),
      inserted: outcome.value.inserted.map(({ start, end }) => ({ start, end })),
      engine_version: outcome.value.engine_version,
    };
    expect(expected.words.map((word) => word.word)).toEqual(questionWords(sentence.text));
    // A reading of another sentence: some words not as written.
    expect(expected.words.some((word) => word.mark !== 'correct')).toBe(true);

    const [row] = await t.db.select().from(levelAnswers).where(eq(levelAnswers.testId, test.testid));
    expect(row!.marks).toEqual(expected);
    expect(row!.score).toBe(Math.round(outcome.value.overall ?? 0));

    // Shown to the teacher with the item; a question keeps none.
    await answer(w.annAuth, test.testid, { item: 'A1', choice: 'b' });
    const detail = await t.app.inject({
      method: 'GET',
      url: api(`/level/test/${w.course.id}/${test.testid}`),
      headers: w.teacherAuth,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const items = levelTestResponse.parse(detail.json()).items;
    expect(items.find((item) => item.item === 'read-C')).toMatchObject({ kind: 'oral', marks: expected });
    expect(items.find((item) => item.item === 'A1')).toMatchObject({ kind: 'question', marks: null });
    expect(items.find((item) => item.item === 'read-G')).toMatchObject({ kind: 'oral', score: null, marks: null });

    // A second reading replaces the first, marks included.
    const again = await read(w.annAuth, test.testid, 'read-C', recording('silence.wav'));
    expect(again.statusCode).toBe(400);
    const [kept] = await t.db
      .select()
      .from(levelAnswers)
      .where(and(eq(levelAnswers.testId, test.testid), eq(levelAnswers.itemKey, 'read-C')));
    expect(kept!.marks).toEqual(expected);
  }, 90_000);

  it('refuses what is not a recording, a recording too large, a question answered by recording', async () => {
    const w = await world();
    const test = (await pending(w.annAuth))!;
    const notAudio = await read(w.annAuth, test.testid, 'read-C', Buffer.from('just some text, not a recording'));
    expect([notAudio.statusCode, notAudio.json().code]).toEqual([415, 'speech.not_audio']);
    const large = Buffer.concat([recording('exact.ogg'), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await read(w.annAuth, test.testid, 'read-C', large);
    expect([tooLarge.statusCode, tooLarge.json().code]).toEqual([413, 'speech.too_large']);
    const question = await read(w.annAuth, test.testid, 'A1', recording('exact.ogg'));
    expect([question.statusCode, question.json().code]).toEqual([400, 'common.validation']);
    const silent = await read(w.annAuth, test.testid, 'read-C', recording('silence.wav'));
    expect(silent.statusCode).toBe(400);
    expect(silent.json().code).toMatch(/^speech\./);
    expect(await t.db.select().from(levelAnswers).where(eq(levelAnswers.testId, test.testid))).toEqual([]);
  }, 60_000);

  it('finishes with the computed level: the placement sets the level, placement done and a change; again the same', async () => {
    const w = await world();
    const test = (await pending(w.annAuth))!;
    await answerQuestions(w.annAuth, test, 'F');
    const done = await finish(w.annAuth, test.testid);
    expect(done.statusCode, done.body).toBe(200);
    // A–F passed (both questions right), G–L failed, sentences unread: 6 levels passed; 12 of 27 items right.
    expect(levelFinishResponse.parse(done.json())).toEqual({
      status: 'success',
      testid: test.testid,
      kind: 'placement',
      score: 44,
      level: 'F',
    });
    expect(await studentRow(w.ann.id)).toMatchObject({ level: 'F', placement: 'done' });
    expect(await changesOf(w.ann.id)).toMatchObject([
      { fromLevel: null, toLevel: 'F', source: 'placement', testId: test.testid, changedBy: null },
    ]);
    expect((await finish(w.annAuth, test.testid)).json()).toEqual(done.json());
    expect(await changesOf(w.ann.id)).toHaveLength(1);
    const late = await answer(w.annAuth, test.testid, { item: 'A1', choice: 'a' });
    expect([late.statusCode, late.json().code]).toEqual([409, 'level.test_closed']);
    expect(await pending(w.annAuth)).toBeNull();
  });

  it('places a student who answers every question right at L, and one who answers nothing at A', async () => {
    const w = await world();
    const annTest = (await pending(w.annAuth))!;
    await answerQuestions(w.annAuth, annTest, 'L');
    expect((await finish(w.annAuth, annTest.testid)).json()).toMatchObject({ level: 'L', score: 89 });
    const benTest = (await pending(w.benAuth))!;
    expect((await finish(w.benAuth, benTest.testid)).json()).toMatchObject({ level: 'A', score: 0 });
  });

  it("answers 404 for another student's test and changes nothing", async () => {
    const w = await world();
    const test = (await pending(w.annAuth))!;
    const elsewhere = await world();
    for (const auth of [w.benAuth, elsewhere.annAuth]) {
      expect((await answer(auth, test.testid, { item: 'A1', choice: 'b' })).statusCode).toBe(404);
      expect((await finish(auth, test.testid)).statusCode).toBe(404);
    }
    const [row] = await t.db.select().from(levelTests).where(eq(levelTests.id, test.testid));
    expect(row!.state).toBe('pending');
  });

  it('opens a new placement after the roster sends the student back to placement', async () => {
    const w = await world();
    const first = (await pending(w.annAuth))!;
    await answerQuestions(w.annAuth, first, 'C');
    await finish(w.annAuth, first.testid);
    const redo = await t.app.inject({
      method: 'POST',
      url: api('/course/student/redoplacement/true'),
      headers: w.teacherAuth,
      payload: { stuids: [w.ann.id] },
    });
    expect(redo.statusCode, redo.body).toBe(200);
    const second = (await pending(w.annAuth))!;
    expect(second).toMatchObject({ kind: 'placement', state: 'pending' });
    expect(second.testid).not.toBe(first.testid);
    await answerQuestions(w.annAuth, second, 'H');
    expect((await finish(w.annAuth, second.testid)).json()).toMatchObject({ level: 'H' });
    expect(await changesOf(w.ann.id)).toMatchObject([
      { fromLevel: null, toLevel: 'C', source: 'placement' },
      { fromLevel: 'C', toLevel: 'H', source: 'placement' },
    ]);
  });
});

describe('readings scored under an earlier rule', () => {
  it('get the current rule’s score from their marks in open tests; a finished test keeps its own', async () => {
    const w = await world();
    const older = async (auth: Auth, finished: boolean) => {
      const test = (await pending(auth))!;
      expect((await read(auth, test.testid, 'read-C', recording('exact.ogg'))).statusCode).toBe(200);
      if (finished) expect((await finish(auth, test.testid)).statusCode).toBe(200);
      const [row] = await t.db.select().from(levelAnswers).where(eq(levelAnswers.testId, test.testid));
      const marks = { ...row!.marks!, engine_version: row!.marks!.engine_version.replace(/^speech-\d+/, 'speech-2') };
      await t.db.update(levelAnswers).set({ marks, score: 99 }).where(eq(levelAnswers.id, row!.id));
      return { id: row!.id, current: row!.marks!, marks };
    };
    const open = await older(w.annAuth, false);
    const finished = await older(w.benAuth, true);

    expect(await composeServices(ctx).levels.rescoreOpenReadings()).toBe(1);
    const [rescored] = await t.db.select().from(levelAnswers).where(eq(levelAnswers.id, open.id));
    expect(rescored).toMatchObject({ score: rescoredFromMarks(open.marks)!.overall, marks: open.current });
    const [kept] = await t.db.select().from(levelAnswers).where(eq(levelAnswers.id, finished.id));
    expect(kept).toMatchObject({ score: 99, marks: finished.marks });
    expect(await composeServices(ctx).levels.rescoreOpenReadings()).toBe(0);
  }, 60_000);
});

describe('level checks', () => {
  async function placed(w: World, level: string) {
    await t.db.update(students).set({ placement: 'done', level }).where(eq(students.institutionId, w.institution.id));
  }

  it('are scheduled for students of the class around their level; an open check is skipped and counted', async () => {
    const w = await world();
    await placed(w, 'F');
    const first = await schedule(w, [w.ann.id]);
    expect(first.statusCode, first.body).toBe(200);
    expect(levelCheckResponse.parse(first.json())).toEqual({
      status: 'success',
      scheduled: 1,
      skipped: 0,
      placement_pending: 0,
    });
    const second = await schedule(w, [w.ann.id, w.ben.id, w.ben.id], w.adminAuth);
    expect(second.json()).toEqual({ status: 'success', scheduled: 1, skipped: 1, placement_pending: 0 });
    const rows = await t.db.select().from(levelTests).where(eq(levelTests.institutionId, w.institution.id));
    expect(rows.map((r) => ({ kind: r.kind, form: r.form, course: r.courseId, state: r.state }))).toEqual([
      { kind: 'check', form: 'check-1-F', course: w.course.id, state: 'pending' },
      { kind: 'check', form: 'check-1-F', course: w.course.id, state: 'pending' },
    ]);
    expect(rows.map((r) => r.requestedBy)).toEqual([w.teacher.id, w.admin.id]);
    // The school's audit log says who asked for each check: the skipped one is not there.
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.institutionId, w.institution.id), eq(auditLog.action, 'student.level_check_scheduled')));
    expect(audited.map((row) => [row.actorUserId, row.entityId, row.courseId])).toEqual([
      [w.teacher.id, w.ann.id, w.course.id],
      [w.admin.id, w.ben.id, w.course.id],
    ]);
  });

  it('are taken by the student and change nothing until the teacher accepts the computed level', async () => {
    const w = await world();
    await placed(w, 'F');
    await schedule(w, [w.ann.id, w.ben.id]);
    const annCheck = (await pending(w.annAuth))!;
    expect(annCheck).toMatchObject({ kind: 'check', form: 'check-1-F' });
    expect(annCheck.passages.flatMap((p) => p.questions.map((q) => q.item))).toEqual([
      'E1',
      'E2',
      'F1',
      'F2',
      'G1',
      'G2',
    ]);
    expect(annCheck.orals).toEqual([{ item: 'read-E', text: 'Little rabbits hopped slowly across muddy fields.' }]);
    await answerQuestions(w.annAuth, annCheck, 'G');
    expect((await finish(w.annAuth, annCheck.testid)).json()).toMatchObject({ kind: 'check', level: 'G', score: 86 });
    // Computed, not applied: Ann is still at F and her history has no change.
    expect((await studentRow(w.ann.id)).level).toBe('F');
    expect(await changesOf(w.ann.id)).toEqual([]);
    expect((await results(w)).find((s) => s.stuid === w.ann.id)).toMatchObject({
      level: 'F',
      tests: [{ kind: 'check', computed_level: 'G', accepted_level: null }],
      history: [],
    });
    // The teacher accepts G: now she moves, and the change is the check's, accepted by the teacher.
    const accepted = await setLevel(w, w.ann.id, { level: 'G', testid: annCheck.testid });
    expect(accepted.json()).toMatchObject({ level: 'G', changed: true });
    expect((await studentRow(w.ann.id)).level).toBe('G');
    expect(await changesOf(w.ann.id)).toMatchObject([
      { fromLevel: 'F', toLevel: 'G', source: 'check', testId: annCheck.testid, changedBy: w.teacher.id },
    ]);
    // Ben stays at F: no change recorded.
    const benCheck = (await pending(w.benAuth))!;
    await answerQuestions(w.benAuth, benCheck, 'F');
    expect((await finish(w.benAuth, benCheck.testid)).json()).toMatchObject({ level: 'F' });
    expect(await changesOf(w.ben.id)).toEqual([]);
  });

  it('are not scheduled for a student still to take the placement, who is counted apart', async () => {
    const w = await world();
    await t.db.update(students).set({ placement: 'done', level: 'F' }).where(eq(students.id, w.ben.id));
    const response = await schedule(w, [w.ann.id, w.ben.id]);
    expect(response.json()).toEqual({ status: 'success', scheduled: 1, skipped: 0, placement_pending: 1 });
    expect(await pending(w.annAuth)).toMatchObject({ kind: 'placement' });
    const checks = await t.db.select().from(levelTests).where(eq(levelTests.kind, 'check'));
    expect(checks.filter((row) => row.institutionId === w.institution.id).map((row) => row.studentId)).toEqual([
      w.ben.id,
    ]);
  });

  it('refuse no students, students not in the class, another school, and an expired class; nothing is scheduled', async () => {
    const w = await world();
    const other = await world();
    const none = await schedule(w, []);
    expect([none.statusCode, none.json().code]).toEqual([400, 'students.none_selected']);
    expect((await schedule(w, [w.ann.id, other.ann.id])).statusCode).toBe(404);
    expect((await schedule(w, [w.ann.id], other.teacherAuth)).statusCode).toBe(404);
    expect((await schedule(other, [other.ann.id], w.adminAuth)).statusCode).toBe(404);
    const expired = await world({ expiresInDays: -1 });
    const refused = await schedule(expired, [expired.ann.id]);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'course.expired']);
    for (const school of [w, other, expired]) {
      expect(await t.db.select().from(levelTests).where(eq(levelTests.institutionId, school.institution.id))).toEqual(
        [],
      );
    }
  });
});

describe('the class results', () => {
  it('show each student’s level, placement, open test, latest tests and history', async () => {
    const w = await world();
    const placement = (await pending(w.annAuth))!;
    await answerQuestions(w.annAuth, placement, 'D');
    await finish(w.annAuth, placement.testid);
    await schedule(w, [w.ann.id]);
    const record = await results(w);
    expect(record.map((s) => s.stuid)).toEqual([w.ann.id, w.ben.id]);
    const [ann, ben] = record;
    expect(ann).toMatchObject({ level: 'D', placement: 'done', open: { kind: 'check', state: 'pending' } });
    expect(ann!.tests).toMatchObject([
      { testid: placement.testid, kind: 'placement', state: 'finished', computed_level: 'D', accepted_level: null },
    ]);
    expect(ann!.history).toMatchObject([
      { from_level: null, to_level: 'D', source: 'placement', testid: placement.testid },
    ]);
    expect(ben).toMatchObject({ level: null, placement: 'pending', open: null, tests: [], history: [] });
    // The administrator sees the same; another school's teacher does not see the class.
    expect(await results(w, w.adminAuth)).toEqual(record);
    const other = await world();
    expect(
      (await t.app.inject({ method: 'GET', url: api(`/level/${w.course.id}`), headers: other.teacherAuth })).statusCode,
    ).toBe(404);
  });

  it('show a test item by item with the right choices, the answers and the marks', async () => {
    const w = await world();
    const placement = (await pending(w.annAuth))!;
    await answer(w.annAuth, placement.testid, { item: 'A1', choice: 'b' });
    await answer(w.annAuth, placement.testid, { item: 'A2', choice: 'c' });
    const response = await t.app.inject({
      method: 'GET',
      url: api(`/level/test/${w.course.id}/${placement.testid}`),
      headers: w.teacherAuth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = levelTestResponse.parse(response.json());
    expect(detail.stuid).toBe(w.ann.id);
    expect(detail.items).toHaveLength(27);
    expect(detail.items[0]).toEqual({
      item: 'A1',
      kind: 'question',
      level: 'A',
      text: 'What sits on the eggs?',
      passage: ['The red hen sits on eggs.'],
      choices: [
        { key: 'a', text: 'A cat', right: false },
        { key: 'b', text: 'The red hen', right: true },
        { key: 'c', text: 'A dog', right: false },
      ],
      choice: 'b',
      correct: true,
      score: 100,
      marks: null,
    });
    expect(detail.items[1]).toMatchObject({ item: 'A2', choice: 'c', correct: false, score: 0 });
    expect(detail.items.at(-1)).toMatchObject({ item: 'read-K', kind: 'oral', choices: [], choice: null, score: null });
    expect(detail.levels[0]).toEqual({ level: 'A', mark: 50, passed: false });
    const other = await world();
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: api(`/level/test/${other.course.id}/${placement.testid}`),
      headers: other.teacherAuth,
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe("the teacher's level", () => {
  async function placedAt(w: World, knows: string) {
    const test = (await pending(w.annAuth))!;
    await answerQuestions(w.annAuth, test, knows);
    await finish(w.annAuth, test.testid);
    return test.testid;
  }

  it('adjusts a computed level: kept beside it, the student moved, the change recorded as the teacher’s', async () => {
    const w = await world();
    const testId = await placedAt(w, 'D');
    const response = await setLevel(w, w.ann.id, { level: 'C', testid: testId });
    expect(response.statusCode, response.body).toBe(200);
    expect(levelSetResponse.parse(response.json())).toEqual({
      status: 'success',
      stuid: w.ann.id,
      level: 'C',
      changed: true,
    });
    const [test] = await t.db.select().from(levelTests).where(eq(levelTests.id, testId));
    expect(test).toMatchObject({ computedLevel: 'D', acceptedLevel: 'C', adjustedBy: w.teacher.id });
    expect(test!.adjustedAt).not.toBeNull();
    expect((await studentRow(w.ann.id)).level).toBe('C');
    expect((await changesOf(w.ann.id)).at(-1)).toMatchObject({
      fromLevel: 'D',
      toLevel: 'C',
      source: 'teacher',
      testId,
      changedBy: w.teacher.id,
    });
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, w.ann.id), eq(auditLog.action, 'student.level_set')));
    expect(audited).toMatchObject({
      actorUserId: w.teacher.id,
      courseId: w.course.id,
      before: { level: 'D' },
      after: { level: 'C' },
    });
  });

  it('accepts a computed level without a change of level, and sets a level without a test', async () => {
    const w = await world();
    const testId = await placedAt(w, 'E');
    const accepted = await setLevel(w, w.ann.id, { level: 'E', testid: testId }, w.adminAuth);
    expect(accepted.json()).toMatchObject({ level: 'E', changed: false });
    expect(await changesOf(w.ann.id)).toHaveLength(1);
    const [test] = await t.db.select().from(levelTests).where(eq(levelTests.id, testId));
    expect(test).toMatchObject({ acceptedLevel: 'E', adjustedBy: w.admin.id });
    const set = await setLevel(w, w.ben.id, { level: 'B' });
    expect(set.json()).toMatchObject({ level: 'B', changed: true });
    expect(await changesOf(w.ben.id)).toMatchObject([
      { fromLevel: null, toLevel: 'B', source: 'teacher', testId: null },
    ]);
  });

  it('refuses an open test, another student’s test, a level not of A–L, another school and an expired class', async () => {
    const w = await world();
    const open = (await pending(w.annAuth))!;
    const notFinished = await setLevel(w, w.ann.id, { level: 'C', testid: open.testid });
    expect([notFinished.statusCode, notFinished.json().code]).toEqual([409, 'level.test_not_finished']);
    expect((await setLevel(w, w.ben.id, { level: 'C', testid: open.testid })).statusCode).toBe(404);
    expect((await setLevel(w, w.ann.id, { level: 'M' })).statusCode).toBe(400);
    const other = await world();
    expect((await setLevel(w, other.ann.id, { level: 'C' })).statusCode).toBe(404);
    expect((await setLevel(w, w.ann.id, { level: 'C' }, other.adminAuth)).statusCode).toBe(404);
    const expired = await world({ expiresInDays: -1 });
    const refused = await setLevel(expired, expired.ann.id, { level: 'C' });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'course.expired']);
    for (const id of [w.ann.id, w.ben.id, other.ann.id, expired.ann.id]) {
      expect((await studentRow(id)).level).toBeNull();
      expect(await changesOf(id)).toEqual([]);
    }
    const [test] = await t.db
      .select()
      .from(levelTests)
      .where(and(eq(levelTests.id, open.testid)));
    expect(test!.acceptedLevel).toBeNull();
  });
});
