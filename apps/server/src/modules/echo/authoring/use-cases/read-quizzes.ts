import type { EchoListResponse, EchoQuestionWarning } from '@lms/shared';
import { AppError } from '../../../../lib/app-error.js';
import { calendarDate } from '../../../../lib/clock.js';
import { success } from '../../../../lib/success.js';
import type { CourseRevision, CourseRow } from '../../../course/index.js';
import { ECHO_REWARD_DEFAULTS } from '../../answers/answers.rules.js';
import { unscoreableWords } from '../../echo.rules.js';
import { type AuthoringDeps, assertInLibrary } from '../authoring-deps.js';
import { toEchoSummary, toQuestionWarnings } from '../echo-authoring.presenter.js';
import * as repository from '../echo-authoring.repository.js';
import { nextEchoRun } from '../echo-week.js';

/**
 * The Echo Valley list's body (an EchoListResponse), ready to send: the class's quizzes, newest
 * first, with counts and scores; its auto-assignment switch and rewards. Kept (`ctx.answers`)
 * under what it is built from: the school's revision (quizzes with their questions, students,
 * seats, the class's settings, staff names), its latest change to an answer and the next weekly
 * run, all read on every request, so a kept list is never older than the data.
 */
export async function classQuizzesBody(
  { ctx }: AuthoringDeps,
  course: CourseRow,
  current: CourseRevision,
): Promise<Buffer> {
  const run = nextEchoRun(ctx.clock());
  const key = `echo-list:${course.id}:${current.revision}:${current.latestAnswerChange}:${run.toISOString()}`;
  return ctx.answers.get(key, async () => JSON.stringify(success(await classQuizzes(ctx, course, run))));
}

async function classQuizzes(
  ctx: AuthoringDeps['ctx'],
  course: CourseRow,
  run: Date,
): Promise<Omit<EchoListResponse, 'status'>> {
  const [rows, settings] = await Promise.all([
    repository.listQuizSummaries(ctx.db, course.institutionId, course.id),
    repository.findSettings(ctx.db, course.institutionId, course.id),
  ]);
  const enabled = settings?.autoSince != null;
  return {
    record: rows.map(toEchoSummary),
    auto: {
      enabled,
      // A class that has expired by the run's day gets nothing from it.
      next_run: enabled && calendarDate(run) <= course.expiryDate ? run.toISOString() : null,
      last_note: settings?.lastNote === 'nothing_read' ? ('nothing_read' as const) : null,
      last_note_week: settings?.lastNote ? settings.lastNoteWeek : null,
    },
    reward_exp: settings?.rewardExp ?? ECHO_REWARD_DEFAULTS.exp,
    reward_tickets: settings?.rewardTickets ?? ECHO_REWARD_DEFAULTS.tickets,
  };
}

/** One quiz of the class and its questions in order, for the editor. */
export async function quizDetail({ ctx }: AuthoringDeps, course: CourseRow, quizId: number) {
  const [row] = await repository.listQuizSummaries(ctx.db, course.institutionId, course.id, quizId);
  if (!row) throw new AppError('common.not_found');
  const questions = await repository.listQuestions(ctx.db, course.institutionId, quizId);
  return { quiz: toEchoSummary(row), questions };
}

/** For each text, its words the engine cannot score well, worked out on a worker thread. */
async function warningsOf({ ctx }: AuthoringDeps, texts: string[]): Promise<EchoQuestionWarning[][]> {
  if (texts.length === 0) return [];
  const found = await ctx.workers.scoringWarnings(texts);
  return found.map(toQuestionWarnings);
}

/** A material of the class library's sentences in reading order, each with the words the engine cannot score well. */
export async function materialSentences(deps: AuthoringDeps, course: CourseRow, resourceId: number) {
  await deps.ctx.db.transaction((tx) => assertInLibrary(deps, tx, course, [resourceId], 'common.not_found'));
  const rows = await deps.catalogue.sentences(resourceId);
  const warnings = await warningsOf(
    deps,
    rows.map((row) => row.text),
  );
  return rows.map((row, i) => ({
    position: row.position,
    text: row.text,
    page: row.page,
    start_ms: row.startMs,
    unscoreable: unscoreableWords(warnings[i]!),
    warnings: warnings[i]!,
  }));
}

/** The same for texts the teacher typed or edited. */
export async function textWarnings(deps: AuthoringDeps, texts: string[]) {
  const warnings = await warningsOf(deps, texts);
  return texts.map((text, i) => ({ text, warnings: warnings[i]! }));
}
