import type { Language } from '@lms/shared';
import type { AppContext } from '../../../context.js';
import type { AccountService } from '../../account/index.js';
import type { CourseRevision } from '../../course/index.js';
import type { StaffPrincipal, StudentPrincipal } from '../../session/index.js';
import type { AnswerKey } from './answers.repository.js';
import type { AnswerDeps, ScoringQueue } from './answers-deps.js';
import type { UploadedRecording } from './recording-upload.js';
import { exportProgress, progressBody } from './use-cases/class-progress.js';
import { answerRecording, overrideScore, rescoreAnswer } from './use-cases/review-answer.js';
import { answersWithoutJob, rescoreStoredReadings, scoreAnswer, scorePending } from './use-cases/score-answers.js';
import { answerResult, learnerQuizzes } from './use-cases/student-answers.js';
import { submitAnswer } from './use-cases/submit-answer.js';
import { tryIt } from './use-cases/try-it.js';

export type { ScoringQueue } from './answers-deps.js';
export { SCORING_STALLED_MS, type ScoringOutcome } from './use-cases/score-answers.js';

export type EchoAnswerService = ReturnType<typeof createEchoAnswerService>;

/**
 * Echo Valley answers: students send recordings of the questions, the background queue scores
 * them on the worker pool, teachers follow the class's progress, listen, overrule and re-score.
 * Each use case is a function of the dependencies and its input, in `use-cases/`.
 */
export function createEchoAnswerService(ctx: AppContext, { accounts }: { accounts: AccountService }) {
  const deps: AnswerDeps = { ctx, accounts, scoring: { queue: null } };
  return {
    // ── Students ──
    learnerList: (student: StudentPrincipal) => learnerQuizzes(deps, student),
    submit: (
      student: StudentPrincipal,
      target: { quizId: number; questionId: number },
      upload: UploadedRecording,
      key: string | null,
    ) => submitAnswer(deps, student, target, upload, key),
    result: (student: StudentPrincipal, answerId: number) => answerResult(deps, student, answerId),

    // ── Teachers ──
    progressBody: (staff: StaffPrincipal, course: CourseRevision, quizId: number) =>
      progressBody(deps, staff, course, quizId),
    exportProgress: (staff: StaffPrincipal, course: CourseRevision, quizId: number, asked?: Language) =>
      exportProgress(deps, staff, course, quizId, asked),
    voice: (staff: StaffPrincipal, answerId: number, range: string | undefined) =>
      answerRecording(deps, staff, answerId, range),
    override: (staff: StaffPrincipal, answerId: number, score: number | null) =>
      overrideScore(deps, staff, answerId, score),
    rescore: (staff: StaffPrincipal, answerId: number) => rescoreAnswer(deps, staff, answerId),
    tryIt: (upload: UploadedRecording, text: string) => tryIt(deps, upload, text),

    // ── Scoring ──
    scoreAnswer: (answer: AnswerKey) => scoreAnswer(deps, answer),
    scorePending: () => scorePending(deps),
    rescoreStoredReadings: (signal?: AbortSignal) => rescoreStoredReadings(deps, signal),
    answersWithoutJob: (queueName: string, limit?: number) => answersWithoutJob(deps, queueName, limit),
    /** Sends answers to this queue from now on (null: they wait for `scorePending`). */
    useQueue(next: ScoringQueue | null) {
      deps.scoring.queue = next;
    },
  };
}
