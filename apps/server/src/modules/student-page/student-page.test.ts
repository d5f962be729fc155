import { fillPath, questionWords, STUDENT_HISTORY_MAX, STUDENT_PAGE_PATHS, studentPageResponse } from '@lms/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assignmentStudents,
  assignments,
  echoAnswers,
  enrolments,
  learningEvents,
  levelChanges,
  levelTests,
  rewardLedger,
  studentNotes,
  students,
} from '../../db/schema/index.js';
import { createFileStore } from '../../lib/file-store/create-file-store.js';
import { DAY, MINUTE } from '../../test/clock.js';
import { createCourse, createSchool, createStaff, createStudents, enrol } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { type FixtureCatalogue, loadFixtureCatalogue } from '../catalogue/catalogue.fixtures.js';
import { createQuiz, matrixEcho } from '../echo/answers/answers.fixtures.js';
import { learnerSchool } from '../learner/learner.fixtures.js';
import { auditOf } from '../roster/roster.fixtures.js';

type Headers = Record<string, string>;

const t = useTestApp();
let catalogue: FixtureCatalogue;
beforeAll(async () => {
  catalogue = await loadFixtureCatalogue(t.db);
});

const pageUrl = (courseid: number, stuid: number) => `/api${fillPath(STUDENT_PAGE_PATHS.page, { courseid, stuid })}`;
const noteUrl = (courseid: number, stuid: number) => `/api${fillPath(STUDENT_PAGE_PATHS.note, { courseid, stuid })}`;

async function readPage(headers: Headers, courseid: number, stuid: number) {
  const response = await t.app.inject({ method: 'GET', url: pageUrl(courseid, stuid), headers });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(studentPageResponse.parse(body)).toEqual(body);
  return body as ReturnType<typeof studentPageResponse.parse>;
}

function addNote(headers: Headers, courseid: number, stuid: number, payload: unknown, extra: Headers = {}) {
  return t.app.inject({
    method: 'POST',
    url: noteUrl(courseid, stuid),
    headers: { ...headers, ...extra },
    payload: payload as object,
  });
}

/** A class of the garden package with two students, its teacher signed in. */
async function classroom(options: { expiresInDays?: number } = {}) {
  const school = await learnerSchool(t, catalogue, { students: 2, ...options });
  const headers = await signIn(t, school.teacher.email);
  const [pupil, classmate] = school.students as [(typeof school.students)[0], (typeof school.students)[0]];
  const ids = { institutionId: school.institution.id, courseId: school.course.id };
  return { ...school, headers, pupil, classmate, ids };
}
type Room = Awaited<ReturnType<typeof classroom>>;

let eventKey = 0;
/** A reading or viewing session, `daysAgo` before now. */
function event(room: Room, resource: string, daysAgo: number, seconds: number, completed: boolean, studentId?: number) {
  return {
    ...room.ids,
    studentId: studentId ?? room.pupil.id,
    resourceId: catalogue.resourceId(resource),
    key: `k${++eventKey}`,
    kind: resource === 'count-song' ? ('watch' as const) : ('read' as const),
    occurredAt: new Date(t.clock().getTime() - daysAgo * DAY),
    durationS: seconds,
    pages: resource === 'count-song' ? 0 : 4,
    completed,
  };
}

