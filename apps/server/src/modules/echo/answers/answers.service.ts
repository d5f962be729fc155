import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ECHO_LIMITS, type EchoProgressResponse, type Language, type SpokenScores } from '@lms/shared';
import { rescoredFromMarks, SCORER_VERSION } from '@lms/speech';
import type { AppContext } from '../../../context.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { calendarDate } from '../../../lib/clock.js';
import { brokenUniqueConstraint } from '../../../lib/unique-conflict.js';
import type { AccountService } from '../../account/index.js';
import { recordAudit } from '../../audit/index.js';
import { type CourseAction, type CourseService, courseRefusal } from '../../course/index.js';
import type { StaffPrincipal, StudentPrincipal } from '../../session/index.js';
import * as repository from './answers.repository.js';
import { isOpenForAnswers, mayRetryScoring } from './answers.rules.js';
import { AUDIO_KINDS } from './audio-sniff.js';
import { requestedRange } from './byte-range.js';
import { progressJson, quizStamp } from './progress.repository.js';
import { echoProgressSheet } from './progress-export.js';
import { acceptedRecording, probedRecording, type UploadedRecording } from './recording-upload.js';
import { scoresOf } from './spoken-scores.js';

/** Where answers are sent to be scored in the background; without one they wait for `scorePending`. */
export interface ScoringQueue {
  send(answers: repository.AnswerKey[]): Promise<void>;
}

/** How one scoring of an answer ended: scored or failed for good, due for its retry, or not waiting at all. */
export type ScoringOutcome = 'scored' | 'failed' | 'retry' | 'skipped';

/**
 * A scoring takes seconds (decoding stops at 15 s); a job held longer than this lost its worker
 * (a crash, a dropped database connection) and its answer is sent again.
 */
export const SCORING_STALLED_MS = 30_000;

/** Answers whose scores are worked out again from their marks per read. */
const RESCORE_BATCH = 200;

export type EchoAnswerService = ReturnType<typeof createEchoAnswerService>;

/**
 * Echo Valley answers: students send recordings of the questions, the background queue scores
 * them on the worker pool, teachers follow the class's progress, listen, overrule and re-score.
 */
