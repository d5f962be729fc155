import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { composeServices } from '../../../composition.js';
import type { AppContext } from '../../../context.js';
import { echoAnswers } from '../../../db/schema/index.js';
import type { BossTuning } from '../../../jobs/boss.js';
import { ECHO_SCORING_QUEUE } from '../../../jobs/echo-scoring.job.js';
import { startJobs } from '../../../jobs/jobs.js';
import { testContext, useTestApp } from '../../../test/harness.js';
import { type FixtureCatalogue, loadFixtureCatalogue } from '../../catalogue/catalogue.fixtures.js';
import { learnerSchool, signInStudent } from '../../learner/learner.fixtures.js';
import type { StudentPrincipal } from '../../session/index.js';
import { audioUpload, createQuiz, recording } from './answers.fixtures.js';
import { SCORING_STALLED_MS } from './answers.service.js';

// The scoring queue itself: pg-boss on the test database, its workers scoring on the worker pool.
const t = useTestApp();
let catalogue: FixtureCatalogue;
let ctx: AppContext;
beforeAll(async () => {
  catalogue = await loadFixtureCatalogue(t.db);
  ctx = testContext(t);
});
afterAll(async () => {
  await ctx?.workers.close();
});

/** pg-boss's shortest intervals, so a test sees work done within a second or two. */
const FAST: BossTuning = { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };

async function stateOf(answerId: number) {
  const [row] = await t.db
    .select({ state: echoAnswers.state, failure: echoAnswers.failure, attempts: echoAnswers.attempts })
    .from(echoAnswers)
    .where(eq(echoAnswers.id, answerId));
  return row!;
}