const day = (offset: number) => {
  const date = new Date(t.clock().getTime() + offset * DAY);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

async function giveAssignment(room: Room, name: string, start: number, end: number, completedAt: Date | null) {
  const [row] = await t.db
    .insert(assignments)
    .values({
      ...room.ids,
      name,
      startDate: day(start),
      endDate: day(end),
      difficulty: 2,
      rewardExp: 10,
      rewardTickets: 1,
    })
    .returning();
  await t.db.insert(assignmentStudents).values({
    assignmentId: row!.id,
    studentId: room.pupil.id,
    institutionId: room.ids.institutionId,
    completedAt,
  });
  return row!;
}

describe('a student page', () => {
  it('shows every section from the rows the student left', async () => {
    const room = await classroom();
    const now = t.clock().getTime();

    await t.db.insert(learningEvents).values([
      event(room, 'zebra-days', 40, 600, true),
      event(room, 'zebra-days', 2, 300, false),
      event(room, 'count-song', 1, 90, true),
      // The classmate's and another class's events are not the pupil's in this class.
      event(room, 'zebra-days', 1, 900, true, room.classmate.id),
    ]);
    const other = await createCourse(t.db, { ...room.ids, teacherId: room.teacher.id, today: t.clock() });
    await enrol(t.db, other, [room.pupil]);
    await t.db.insert(learningEvents).values({ ...event(room, 'zebra-days', 1, 1200, true), courseId: other.id });

    const done = await giveAssignment(room, 'Done week', -10, -4, new Date(now - 5 * DAY));
    const missed = await giveAssignment(room, 'Missed week', -10, -4, null);
    const ongoing = await giveAssignment(room, 'This week', -1, 5, null);
    const upcoming = await giveAssignment(room, 'Next week', 3, 9, null);
    const [otherWork] = await t.db
      .insert(assignments)
      .values({
        ...room.ids,
        courseId: other.id,
        name: 'Other class work',
        startDate: day(-3),
        endDate: day(3),
        difficulty: 1,
        rewardExp: 5,
        rewardTickets: 0,
      })
      .returning();
    await t.db.insert(assignmentStudents).values({
      assignmentId: otherWork!.id,
      studentId: room.pupil.id,
      institutionId: room.ids.institutionId,
    });

    const { quiz, questions } = await createQuiz(t.db, t.clock(), { ...room.ids, name: 'Echo week 1' });
    const answer = (questionIndex: number, values: Partial<typeof echoAnswers.$inferInsert>) => ({
      institutionId: room.ids.institutionId,
      quizId: quiz.id,
      questionId: questions[questionIndex]!.id,
      studentId: room.pupil.id,
      recordingPath: `recordings/${room.ids.institutionId}/${quiz.id}/x.ogg`,
      recordingBytes: 10,
      recordingType: 'audio/ogg',
      ...values,
    });
    // The engine's marks of the first answer: its second word left out, speech heard before its last.
    const words = questionWords(questions[0]!.text).map((word, i) => ({
      word,
      mark: i === 1 ? ('omission' as const) : ('correct' as const),
      start: i === 1 ? null : 0.5 + i * 0.4,
      end: i === 1 ? null : 0.8 + i * 0.4,
    }));
    const inserted = [{ start: 0.1, end: 0.3 }];
    const [scored, overruled] = await t.db
      .insert(echoAnswers)
      .values([
        answer(0, { state: 'scored', overall: 81.5, words, inserted, submittedAt: new Date(now - 2 * DAY) }),
        answer(1, { state: 'scored', overall: 40, overrideScore: 70, submittedAt: new Date(now - DAY) }),
      ])
      .returning();
    // A replaced answer stays for the teacher but is not the current one.
    await t.db
      .insert(echoAnswers)
      .values(answer(0, { current: false, state: 'scored', overall: 20, submittedAt: new Date(now - 3 * DAY) }));

    await t.db.insert(rewardLedger).values([
      {
        institutionId: room.ids.institutionId,
        studentId: room.pupil.id,
        reason: 'assignment',
        assignmentId: done.id,
        exp: 10,
        tickets: 1,
        createdAt: new Date(now - 5 * DAY),
      },
      {
        institutionId: room.ids.institutionId,
        studentId: room.pupil.id,
        reason: 'echo',
        echoQuizId: quiz.id,
        exp: 20,
        tickets: 1,
        createdAt: new Date(now - DAY),
      },
      {
        institutionId: room.ids.institutionId,
        studentId: room.pupil.id,
        reason: 'assignment',
        assignmentId: otherWork!.id,
        exp: 5,
        tickets: 0,
        createdAt: new Date(now - 2 * DAY),
      },
    ]);
    await t.db.update(students).set({ exp: 35, tickets: 2, level: 'B' }).where(eq(students.id, room.pupil.id));

    const [test] = await t.db
      .insert(levelTests)
      .values({
        institutionId: room.ids.institutionId,
        studentId: room.pupil.id,
        kind: 'placement',
        form: 'placement-1',
        state: 'finished',
        computedLevel: 'A',
      })
      .returning();
    await t.db.insert(levelChanges).values([
      {
        institutionId: room.ids.institutionId,
        studentId: room.pupil.id,
        fromLevel: null,
        toLevel: 'A',
        source: 'placement',
        testId: test!.id,
        createdAt: new Date(now - 20 * DAY),
      },
      {
        institutionId: room.ids.institutionId,
        studentId: room.pupil.id,
        fromLevel: 'A',
        toLevel: 'B',
        source: 'teacher',
        changedBy: room.teacher.id,
        createdAt: new Date(now - 3 * DAY),
      },
    ]);

    const added = await addNote(room.headers, room.course.id, room.pupil.id, { text: '  Reads fluently.  ' });
    expect(added.statusCode, added.body).toBe(200);

    const page = await readPage(room.headers, room.course.id, room.pupil.id);
    expect(page.student).toMatchObject({
      stuid: room.pupil.id,
      username: room.pupil.username,
      account: room.pupil.account,
      avatar: 'user01',
      active: true,
      level: 'B',
      placement: 'pending',
      exp: 35,
      tickets: 2,
    });
    // 600 + 300 + 90 seconds in this class; the last 30 days leave out the 40-day-old session.
    expect(page.time).toEqual({ total_minutes: 17, last30_minutes: 7, books_completed: 1, videos_completed: 1 });
    expect(page.history.map((h) => [h.resource_name, h.minutes, h.completed])).toEqual([
      ['Count Song', 2, true],
      ['Zebra Days', 5, false],
      ['Zebra Days', 10, true],
    ]);
    expect(page.history[0]).toMatchObject({ type: 'video', pages: 0, resourceid: catalogue.resourceId('count-song') });
    expect(page.completed.map((c) => [c.resource_name, c.type])).toEqual([
      ['Count Song', 'video'],
      ['Zebra Days', 'book'],
    ]);
    expect(page.completed[1]!.completed_at).toBe(new Date(now - 40 * DAY).toISOString());

    expect(page.assignments.map((a) => [a.aid, a.state])).toEqual([
      [upcoming.id, 'upcoming'],
      [ongoing.id, 'incomplete'],
      [missed.id, 'missed'],
      [done.id, 'complete'],
    ]);
    expect(page.assignments[3]).toMatchObject({
      name: 'Done week',
      start: day(-10),
      end: day(-4),
      completed_at: new Date(now - 5 * DAY).toISOString(),
    });

    expect(page.echo).toEqual([
      {
        answerid: overruled!.id,
        echoid: quiz.id,
        quiz_name: 'Echo week 1',
        question: questions[1]!.text,
        submitted_at: new Date(now - DAY).toISOString(),
        state: 'scored',
        overall: 70,
        overruled: true,
        words: [],
        inserted: [],
      },
      expect.objectContaining({ answerid: scored!.id, overall: 81.5, overruled: false, words, inserted }),
    ]);
    expect(words.length).toBeGreaterThan(2);

    expect(page.levels).toEqual([
      {
        at: new Date(now - 3 * DAY).toISOString(),
        from_level: 'A',
        to_level: 'B',
        source: 'teacher',
        computed_level: null,
      },
      {
        at: new Date(now - 20 * DAY).toISOString(),
        from_level: null,
        to_level: 'A',
        source: 'placement',
        computed_level: 'A',
      },
    ]);

    expect(page.rewards).toEqual([
      {
        at: new Date(now - DAY).toISOString(),
        reason: 'echo',
        label: 'Echo week 1',
        in_class: true,
        exp: 20,
        tickets: 1,
      },
      {
        at: new Date(now - 2 * DAY).toISOString(),
        reason: 'assignment',
        label: null,
        in_class: false,
        exp: 5,
        tickets: 0,
      },
      {
        at: new Date(now - 5 * DAY).toISOString(),
        reason: 'assignment',
        label: 'Done week',
        in_class: true,
        exp: 10,
        tickets: 1,
      },
    ]);
    // The ledger adds up to what the student holds.
    expect(page.rewards.reduce((sum, r) => sum + r.exp, 0)).toBe(page.student.exp);

    expect(page.notes).toEqual([
      { id: added.json().note.id, text: 'Reads fluently.', author: 'Test Teacher', at: t.clock().toISOString() },
    ]);
  });

  it('has empty sections for a student who has done nothing yet', async () => {
    const room = await classroom();
    const page = await readPage(room.headers, room.course.id, room.pupil.id);
    expect(page.time).toEqual({ total_minutes: 0, last30_minutes: 0, books_completed: 0, videos_completed: 0 });
    expect(page).toMatchObject({
      history: [],
      completed: [],
      assignments: [],
      echo: [],
      levels: [],
      rewards: [],
      notes: [],
    });
  });

  it('is kept between openings and shows each new note, event, credit and level change at the next one', async () => {
    const room = await classroom();
    const open = () => readPage(room.headers, room.course.id, room.pupil.id);
    const pupil = { institutionId: room.ids.institutionId, studentId: room.pupil.id };
    expect(await open()).toEqual(await open());

    expect((await addNote(room.headers, room.course.id, room.pupil.id, { text: 'Kept?' })).statusCode).toBe(200);
    expect((await open()).notes.map((note) => note.text)).toEqual(['Kept?']);

    await t.db.insert(learningEvents).values(event(room, 'zebra-days', 0, 120, true));
    expect((await open()).history).toHaveLength(1);

    // Written alone, without the student's row that the services change beside them.
    await t.db.insert(rewardLedger).values({ ...pupil, reason: 'echo', exp: 5, tickets: 0, createdAt: t.clock() });
    expect((await open()).rewards).toHaveLength(1);

    await t.db.insert(levelChanges).values({ ...pupil, fromLevel: null, toLevel: 'B', source: 'teacher' });
    expect((await open()).levels.map((change) => change.to_level)).toEqual(['B']);
  });

  it(`lists the latest ${STUDENT_HISTORY_MAX} sessions only, newest first`, async () => {
    const room = await classroom();
    const rows = Array.from({ length: STUDENT_HISTORY_MAX + 5 }, (_, i) =>
      event(room, 'zebra-days', i / 24, 60, false),
    );
    await t.db.insert(learningEvents).values(rows);
    const page = await readPage(room.headers, room.course.id, room.pupil.id);
    expect(page.history).toHaveLength(STUDENT_HISTORY_MAX);
    expect(page.history[0]!.at).toBe(rows[0]!.occurredAt.toISOString());
    expect(page.time.total_minutes).toBe(STUDENT_HISTORY_MAX + 5);
  });

  it("gives an answer whose recording the teacher can play through Echo Valley's voice route", async () => {
    const room = await classroom();
    const files = createFileStore(t.config);
    const echo = await matrixEcho(t.db, files, {
      ...room.ids,
      studentId: room.pupil.id,
      teacherId: room.teacher.id,
      today: t.clock(),
      name: 'Spoken week',
    });
    const page = await readPage(room.headers, room.course.id, room.pupil.id);
    expect(page.echo).toEqual([
      expect.objectContaining({ answerid: echo.answerId, state: 'queued', overall: null, overruled: false }),
    ]);
    const voice = await t.app.inject({ method: 'GET', url: `/api/echo/voice/${echo.answerId}`, headers: room.headers });
    expect(voice.statusCode).toBe(200);
    expect(voice.headers['content-type']).toBe('audio/ogg');
  });
});

describe('who sees a student page', () => {
  it("lets the school's administrator in, and no other teacher of the school", async () => {
    const room = await classroom();
    const admin = await signIn(t, room.admin.email);
    expect((await readPage(admin, room.course.id, room.pupil.id)).student.stuid).toBe(room.pupil.id);
    expect((await addNote(admin, room.course.id, room.pupil.id, { text: 'From the office.' })).statusCode).toBe(200);

    const colleague = await createStaff(t.db, { institutionId: room.ids.institutionId, role: 'teacher' });
    const colleagueHeaders = await signIn(t, colleague.email);
    const read = await t.app.inject({
      method: 'GET',
      url: pageUrl(room.course.id, room.pupil.id),
      headers: colleagueHeaders,
    });
    expect(read.statusCode).toBe(404);
    expect(read.json().code).toBe('common.not_found');
    const write = await addNote(colleagueHeaders, room.course.id, room.pupil.id, { text: 'Not my class.' });
    expect(write.statusCode).toBe(404);
  });

  it("answers 404 for another school's class or student, and changes nothing", async () => {
    const room = await classroom();
    const foreign = await createSchool(t.db, 'Other School');
    const foreignCourse = await createCourse(t.db, {
      institutionId: foreign.institution.id,
      teacherId: foreign.teacher.id,
      today: t.clock(),
    });
    const [foreignStudent] = await createStudents(t.db, { institutionId: foreign.institution.id, count: 1 });
    await enrol(t.db, foreignCourse, [foreignStudent!]);
    const foreignHeaders = await signIn(t, foreign.admin.email);

    for (const [headers, courseid, stuid] of [
      [foreignHeaders, room.course.id, room.pupil.id],
      [room.headers, foreignCourse.id, foreignStudent!.id],
      [room.headers, room.course.id, foreignStudent!.id],
    ] as const) {
      const read = await t.app.inject({ method: 'GET', url: pageUrl(courseid, stuid), headers });
      expect(read.statusCode).toBe(404);
      const write = await addNote(headers, courseid, stuid, { text: 'Hello' });
      expect(write.statusCode).toBe(404);
    }
    const notes = await t.db.select().from(studentNotes).where(eq(studentNotes.institutionId, room.ids.institutionId));
    expect(notes).toHaveLength(0);
  });

  it('has a page for enrolled students, active or not, and none for those not in the class', async () => {
    const room = await classroom();
    await t.db.update(students).set({ active: false }).where(eq(students.id, room.classmate.id));
    expect((await readPage(room.headers, room.course.id, room.classmate.id)).student.active).toBe(false);

    const [outsider] = await createStudents(t.db, { institutionId: room.ids.institutionId, count: 1 });
    expect(
      (await t.app.inject({ method: 'GET', url: pageUrl(room.course.id, outsider!.id), headers: room.headers }))
        .statusCode,
    ).toBe(404);

    // A student removed from the class keeps their history, but no longer has a page in it.
    await t.db
      .delete(enrolments)
      .where(and(eq(enrolments.courseId, room.course.id), eq(enrolments.studentId, room.pupil.id)));
    expect(
      (await t.app.inject({ method: 'GET', url: pageUrl(room.course.id, room.pupil.id), headers: room.headers }))
        .statusCode,
    ).toBe(404);
    expect((await addNote(room.headers, room.course.id, room.pupil.id, { text: 'Gone' })).statusCode).toBe(404);
  });

  it('reads an expired class as before but keeps no new note', async () => {
    const room = await classroom({ expiresInDays: -1 });
    const page = await readPage(room.headers, room.course.id, room.pupil.id);
    expect(page.notes).toEqual([]);
    const refused = await addNote(room.headers, room.course.id, room.pupil.id, { text: 'Too late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('course.expired');
    expect(await t.db.select().from(studentNotes).where(eq(studentNotes.courseId, room.course.id))).toHaveLength(0);
  });
});

describe('teachers notes', () => {
  it('keeps notes newest first with their author, and records each in the audit log without its text', async () => {
    const room = await classroom();
    const first = await addNote(room.headers, room.course.id, room.pupil.id, { text: 'First note' });
    t.clock.advance(MINUTE);
    const second = await addNote(room.headers, room.course.id, room.pupil.id, { text: '二つ目 ✓' });
    expect(second.json()).toEqual({
      status: 'success',
      note: { id: expect.any(Number), text: '二つ目 ✓', author: 'Test Teacher', at: t.clock().toISOString() },
    });
    const page = await readPage(room.headers, room.course.id, room.pupil.id);
    expect(page.notes.map((n) => n.text)).toEqual(['二つ目 ✓', 'First note']);
    // Notes belong to the student in this class only.
    expect((await readPage(room.headers, room.course.id, room.classmate.id)).notes).toEqual([]);

    const audit = await auditOf(t, room.ids.institutionId);
    expect(audit.map((row) => [row.action, row.entityId, row.courseId, row.actorUserId, row.after])).toEqual([
      [
        'student.note_added',
        room.pupil.id,
        room.course.id,
        room.teacher.id,
        { noteid: first.json().note.id, length: 10 },
      ],
      [
        'student.note_added',
        room.pupil.id,
        room.course.id,
        room.teacher.id,
        { noteid: second.json().note.id, length: 5 },
      ],
    ]);
  });

  it('keeps a note once for a repeated Idempotency-Key', async () => {
    const room = await classroom();
    const key = { 'idempotency-key': 'note-key-1' };
    const first = await addNote(room.headers, room.course.id, room.pupil.id, { text: 'Once' }, key);
    const again = await addNote(room.headers, room.course.id, room.pupil.id, { text: 'Once' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const reused = await addNote(room.headers, room.course.id, room.pupil.id, { text: 'Other' }, key);
    expect(reused.json().code).toBe('common.idempotency_key_reused');
    expect((await readPage(room.headers, room.course.id, room.pupil.id)).notes).toHaveLength(1);
  });

  it.each([
    ['no text', {}],
    ['empty text', { text: '' }],
    ['only spaces', { text: '   \n ' }],
    ['too long', { text: 'x'.repeat(2001) }],
    ['a NUL character', { text: 'a\u0000b' }],
    ['a broken surrogate', { text: 'a\ud800b' }],
    ['not text', { text: 42 }],
  ])('refuses a note with %s and keeps nothing', async (_, payload) => {
    const room = await classroom();
    const response = await addNote(room.headers, room.course.id, room.pupil.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('common.validation');
    expect(await t.db.select().from(studentNotes).where(eq(studentNotes.courseId, room.course.id))).toHaveLength(0);
  });

  it('takes a note of exactly 2000 characters after trimming', async () => {
    const room = await classroom();
    const response = await addNote(room.headers, room.course.id, room.pupil.id, { text: ` ${'y'.repeat(2000)} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().note.text).toHaveLength(2000);
  });

  it('refuses ids that are not ids', async () => {
    const room = await classroom();
    for (const url of [`/api/student/0/${room.pupil.id}`, `/api/student/${room.course.id}/1e1`, '/api/student/x/y']) {
      const response = await t.app.inject({ method: 'GET', url, headers: room.headers });
      expect(response.statusCode).toBe(400);
    }
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/student/note/${room.course.id}/-1`,
      headers: room.headers,
      payload: { text: 'ok' },
    });
    expect(response.statusCode).toBe(400);
  });
});