export function createEchoAnswerService(
  ctx: AppContext,
  { courses, accounts }: { courses: CourseService; accounts: AccountService },
) {
  let queue: ScoringQueue | null = null;
  const today = () => calendarDate(ctx.clock());

  async function enqueue(answers: repository.AnswerKey[]) {
    if (!queue || answers.length === 0) return;
    try {
      await queue.send(answers);
    } catch (error) {
      // The answer is stored and waits as queued: the queue's sweep sends it again.
      ctx.log.error({ err: error }, 'echo answers: could not queue for scoring');
    }
  }

  /**
   * An answer of a class the staff member may see (through its quiz), read with its class; anything
   * else is not found. The route names no class, so the class's rule is asked here, on the class
   * the answer belongs to: a change in an expired class is refused (course.expired).
   */
  async function staffAnswer(staff: StaffPrincipal, answerId: number, action: CourseAction) {
    const answer = await repository.findAnswerForStaff(ctx.db, staff.institutionId, answerId);
    if (!answer) throw new AppError('common.not_found');
    const refusal = courseRefusal(staff, action, answer, today());
    if (refusal) throw new AppError(refusal);
    return answer;
  }

  /**
   * The progress page's JSON, kept (`ctx.answers`) under what it was built from: the class's
   * institution revision (students, enrolments, quizzes), its latest change to an Echo Valley
   * answer and the quiz's last change, all read on every request, so a kept page is never
   * older than the data.
   */
  async function progressBody(staff: StaffPrincipal, courseId: number, quizId: number): Promise<Buffer> {
    const current = await courses.visibleRevision(staff, courseId);
    const ids = { institutionId: staff.institutionId, courseId: current.id, quizId };
    const stamp = await quizStamp(ctx.db, ids);
    if (stamp === undefined) throw new AppError('common.not_found');
    return ctx.answers.get(
      `echo-progress:${current.id}:${quizId}:${current.revision}:${current.latestAnswerChange}:${stamp}`,
      async () => {
        const body = await progressJson(ctx.db, ids);
        if (body === undefined) throw new AppError('common.not_found');
        return body;
      },
    );
  }

  /** Refuses a recording beyond the student's limits (recordings of the question per hour, bytes per day). */
  async function refuseOverLimits(
    db: Db,
    answer: Pick<repository.NewAnswer, 'institutionId' | 'studentId' | 'questionId'>,
    bytes: number,
  ) {
    const recent = await repository.recentRecordings(db, answer, ctx.clock());
    if (
      recent.questionRecordings >= ECHO_LIMITS.recordingsPerQuestionHour ||
      recent.dayBytes + bytes > ECHO_LIMITS.recordingBytesPerDay
    ) {
      throw new AppError('speech.too_many_recordings');
    }
  }

  /**
   * Stores an answer as the student's current one, uploads of the same question one after the
   * other (the last stored is current), within the student's limits.
   */
  async function storeAnswer(student: StudentPrincipal, answer: repository.NewAnswer): Promise<number> {
    return ctx.db.transaction(async (tx) => {
      await repository.lockStudentQuestion(tx, answer);
      await refuseOverLimits(tx, answer, answer.recordingBytes);
      const id = await repository.insertCurrentAnswer(tx, answer);
      await repository.creditCompletedQuiz(
        tx,
        { institutionId: student.institutionId, studentId: student.studentId, quizId: answer.quizId },
        answer.submittedAt,
      );
      return id;
    });
  }

  /** Fails an answer for good; a scored answer it replaced is current again. */
  async function failForGood(answer: repository.AnswerKey & { questionId: number; studentId: number }, code: string) {
    await ctx.db.transaction(async (tx) => {
      await repository.lockStudentQuestion(tx, answer);
      await repository.storeFailure(tx, answer, code, ctx.clock());
    });
  }

  /**
   * Scores one answer: reads its recording, scores it on the worker pool and stores the result.
   * A refusal of the recording fails it for good with the refusal's code; any other failure is
   * due for one retry ('retry', the answer waits as queued), then fails it as `speech.scoring_failed`.
   */
  async function scoreAnswer(answer: repository.AnswerKey): Promise<ScoringOutcome> {
    const claimed = await repository.claimAnswer(ctx.db, answer);
    if (!claimed) return 'skipped';
    const failed = async (reason: string): Promise<ScoringOutcome> => {
      if (mayRetryScoring(claimed.attempts)) {
        await repository.releaseAnswer(ctx.db, answer);
        return 'retry';
      }
      ctx.log.warn({ answerId: answer.id, reason }, 'echo answers: scoring failed');
      await failForGood({ ...claimed, ...answer }, 'speech.scoring_failed');
      return 'failed';
    };
    let audio: Uint8Array | null;
    try {
      audio = await ctx.files.read(claimed.recordingPath);
    } catch (error) {
      return failed(error instanceof Error ? error.message : String(error));
    }
    if (!audio) return failed('recording missing');
    const outcome = await ctx.workers.scoreReading({ audio, text: claimed.text });
    if (outcome.status === 'refused') {
      await failForGood({ ...claimed, ...answer }, outcome.code);
      return 'failed';
    }
    if (outcome.status === 'failed') return failed(outcome.reason);
    await repository.storeScores(
      ctx.db,
      answer,
      { ...scoresOf(outcome.value), engineVersion: outcome.value.engine_version },
      ctx.clock(),
    );
    return 'scored';
  }

  return {
    // ── Students ──

    /** The student's open quizzes, as the list's JSON text. */
    async learnerList(student: StudentPrincipal): Promise<string> {
      const record = await repository.learnerQuizzesJson(ctx.db, student.institutionId, student.studentId, today());
      return `{"status":"success","record":${record}}`;
    },

    /**
     * Takes a recording of a question: kept in the file store, stored as the student's current
     * answer (the one before stays, no longer current), the quiz's reward credited when it
     * completes a weekly quiz, and queued for scoring. A retry with the same key answers the
     * first upload's answer.
     */
    async submit(
      student: StudentPrincipal,
      target: { quizId: number; questionId: number },
      upload: UploadedRecording,
      key: string | null,
    ) {
      if (key !== null) {
        const earlier = await repository.findAnswerByKey(ctx.db, student.institutionId, student.studentId, key);
        if (earlier) return { answerid: earlier.id, state: earlier.state };
      }
      const question = await repository.findQuestionForStudent(ctx.db, {
        institutionId: student.institutionId,
        studentId: student.studentId,
        ...target,
      });
      if (!question) throw new AppError('common.not_found');
      if (!isOpenForAnswers(question, today())) throw new AppError('quiz.closed');
      const { audio, kind } = acceptedRecording(upload);
      const owner = {
        institutionId: student.institutionId,
        studentId: student.studentId,
        questionId: question.questionId,
      };
      // Cheap refusals first: a script past its limits costs no decoding.
      await refuseOverLimits(ctx.db, owner, audio.length);
      // Probed as scoring will read it: a recording that could never be scored is refused and not kept.
      const { durationMs } = await probedRecording(audio);

      const { contentType, extension } = AUDIO_KINDS[kind];
      const path = `recordings/${student.institutionId}/${question.quizId}/${randomUUID()}.${extension}`;
      await ctx.files.put(path, audio, contentType);
      let answerId: number;
      try {
        answerId = await storeAnswer(student, {
          institutionId: student.institutionId,
          quizId: question.quizId,
          questionId: question.questionId,
          studentId: student.studentId,
          requestKey: key,
          recordingPath: path,
          recordingBytes: audio.length,
          recordingType: contentType,
          durationMs,
          submittedAt: ctx.clock(),
        });
      } catch (error) {
        await ctx.files.remove(path).catch(() => undefined);
        // The same key's first upload was stored meanwhile: answer it.
        if (key !== null && brokenUniqueConstraint(error) === 'echo_answers_key_idx') {
          const earlier = await repository.findAnswerByKey(ctx.db, student.institutionId, student.studentId, key);
          if (earlier) return { answerid: earlier.id, state: earlier.state };
        }
        throw error;
      }
      await enqueue([{ id: answerId, institutionId: student.institutionId }]);
      return { answerid: answerId, state: 'queued' as const };
    },

    /** One of the student's own answers with its scores and the teacher's score. */
    async result(student: StudentPrincipal, answerId: number) {
      const row = await repository.findStudentAnswer(ctx.db, student.institutionId, student.studentId, answerId);
      if (!row) throw new AppError('common.not_found');
      return {
        state: row.state,
        overall: row.overall,
        accuracy: row.accuracy,
        completeness: row.completeness,
        fluency: row.fluency,
        wcpm: row.wcpm,
        words: (row.words ?? []) as SpokenScores['words'],
        inserted: (row.inserted ?? []) as SpokenScores['inserted'],
        override: row.override,
      };
    },

    // ── Teachers ──

    progressBody,

    /** The recording as uploaded, whole or the byte range asked for. */
    async voice(staff: StaffPrincipal, answerId: number, range: string | undefined) {
      const answer = await staffAnswer(staff, answerId, 'view');
      const part = requestedRange(range, answer.recordingBytes);
      if (part === 'unsatisfiable') {
        throw new AppError('common.range_not_satisfiable', { size: answer.recordingBytes });
      }
      const file = await ctx.files.get(answer.recordingPath, part ?? undefined);
      if (!file) throw new AppError('common.not_found');
      return { contentType: answer.recordingType, size: file.size, range: part, body: file.body as Readable };
    },

    /** Sets the teacher's score of an answer (null clears it); the class must not have expired. */
    async override(staff: StaffPrincipal, answerId: number, score: number | null) {
      const { courseId } = await staffAnswer(staff, answerId, 'change');
      const at = ctx.clock();
      return ctx.db.transaction(async (tx) => {
        const row = await repository.setOverride(
          tx,
          { institutionId: staff.institutionId, answerId },
          score,
          staff.userId,
          at,
        );
        if (!row) throw new AppError('common.not_found');
        const { previous, ...answer } = row;
        if (previous !== answer.override) {
          const change = { entity: 'answer', entityId: answerId, courseId } as const;
          const values = { before: { score: previous }, after: { score: answer.override } };
          await recordAudit(tx, staff, [{ action: 'answer.score_override', ...change, ...values }], at);
        }
        return answer;
      });
    },

    /** Scores an answer again with the current engine: it waits in the queue as at its upload. */
    async rescore(staff: StaffPrincipal, answerId: number) {
      await staffAnswer(staff, answerId, 'change');
      if (!(await repository.requeueAnswer(ctx.db, staff.institutionId, answerId))) {
        throw new AppError('common.not_found');
      }
      await enqueue([{ id: answerId, institutionId: staff.institutionId }]);
      return { answerid: answerId, state: 'queued' as const };
    },

    /** The progress page as an XLSX file, in the language asked for or else the staff member's. */
    async exportProgress(staff: StaffPrincipal, courseId: number, quizId: number, asked?: Language) {
      const progress = JSON.parse(
        (await progressBody(staff, courseId, quizId)).toString('utf8'),
      ) as EchoProgressResponse;
      const language = asked ?? (await accounts.load(staff)).language;
      const file = await ctx.workers.writeSpreadsheet('xlsx', [echoProgressSheet(progress, language)]);
      return { ...file, name: progress.quiz.name };
    },

    /** "Try it": a teacher's reading of a question, scored at once on the worker pool; nothing is kept. */
    async tryIt(upload: UploadedRecording, text: string) {
      const { audio } = acceptedRecording(upload);
      const outcome = await ctx.workers.scoreReading({ audio, text });
      if (outcome.status === 'refused') throw new AppError(outcome.code);
      if (outcome.status === 'failed') throw new AppError('speech.scoring_failed');
      return { ...scoresOf(outcome.value), heard: outcome.value.heard };
    },

    // ── Scoring ──

    scoreAnswer,

    /**
     * Scores every answer waiting in the queue's stead (jobs off: tests and tools), retries
     * included; answers how many it scored or failed for good.
     */
    async scorePending(): Promise<number> {
      let settled = 0;
      for (;;) {
        const answers = await repository.queuedAnswers(ctx.db, 50);
        if (answers.length === 0) return settled;
        for (const answer of answers) {
          const outcome = await scoreAnswer(answer);
          if (outcome === 'scored' || outcome === 'failed') settled++;
        }
      }
    },

    /**
     * Gives every answer scored under an earlier version of the score's rule (docs/SPEECH.md) the
     * current rule's scores, worked out from its stored marks: the recordings are not decoded
     * again. Idempotent, so every server may run it as it starts; stops between batches once
     * `signal` is aborted; answers how many answers it scored again.
     */
    async rescoreStoredReadings(signal?: AbortSignal): Promise<number> {
      let changed = 0;
      for (let after = 0; !signal?.aborted; ) {
        const current = `speech-${SCORER_VERSION}`;
        const rows = await repository.readingsOfOtherVersions(ctx.db, current, after, RESCORE_BATCH);
        if (rows.length === 0) break;
        for (const row of rows) {
          const rescored = rescoredFromMarks(row);
          if (!rescored) continue;
          const { engine_version: engineVersion, ...scores } = rescored;
          const answer = { id: row.id, institutionId: row.institution_id };
          await repository.storeRescored(ctx.db, answer, row.engine_version, { ...scores, engineVersion });
          changed++;
        }
        after = rows.at(-1)!.id;
      }
      return changed;
    },

    /**
     * Answers waiting for scoring that no job of the queue holds: sent while no queue ran, given
     * up, or held for more than `SCORING_STALLED_MS` by a job whose worker is gone.
     */
    answersWithoutJob: (queueName: string, limit = 500) =>
      repository.answersWithoutJob(ctx.db, queueName, new Date(ctx.clock().getTime() - SCORING_STALLED_MS), limit),

    /** Sends answers to this queue from now on (null: they wait for `scorePending`). */
    useQueue(next: ScoringQueue | null) {
      queue = next;
    },
  };
}