/** Reads until the answer is no longer waiting, or gives up after `timeoutMs`. */
async function settled(answerId: number, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await stateOf(answerId);
    if (row.state === 'scored' || row.state === 'failed' || Date.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function world() {
  const school = await learnerSchool(t, catalogue, { students: 1 });
  const [student] = school.students;
  const { quiz, questions } = await createQuiz(t.db, t.clock(), {
    institutionId: school.institution.id,
    courseId: school.course.id,
  });
  const principal: StudentPrincipal = {
    kind: 'student',
    sessionId: 0,
    studentId: student!.id,
    institutionId: school.institution.id,
  };
  return { school, student: student!, quiz, question: questions[0]!, other: questions[1]!, principal };
}

describe('the scoring queue', () => {
  it('scores an answer that waited while no queue ran once the queue starts, and new answers as they come', async () => {
    const w = await world();
    // Sent to a server running no jobs: the answer waits, queued.
    const auth = await signInStudent(t, w.school.institution.schoolCode, w.student.account);
    const { payload, headers } = audioUpload(recording('exact.ogg'));
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/learner/echo/${w.quiz.id}/${w.question.id}`,
      headers: { ...headers, ...auth },
      payload,
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const waiting = sent.json<{ answerid: number }>().answerid;
    expect((await stateOf(waiting)).state).toBe('queued');

    const services = composeServices(ctx);
    const jobs = await startJobs(ctx, services, t.database, FAST);
    try {
      expect(await settled(waiting)).toMatchObject({ state: 'scored', attempts: 1 });

      // With the queue running, an upload is scored in the background.
      const fresh = await services.echoAnswers.submit(
        w.principal,
        { quizId: w.quiz.id, questionId: w.question.id },
        { audio: recording('omission.ogg') },
        null,
      );
      expect(fresh.state).toBe('queued');
      expect(await settled(fresh.answerid)).toMatchObject({ state: 'scored', failure: null });
      const job = await jobs.boss.getQueue(ECHO_SCORING_QUEUE);
      expect(job?.retryLimit).toBe(1);
    } finally {
      await jobs.stop();
    }
  });

  it('works out the scores of answers stored under an earlier rule again from their marks as the jobs start', async () => {
    const w = await world();
    const services = composeServices(ctx);
    const { answerid } = await services.echoAnswers.submit(
      w.principal,
      { quizId: w.quiz.id, questionId: w.question.id },
      { audio: recording('exact.ogg') },
      null,
    );
    await services.echoAnswers.scorePending();
    const [scored] = await t.db.select().from(echoAnswers).where(eq(echoAnswers.id, answerid));
    const earlier = scored!.engineVersion!.replace(/^speech-\d+/, 'speech-2');
    await t.db.update(echoAnswers).set({ engineVersion: earlier, overall: 1 }).where(eq(echoAnswers.id, answerid));

    const stored = async () => (await t.db.select().from(echoAnswers).where(eq(echoAnswers.id, answerid)))[0]!;
    const jobs = await startJobs(ctx, services, t.database, FAST);
    try {
      // Waits for the rescoring to be stored, however long a busy machine takes (the test's own limit).
      await vi.waitFor(async () => expect((await stored()).engineVersion).not.toBe(earlier), {
        timeout: 170_000,
        interval: 50,
      });
      expect(await stored()).toMatchObject({ engineVersion: scored!.engineVersion, overall: scored!.overall });
    } finally {
      await jobs.stop();
    }
  });

  it('retries a failed scoring once through the queue, then fails it as speech.scoring_failed', async () => {
    const w = await world();
    const services = composeServices(ctx);
    // Stored while no queue runs, then the store loses the recording: every attempt fails.
    const lost = await services.echoAnswers.submit(
      w.principal,
      { quizId: w.quiz.id, questionId: w.question.id },
      { audio: recording('exact.ogg') },
      'lost-recording',
    );
    const [row] = await t.db.select().from(echoAnswers).where(eq(echoAnswers.id, lost.answerid));
    await ctx.files.remove(row!.recordingPath);
    // Another whose kept recording has become silence since it was checked: the engine refuses it.
    const silent = await services.echoAnswers.submit(
      w.principal,
      { quizId: w.quiz.id, questionId: w.other.id },
      { audio: recording('exact.ogg') },
      null,
    );
    const [kept] = await t.db.select().from(echoAnswers).where(eq(echoAnswers.id, silent.answerid));
    await ctx.files.put(kept!.recordingPath, recording('silence.wav'), 'audio/wav');
    const jobs = await startJobs(ctx, services, t.database, FAST);
    try {
      expect(await settled(lost.answerid)).toEqual({ state: 'failed', failure: 'speech.scoring_failed', attempts: 2 });
      // The refusal is for good at once, with no retry.
      expect(await settled(silent.answerid)).toEqual({ state: 'failed', failure: 'speech.silent', attempts: 1 });
    } finally {
      await jobs.stop();
    }
  });

  it("sends again an answer whose job's worker died with it in hand, once the job has been held 30 s", async () => {
    const w = await world();
    const services = composeServices(ctx);
    // The queue's table exists once jobs have started; none runs while the crash is set up.
    await (await startJobs(ctx, services, t.database, FAST)).stop();
    const { answerid } = await services.echoAnswers.submit(
      w.principal,
      { quizId: w.quiz.id, questionId: w.question.id },
      { audio: recording('exact.ogg') },
      null,
    );
    // A worker took it and died (kill -9, or its database connection cut): the answer is being
    // scored and its job active, and nothing will finish either.
    await t.db.update(echoAnswers).set({ state: 'scoring', attempts: 1 }).where(eq(echoAnswers.id, answerid));
    await t.db.execute(sql`
      insert into pgboss.job (name, data, state, started_on)
      values (${ECHO_SCORING_QUEUE}, ${JSON.stringify({ answerid, institution: w.principal.institutionId })}::jsonb, 'active', ${ctx.clock().toISOString()})`);

    const unheld = async () => (await services.echoAnswers.answersWithoutJob(ECHO_SCORING_QUEUE)).map((a) => a.id);
    expect(await unheld()).not.toContain(answerid);
    t.clock.advance(SCORING_STALLED_MS - 1_000);
    expect(await unheld()).not.toContain(answerid);
    t.clock.advance(2_000);
    expect(await unheld()).toContain(answerid);

    // A server starting (or the next sweep) sends it again, and it is scored.
    const jobs = await startJobs(ctx, services, t.database, FAST);
    try {
      expect(await settled(answerid)).toMatchObject({ state: 'scored', attempts: 2 });
    } finally {
      await jobs.stop();
    }
  });
});
