import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeServices } from '../../../composition.js';
import { echoQuizzes } from '../../../db/schema/index.js';
import { addDays } from '../../../lib/clock.js';
import { testClock } from '../../../test/clock.js';
import { signIn, testContext, useTestApp } from '../../../test/harness.js';
import { type FixtureCatalogue, loadFixtureCatalogue } from '../../catalogue/catalogue.fixtures.js';
import { echoRunBefore } from './echo-week.js';
import { autoEchoClass, autoQuizzesOf, settingsOf } from './echo-weekly.fixtures.js';
import type { AutoEchoRun } from './echo-weekly.service.js';

const t = useTestApp();
let catalogue: FixtureCatalogue;
beforeAll(async () => {
  catalogue = await loadFixtureCatalogue(t.db);
});

/** Monday 23 November 2026, at the weekly run's time (server time). */
const MONDAY = new Date(2026, 10, 23, 5, 30);
const at = (day: number, hour = 10) => new Date(2026, 10, day, hour, 0);

/** The weekly service on a clock standing at `now`. */
const weeklyAt = (now: Date) => composeServices(testContext(t, { clock: testClock(now) })).echoWeekly;

const id = (key: string) => catalogue.resourceId(key);

/** A run's outcome for one class (the run covers every class of the database). */
const outcomeFor = (run: AutoEchoRun, courseId: number) => ({
  made: run.made.filter((entry) => entry.courseId === courseId),
  skipped: run.skipped.filter((entry) => entry.courseId === courseId),
  failed: run.failed.filter((entry) => entry === courseId),
});

