import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  courses,
  echoAnswers,
  echoQuestions,
  echoQuizzes,
  echoSettings,
  students,
  users,
} from '../../../db/schema/index.js';
import { addDays, calendarDate } from '../../../lib/clock.js';
import { createCourse, createStaff, createStudents, enrol } from '../../../test/fixtures.js';
import { signIn, useTestApp } from '../../../test/harness.js';
import { echoKit, echoRowsOf } from './echo.fixtures.js';
import { nextEchoRun } from './echo-week.js';

const t = useTestApp();
const {
  resourceId,
  day,
  classroom,
  weeklyBody,
  taskBody,
  create,
  createQuiz,
  edit,
  publish,
  remove,
  setAuto,
  list,
  detail,
  get,
  url,
} = echoKit(t);

type Room = Awaited<ReturnType<typeof classroom>>;
type Id = { id: number };
type Qid = { qid: number };

const quizRows = (courseId: number) => t.db.select().from(echoQuizzes).where(eq(echoQuizzes.courseId, courseId));
const auditOf = (courseId: number) => t.db.select().from(auditLog).where(eq(auditLog.courseId, courseId));

describe('creating and listing quizzes', () => {
  it('saves a weekly quiz unpublished, listed with its counts, author and no scores yet', async () => {
    const room = await classroom();
    const echoid = await createQuiz(room);
    const body = await list(room);
    expect(body.record).toEqual([
      {
        echoid,
        kind: 'weekly',
        name: 'Garden week',
        resourceid: null,
        resource_name: null,
        created: t.clock().toISOString(),
        author: room.teacher.name,
        questions: 3,
        sentence_questions: 2,
        word_questions: 1,
        open_date: day(0),
        close_date: day(6),
        extra: false,
        state: 'unpublished',
        published_at: null,
        auto: false,
        assigned: 3,
        submitted: 0,
        average_score: null,
      },
    ]);
    expect(body.auto).toEqual({ enabled: false, next_run: null, last_note: null, last_note_week: null });
    expect([body.reward_exp, body.reward_tickets]).toEqual([20, 1]);

    const { quiz, questions } = await detail(room, echoid);
    expect(quiz).toEqual(body.record[0]);
    expect(questions).toEqual([
      { qid: expect.any(Number), text: 'The cat sat down.', resourceid: resourceId('zebra-days') },
      { qid: expect.any(Number), text: 'Zebra Days starts here.', resourceid: resourceId('zebra-days') },
      { qid: expect.any(Number), text: 'Garden', resourceid: null },
    ]);
    const stored = await t.db.select().from(echoQuestions).where(eq(echoQuestions.quizId, echoid));
    expect(stored.map((q) => [q.position, q.wordCount])).toEqual([
      [1, 4],
      [2, 4],
      [3, 1],
    ]);
  });

  it('lists the newest first, with a speaking task naming its material', async () => {
    const room = await classroom();
    const first = await createQuiz(room);
    t.clock.advance(1000);
    const task = await createQuiz(room, taskBody('count-song', { extra: 'true' }));
    t.clock.advance(1000);
    const record = (await list(room)).record;
    expect(record.map((quiz) => quiz.echoid)).toEqual([task, first]);
    expect(record[0]).toMatchObject({
      kind: 'task',
      resourceid: resourceId('count-song'),
      resource_name: 'Count Song',
      open_date: null,
      close_date: null,
      extra: true,
      questions: 2,
    });
  });

  it('takes the questions as JSON text in a form body', async () => {
    const room = await classroom();
    const form = new URLSearchParams({
      name: 'Form quiz',
      kind: 'weekly',
      open_date: day(1),
      close_date: day(3),
      extra: 'false',
      questions: JSON.stringify([{ text: 'Hello, everyone!', resourceid: resourceId('count-song') }, { text: 'Hi' }]),
    }).toString();
    const response = await create(room, form);
    expect(response.statusCode, response.body).toBe(200);
    const { questions } = await detail(room, response.json().echoid);
    expect(questions.map((q) => q.text)).toEqual(['Hello, everyone!', 'Hi']);
  });

  it('refuses bad input with a clear code and creates nothing', async () => {
    const room = await classroom();
    const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
    const question = { text: 'The cat sat down.' };
    const cases: [Record<string, unknown> | string, number, string][] = [
      [{ questions: [] }, 400, 'common.validation'],
      [{ questions: Array(31).fill(question) }, 400, 'common.validation'],
      [{ questions: [{ text: words(26) }] }, 400, 'common.validation'],
      [{ questions: [{ text: '' }] }, 400, 'common.validation'],
      [{ questions: [{ text: '   ' }] }, 400, 'common.validation'],
      [{ questions: [{}] }, 400, 'common.validation'],
      [{ questions: 'not json' }, 400, 'common.validation'],
      [{ questions: '{"text": "not a list"}' }, 400, 'common.validation'],
      [{ name: '' }, 400, 'common.validation'],
      [{ kind: 'daily' }, 400, 'common.validation'],
      [{ open_date: undefined }, 400, 'quiz.dates_invalid'],
      [{ close_date: undefined }, 400, 'quiz.dates_invalid'],
      [{ open_date: day(3), close_date: day(2) }, 400, 'quiz.dates_invalid'],
      [{ open_date: day(-7), close_date: day(-1) }, 400, 'quiz.dates_invalid'],
      [{ open_date: '2026-02-30' }, 400, 'common.validation'],
      [{ resourceid: resourceId('zebra-days') }, 400, 'common.validation'],
      [{ questions: [{ text: 'A whale.', resourceid: resourceId('big-whale') }] }, 400, 'quiz.resource_not_in_library'],
      [{ questions: [{ text: 'Missing.', resourceid: 2_000_000 }] }, 400, 'quiz.resource_not_in_library'],
      [taskBody('zebra-days', { resourceid: undefined }), 400, 'common.validation'],
      [taskBody('zebra-days', { open_date: day(0), close_date: day(1) }), 400, 'common.validation'],
      [taskBody('big-whale'), 400, 'quiz.resource_not_in_library'],
      [taskBody('red-planet'), 400, 'quiz.resource_not_in_library'],
    ];
    for (const [change, status, code] of cases) {
      const body =
        typeof change === 'string' ? change : 'kind' in change && change.kind === 'task' ? change : weeklyBody(change);
      const response = await create(room, body);
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.json().code, JSON.stringify(change)).toBe(code);
    }
    // Not JSON at all.
    const broken = await t.app.inject({
      method: 'POST',
      url: url('create', room),
      headers: { ...room.headers, 'content-type': 'application/json' },
      payload: '{"name": "Broken",',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('common.validation');
    expect(await quizRows(room.course.id)).toEqual([]);
  });

  it('keeps one speaking task per material of the class', async () => {
    const room = await classroom();
    await createQuiz(room, taskBody('zebra-days'));
    const again = await create(room, taskBody('zebra-days', { name: 'Again' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('quiz.task_exists');
    // Another material, and a weekly quiz with sentences of the same one, are fine.
    await createQuiz(room, taskBody('apple-pie'));
    await createQuiz(room);
    expect(await quizRows(room.course.id)).toHaveLength(3);
    // Another class of the school may have its own task on the material.
    const other = await classroom();
    await createQuiz(other, taskBody('zebra-days'));
  });

  it('runs a repeated create once when it carries the same key', async () => {
    const room = await classroom();
    const key = { 'idempotency-key': 'echo-create-1' };
    const first = await create(room, weeklyBody(), room.headers, key);
    const second = await create(room, weeklyBody(), room.headers, key);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await quizRows(room.course.id)).toHaveLength(1);
  });
});

describe('editing, publishing and deleting', () => {
  it('changes an unpublished quiz, then locks it once published', async () => {
    const room = await classroom();
    const echoid = await createQuiz(room);
    const changed = await edit(
      room,
      echoid,
      weeklyBody({ name: 'Renamed', close_date: day(9), extra: true, questions: [{ text: 'Zebra' }] }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ status: 'success', echoid });
    const { quiz, questions } = await detail(room, echoid);
    expect(quiz).toMatchObject({ name: 'Renamed', close_date: day(9), extra: true, questions: 1, word_questions: 1 });
    expect(questions).toEqual([{ qid: expect.any(Number), text: 'Zebra', resourceid: null }]);

    const kind = await edit(room, echoid, taskBody('zebra-days'));
    expect([kind.statusCode, kind.json().code]).toEqual([400, 'common.validation']);

    t.clock.advance(5000);
    const published = await publish(room, echoid);
    expect(published.statusCode, published.body).toBe(200);
    const after = await detail(room, echoid);
    expect(after.quiz).toMatchObject({ state: 'published', published_at: t.clock().toISOString() });
    expect(await auditOf(room.course.id)).toMatchObject([
      {
        action: 'quiz.publish',
        entity: 'quiz',
        entityId: echoid,
        before: { state: 'unpublished' },
        after: { state: 'published' },
      },
    ]);

    const rows = await echoRowsOf(t.db, room.course.id);
    const locked = await edit(room, echoid, weeklyBody({ name: 'Too late' }));
    expect([locked.statusCode, locked.json().code]).toEqual([409, 'quiz.published_locked']);
    const again = await publish(room, echoid);
    expect([again.statusCode, again.json().code]).toEqual([409, 'quiz.published_locked']);
    const deleted = await remove(room, echoid);
    expect([deleted.statusCode, deleted.json().code]).toEqual([409, 'quiz.published_cannot_delete']);
    expect(await echoRowsOf(t.db, room.course.id)).toEqual(rows);
  });

  it('checks an edit as a create: dates, materials, one task per material', async () => {
    const room = await classroom();
    const echoid = await createQuiz(room);
    const taskId = await createQuiz(room, taskBody('zebra-days'));
    await createQuiz(room, taskBody('apple-pie'));
    const rows = await echoRowsOf(t.db, room.course.id);
    const cases: [number, object, number, string][] = [
      [echoid, weeklyBody({ close_date: day(-1), open_date: day(-3) }), 400, 'quiz.dates_invalid'],
      [
        echoid,
        weeklyBody({ questions: [{ text: 'Whale', resourceid: resourceId('big-whale') }] }),
        400,
        'quiz.resource_not_in_library',
      ],
      [taskId, taskBody('apple-pie'), 409, 'quiz.task_exists'],
      [taskId, taskBody('wave-dance'), 400, 'quiz.resource_not_in_library'],
      [2_000_000, weeklyBody(), 404, 'common.not_found'],
    ];
    for (const [id, body, status, code] of cases) {
      const response = await edit(room, id, body);
      expect([response.statusCode, response.json().code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await echoRowsOf(t.db, room.course.id)).toEqual(rows);
    // A task keeps its own material when edited.
    const same = await edit(room, taskId, taskBody('zebra-days', { name: 'Zebra task' }));
    expect(same.statusCode, same.body).toBe(200);
  });

  it('deletes an unpublished quiz with its questions', async () => {
    const room = await classroom();
    const echoid = await createQuiz(room);
    const response = await remove(room, echoid);
    expect(response.statusCode, response.body).toBe(200);
    expect(await quizRows(room.course.id)).toEqual([]);
    expect(await t.db.select().from(echoQuestions).where(eq(echoQuestions.quizId, echoid))).toEqual([]);
    // The log keeps what was deleted, since the quiz itself is gone.
    expect(await auditOf(room.course.id)).toMatchObject([
      { action: 'quiz.delete', entity: 'quiz', entityId: echoid, before: { kind: 'weekly' }, after: null },
    ]);
    const gone = await remove(room, echoid);
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'common.not_found']);
  });

  it('leaves a quiz the weekly job is still building alone', async () => {
    const room = await classroom();
    const [row] = await t.db
      .insert(echoQuizzes)
      .values({
        institutionId: room.institution.id,
        courseId: room.course.id,
        kind: 'weekly',
        name: 'Echo Valley · building',
        openDate: day(0),
        closeDate: day(6),
        state: 'generating',
        auto: true,
        week: day(0),
      })
      .returning();
    const echoid = row!.id;
    for (const response of [
      await edit(room, echoid, weeklyBody()),
      await publish(room, echoid),
      await remove(room, echoid),
    ]) {
      expect([response.statusCode, response.json().code]).toEqual([409, 'quiz.generating']);
    }
    expect((await list(room)).record).toEqual([
      expect.objectContaining({ echoid, state: 'generating', auto: true, author: null, questions: 0 }),
    ]);
  });
});

describe('who may do what', () => {
  /** Every call of the teacher's side on a class and a quiz (another one to delete), as `headers`. */
  async function everyCall(room: Room, echoid: number, headers: Record<string, string>, spare = echoid) {
    return {
      list: await get(url('list', room), headers),
      detail: await get(url('detail', room, echoid), headers),
      sentences: await get(`/api/echo/sentences/${room.course.id}/${resourceId('zebra-days')}`, headers),
      warnings: await t.app.inject({
        method: 'POST',
        url: url('warnings', room),
        headers,
        payload: { texts: ['The cat sat down.'] },
      }),
      create: await create(room, weeklyBody(), headers),
      edit: await edit(room, echoid, weeklyBody({ name: 'Taken over' }), headers),
      publish: await publish(room, echoid, headers),
      delete: await remove(room, spare, headers),
      auto: await setAuto(room, { enabled: true }, headers),
    };
  }

  it("answers 404 to another school's staff and to a colleague, and changes nothing", async () => {
    const room = await classroom();
    const echoid = await createQuiz(room);
    const other = await classroom();
    const colleague = await createStaff(t.db, { institutionId: room.institution.id, role: 'teacher' });
    const rows = await echoRowsOf(t.db, room.course.id);
    for (const headers of [other.headers, await signIn(t, other.admin.email), await signIn(t, colleague.email)]) {
      for (const [call, response] of Object.entries(await everyCall(room, echoid, headers))) {
        expect([response.statusCode, response.json().code], call).toEqual([404, 'common.not_found']);
      }
    }
    // The other school's teacher names its own class with this school's quiz: not found either.
    const foreignQuiz = await Promise.all([
      get(url('detail', other, echoid), other.headers),
      edit(other, echoid, weeklyBody(), other.headers),
      publish(other, echoid, other.headers),
      remove(other, echoid, other.headers),
    ]);
    for (const response of foreignQuiz)
      expect([response.statusCode, response.json().code]).toEqual([404, 'common.not_found']);
    expect(await echoRowsOf(t.db, room.course.id)).toEqual(rows);
    expect(await quizRows(other.course.id)).toEqual([]);
  });

  it("lets the school's administrator do everything the class's teacher does", async () => {
    const room = await classroom();
    const echoid = await createQuiz(room);
    const spare = await createQuiz(room, taskBody('zebra-days'));
    const admin = await signIn(t, room.admin.email);
    const calls = await everyCall(room, echoid, admin, spare);
    for (const [call, response] of Object.entries(calls))
      expect(response.statusCode, `${call} ${response.body}`).toBe(200);
    expect(calls.list.json().record[0].author).toBe(room.teacher.name);
  });

  it('reads an expired class, but refuses every change to it', async () => {
    const room = await classroom();
    const echoid = await createQuiz(room);
    const spare = await createQuiz(room, taskBody('zebra-days'));
    await t.db
      .update(courses)
      .set({ expiryDate: calendarDate(addDays(t.clock(), -1)) })
      .where(eq(courses.id, room.course.id));
    const rows = await echoRowsOf(t.db, room.course.id);
    const calls = await everyCall(room, echoid, room.headers, spare);
    for (const call of ['list', 'detail', 'sentences', 'warnings'] as const)
      expect(calls[call].statusCode, call).toBe(200);
    for (const call of ['create', 'edit', 'publish', 'delete', 'auto'] as const) {
      expect([calls[call].statusCode, calls[call].json().code], call).toEqual([409, 'course.expired']);
    }
    expect(await echoRowsOf(t.db, room.course.id)).toEqual(rows);
  });
});

describe('the list as the class does', () => {
  it('counts the students who answered every question and averages their scores, the teacher’s where given', async () => {
    const room = await classroom();
    const [s1, s2, s3] = room.students.map((student) => ({ id: student.id })) as [Id, Id, Id];
    const [inactive] = await createStudents(t.db, { institutionId: room.institution.id, count: 1, active: false });
    const [left] = await createStudents(t.db, { institutionId: room.institution.id, count: 1 });
    await enrol(t.db, room.course, [inactive!]);
    const echoid = await createQuiz(
      room,
      weeklyBody({ questions: [{ text: 'The cat sat down.' }, { text: 'Zebra' }] }),
    );
    const untouched = await createQuiz(room, taskBody('zebra-days'));
    await publish(room, echoid);
    const [q1, q2] = (await detail(room, echoid)).questions.map(({ qid }) => ({ qid })) as [Qid, Qid];

    const answer = (
      student: { id: number },
      question: { qid: number },
      values: Partial<typeof echoAnswers.$inferInsert> = {},
    ): typeof echoAnswers.$inferInsert => ({
      institutionId: room.institution.id,
      quizId: echoid,
      questionId: question.qid,
      studentId: student.id,
      recordingPath: `recordings/${student.id}-${question.qid}-${Math.random()}.webm`,
      recordingBytes: 1000,
      recordingType: 'audio/webm',
      state: 'scored',
      ...values,
    });
    await t.db.insert(echoAnswers).values([
      // Both answered: (80 + the teacher's 100) / 2 = 90.
      answer(s1, q1, { overall: 80 }),
      answer(s1, q2, { overall: 60, overrideScore: 100 }),
      // One question only: not submitted, whatever the score; an earlier answer is history.
      answer(s2, q1, { overall: 95 }),
      answer(s2, q2, { overall: 40, current: false }),
      // Both answered, the second not scored yet: (50 + 0) / 2 = 25.
      answer(s3, q1, { overall: 50 }),
      answer(s3, q2, { state: 'queued' }),
      // Neither an inactive student nor one no longer in the class counts.
      answer(inactive!, q1, { overall: 100 }),
      answer(inactive!, q2, { overall: 100 }),
      answer(left!, q1, { overall: 0 }),
      answer(left!, q2, { overall: 0 }),
    ]);
    const record = (await list(room)).record;
    expect(record.find((quiz) => quiz.echoid === echoid)).toMatchObject({
      assigned: 3,
      submitted: 2,
      average_score: 57.5,
      questions: 2,
      sentence_questions: 1,
      word_questions: 1,
      state: 'published',
    });
    expect(record.find((quiz) => quiz.echoid === untouched)).toMatchObject({
      assigned: 3,
      submitted: 0,
      average_score: null,
    });
  });
});

describe('the list kept between openings', () => {
  it('answers an opening from what it kept, and each later one with what changed: an answer, a name, the rewards, a student', async () => {
    const room = await classroom();
    const echoid = await createQuiz(room, weeklyBody({ questions: [{ text: 'Zebra' }] }));
    await publish(room, echoid);
    const [question] = (await detail(room, echoid)).questions;
    const first = await get(url('list', room), room.headers);
    expect((await get(url('list', room), room.headers)).body).toBe(first.body);

    const [reader] = room.students;
    await t.db.insert(echoAnswers).values({
      institutionId: room.institution.id,
      quizId: echoid,
      questionId: question!.qid,
      studentId: reader!.id,
      recordingPath: `recordings/${reader!.id}-kept.webm`,
      recordingBytes: 1000,
      recordingType: 'audio/webm',
      state: 'scored',
      overall: 70,
    });
    expect((await list(room)).record[0]).toMatchObject({ assigned: 3, submitted: 1, average_score: 70 });

    await t.db.update(users).set({ name: 'Amy Renamed' }).where(eq(users.id, room.teacher.id));
    expect((await list(room)).record[0]!.author).toBe('Amy Renamed');

    expect((await setAuto(room, { enabled: false, reward_exp: 35 })).statusCode).toBe(200);
    expect((await list(room)).reward_exp).toBe(35);

    await t.db.update(students).set({ active: false }).where(eq(students.id, reader!.id));
    expect((await list(room)).record[0]).toMatchObject({ assigned: 2, submitted: 0, average_score: null });
  });
});

describe('auto-assigned oral quizzes and rewards', () => {
  it('switches them on and off and sets the rewards, the list following', async () => {
    const room = await classroom();
    const on = await setAuto(room, { enabled: true, reward_exp: 50, reward_tickets: 3 });
    expect(on.json()).toEqual({ status: 'success', enabled: true, reward_exp: 50, reward_tickets: 3 });
    const body = await list(room);
    expect(body.auto).toEqual({
      enabled: true,
      next_run: nextEchoRun(t.clock()).toISOString(),
      last_note: null,
      last_note_week: null,
    });
    expect([body.reward_exp, body.reward_tickets]).toEqual([50, 3]);

    // Form values; rewards not given stay.
    const off = await t.app.inject({
      method: 'POST',
      url: url('auto', room),
      headers: { ...room.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'enabled=false',
    });
    expect(off.json()).toEqual({ status: 'success', enabled: false, reward_exp: 50, reward_tickets: 3 });
    expect((await list(room)).auto).toMatchObject({ enabled: false, next_run: null });

    for (const bad of [
      { enabled: 'maybe' },
      { enabled: true, reward_exp: -1 },
      { enabled: true, reward_tickets: 1001 },
      {},
    ]) {
      const response = await setAuto(room, bad);
      expect([response.statusCode, response.json().code], JSON.stringify(bad)).toEqual([400, 'common.validation']);
    }
  });

  it('names no next run for a class that expires before it', async () => {
    const room = await classroom();
    const run = nextEchoRun(t.clock());
    const short = await createCourse(t.db, {
      institutionId: room.institution.id,
      teacherId: room.teacher.id,
      today: addDays(run, -1),
      expiresInDays: 0,
    });
    await t.db
      .insert(echoSettings)
      .values({ courseId: short.id, institutionId: room.institution.id, autoSince: t.clock() });
    expect((await list({ ...room, course: short })).auto).toMatchObject({ enabled: true, next_run: null });
  });
});
