import type { EchoProgressResponse, Language } from '@lms/shared';
import { AppError } from '../../../../lib/app-error.js';
import type { CourseRevision } from '../../../course/index.js';
import type { StaffPrincipal } from '../../../session/index.js';
import type { AnswerDeps } from '../answers-deps.js';
import { progressJson } from '../progress.repository.js';
import { echoProgressSheet } from '../progress-export.js';

/**
 * The progress page's JSON, kept (`ctx.answers`) under what it was built from: the class's
 * institution revision (students, enrolments, quizzes: every change to a quiz or its questions
 * writes the quiz's row, which counts in it) and its latest change to an Echo Valley answer,
 * both read with the session, so a kept page costs no statement of its own and is never older
 * than the data. A quiz the class does not have is built, found missing and never kept.
 */
export async function progressBody(
  { ctx }: AnswerDeps,
  staff: StaffPrincipal,
  current: CourseRevision,
  quizId: number,
): Promise<Buffer> {
  const ids = { institutionId: staff.institutionId, courseId: current.id, quizId };
  return ctx.answers.get(
    `echo-progress:${current.id}:${quizId}:${current.revision}:${current.latestAnswerChange}`,
    async () => {
      const body = await progressJson(ctx.db, ids);
      if (body === undefined) throw new AppError('common.not_found');
      return body;
    },
  );
}

/** The progress page as an XLSX file, in the language asked for or else the staff member's. */
export async function exportProgress(
  deps: AnswerDeps,
  staff: StaffPrincipal,
  current: CourseRevision,
  quizId: number,
  asked?: Language,
) {
  const body = await progressBody(deps, staff, current, quizId);
  const progress = JSON.parse(body.toString('utf8')) as EchoProgressResponse;
  const language = asked ?? (await deps.accounts.load(staff)).language;
  const file = await deps.ctx.workers.writeSpreadsheet('xlsx', [echoProgressSheet(progress, language)]);
  return { ...file, name: progress.quiz.name };
}