describe('auto-assigned oral quizzes', () => {
  it('makes a published quiz of the sentences of what the class read lately, in reading order', async () => {
    const room = await autoEchoClass(t.db, catalogue, { today: MONDAY });
    await room.read(id('zebra-days'), at(19));
    await room.read(id('count-song'), at(21), 1);
    await room.read(id('zebra-days'), at(22));
    // Read too long ago, or after the run: not this week's.
    await room.read(id('moon-walk'), at(15));
    await room.read(id('apple-pie'), at(23, 9));

    const run = await weeklyAt(MONDAY).makeWeek({ at: MONDAY });
    expect(run.week).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(outcomeFor(run, room.course.id)).toEqual({
      made: [{ courseId: room.course.id, echoid: expect.any(Number), questions: 5 }],
      skipped: [],
      failed: [],
    });
    const [quiz] = await autoQuizzesOf(t.db, room.course.id);
    expect(quiz).toMatchObject({
      id: run.made[0]!.echoid,
      institutionId: room.institution.id,
      kind: 'weekly',
      name: 'Echo Valley · 2026.11.23',
      resourceId: null,
      openDate: '2026-11-23',
      closeDate: '2026-11-29',
      extra: false,
      state: 'published',
      publishedAt: MONDAY,
      auto: true,
      week: '2026-11-23',
      createdBy: null,
    });
    // Zebra Days was read first; each material's sentences as read.
    expect(quiz!.questions).toEqual([
      { text: 'Zebra Days starts here.', resourceId: id('zebra-days'), wordCount: 4 },
      { text: 'The cat sat down.', resourceId: id('zebra-days'), wordCount: 4 },
      { text: 'The end.', resourceId: id('zebra-days'), wordCount: 2 },
      { text: 'Hello, everyone!', resourceId: id('count-song'), wordCount: 2 },
      { text: 'Let us count to three.', resourceId: id('count-song'), wordCount: 5 },
    ]);

    // The teacher's list shows it, made by no one.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/echo/list/${room.course.id}`,
      headers: await signIn(t, room.teacher.email),
    });
    expect(list.json().record).toEqual([
      expect.objectContaining({ echoid: quiz!.id, auto: true, author: null, state: 'published', questions: 5 }),
    ]);
  });

  it('takes the materials of work overlapping the week too, only of the class library', async () => {
    const room = await autoEchoClass(t.db, catalogue, { today: MONDAY });
    await room.assign([id('apple-pie')], 0, 6);
    // Ended before the week, and not in the library: neither counts.
    await room.assign([id('moon-walk')], -10, -1);
    await room.read(id('big-whale'), at(20));
    const run = await weeklyAt(MONDAY).makeWeek({ at: MONDAY });
    expect(outcomeFor(run, room.course.id).made).toHaveLength(1);
    const [quiz] = await autoQuizzesOf(t.db, room.course.id);
    expect(quiz!.questions.map((q) => q.resourceId)).toEqual([id('apple-pie'), id('apple-pie'), id('apple-pie')]);
  });

  it('makes none for a class that read nothing and was given nothing, and says why', async () => {
    const room = await autoEchoClass(t.db, catalogue, { today: MONDAY });
    const run = await weeklyAt(MONDAY).makeWeek({ at: MONDAY });
    expect(outcomeFor(run, room.course.id)).toEqual({
      made: [],
      skipped: [{ courseId: room.course.id, reason: 'nothing_read' }],
      failed: [],
    });
    expect(await autoQuizzesOf(t.db, room.course.id)).toEqual([]);
    expect(await settingsOf(t.db, room.course.id)).toMatchObject({
      lastNote: 'nothing_read',
      lastNoteWeek: '2026-11-23',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/echo/list/${room.course.id}`,
      headers: await signIn(t, room.teacher.email),
    });
    expect(list.json().auto).toMatchObject({ enabled: true, last_note: 'nothing_read', last_note_week: '2026-11-23' });

    // Once the class has read something, a later run that week makes the quiz and the note goes.
    const wednesday = at(25);
    await room.read(id('zebra-days'), at(24));
    const later = await weeklyAt(wednesday).makeWeek({ at: wednesday });
    expect(outcomeFor(later, room.course.id).made).toHaveLength(1);
    expect(await settingsOf(t.db, room.course.id)).toMatchObject({ lastNote: null, lastNoteWeek: null });
  });

  it('makes one quiz per class and week, however often it runs', async () => {
    const room = await autoEchoClass(t.db, catalogue, { today: MONDAY });
    await room.read(id('zebra-days'), at(20));
    const service = weeklyAt(MONDAY);
    const [first, second] = await Promise.all([service.makeWeek({ at: MONDAY }), service.makeWeek({ at: MONDAY })]);
    const third = await service.makeWeek({ at: at(26) });
    expect([...outcomeFor(first, room.course.id).made, ...outcomeFor(second, room.course.id).made]).toHaveLength(1);
    expect(third.skipped).toContainEqual({ courseId: room.course.id, reason: 'already_made' });
    expect(await autoQuizzesOf(t.db, room.course.id)).toHaveLength(1);
    // The next week is a new one.
    const nextMonday = addDays(MONDAY, 7);
    await room.read(id('count-song'), at(27));
    const next = await weeklyAt(nextMonday).makeWeek({ at: nextMonday });
    expect(outcomeFor(next, room.course.id).made).toHaveLength(1);
    expect((await autoQuizzesOf(t.db, room.course.id)).map((quiz) => quiz.week)).toEqual(['2026-11-23', '2026-11-30']);
  });

  it('finishes a quiz a stopped run left generating', async () => {
    const room = await autoEchoClass(t.db, catalogue, { today: MONDAY });
    await room.read(id('zebra-days'), at(20));
    const [left] = await t.db
      .insert(echoQuizzes)
      .values({
        institutionId: room.institution.id,
        courseId: room.course.id,
        kind: 'weekly',
        name: 'Echo Valley · 2026.11.23',
        openDate: '2026-11-23',
        closeDate: '2026-11-29',
        state: 'generating',
        auto: true,
        week: '2026-11-23',
      })
      .returning();
    const run = await weeklyAt(MONDAY).makeWeek({ at: MONDAY });
    expect(outcomeFor(run, room.course.id).made).toEqual([
      { courseId: room.course.id, echoid: left!.id, questions: 3 },
    ]);
    const [quiz] = await autoQuizzesOf(t.db, room.course.id);
    expect(quiz).toMatchObject({ id: left!.id, state: 'published' });
    expect(quiz!.questions).toHaveLength(3);
  });

  it('leaves alone classes switched off and classes that have expired', async () => {
    const off = await autoEchoClass(t.db, catalogue, { today: MONDAY, switchedOnAt: null });
    const expired = await autoEchoClass(t.db, catalogue, { today: MONDAY, expiresInDays: -1 });
    for (const room of [off, expired]) await room.read(id('zebra-days'), at(20));
    const run = await weeklyAt(MONDAY).makeWeek({ at: MONDAY });
    const touched = [...run.made, ...run.skipped].map((entry) => entry.courseId);
    expect(touched).not.toContain(off.course.id);
    expect(touched).not.toContain(expired.course.id);
    expect(await autoQuizzesOf(t.db, off.course.id)).toEqual([]);
    expect(await autoQuizzesOf(t.db, expired.course.id)).toEqual([]);
  });

  it('closes the quiz of a class expiring within the week on its last day', async () => {
    const room = await autoEchoClass(t.db, catalogue, { today: MONDAY, expiresInDays: 2 });
    await room.read(id('zebra-days'), at(20));
    await weeklyAt(MONDAY).makeWeek({ at: MONDAY });
    const [quiz] = await autoQuizzesOf(t.db, room.course.id);
    expect([quiz!.openDate, quiz!.closeDate]).toEqual(['2026-11-23', '2026-11-25']);
  });

  it('knows a run it missed: classes switched on before it that lack the week’s outcome', async () => {
    const wednesday = at(25);
    const service = weeklyAt(wednesday);
    const before = await autoEchoClass(t.db, catalogue, { today: wednesday, switchedOnAt: at(20) });
    await before.read(id('zebra-days'), at(24));
    const after = await autoEchoClass(t.db, catalogue, { today: wednesday, switchedOnAt: at(24) });
    await after.read(id('zebra-days'), at(24));
    const run = echoRunBefore(wednesday)!;
    expect(run).toEqual(MONDAY);
    expect(await service.missedRun()).toEqual(MONDAY);

    const missed = await service.makeWeek({ at: wednesday, onBy: run });
    const madeFor = missed.made.map((entry) => entry.courseId);
    expect(madeFor).toContain(before.course.id);
    // Switched on after Monday's run: its first week is the next one.
    expect(madeFor).not.toContain(after.course.id);
    expect(await autoQuizzesOf(t.db, after.course.id)).toEqual([]);
    // Every class switched on by then has its outcome (a quiz or a note): nothing is missed any more.
    await service.makeWeek({ at: wednesday, onBy: run });
    expect(await service.missedRun()).toBeUndefined();
    expect(
      (await t.db.select().from(echoQuizzes).where(eq(echoQuizzes.courseId, before.course.id))).map((q) => q.state),
    ).toEqual(['published']);
  });
});
