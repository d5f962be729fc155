import type { EchoQuizCommand } from '@lms/shared';
import type { AppContext } from '../../../context.js';
import type { CourseRevision, CourseRow } from '../../course/index.js';
import type { StaffPrincipal } from '../../session/index.js';
import type { AuthoringDeps } from './authoring-deps.js';
import { setAutoQuizzes } from './use-cases/auto-quizzes.js';
import { publishQuiz, removeQuiz } from './use-cases/change-quiz.js';
import { classQuizzesBody, materialSentences, quizDetail, textWarnings } from './use-cases/read-quizzes.js';
import { createQuiz, editQuiz } from './use-cases/save-quiz.js';

export type EchoAuthoringService = ReturnType<typeof createEchoAuthoringService>;

/**
 * Echo Valley for teachers: a class's spoken quizzes, made, changed, published and deleted; its
 * settings. Each use case is a function of the dependencies and its input, in `use-cases/`.
 */
export function createEchoAuthoringService(ctx: AppContext, { libraries, catalogue }: Omit<AuthoringDeps, 'ctx'>) {
  const deps: AuthoringDeps = { ctx, libraries, catalogue };
  return {
    listBody: (course: CourseRow, current: CourseRevision) => classQuizzesBody(deps, course, current),
    detail: (course: CourseRow, quizId: number) => quizDetail(deps, course, quizId),
    sentences: (course: CourseRow, resourceId: number) => materialSentences(deps, course, resourceId),
    warnings: (texts: string[]) => textWarnings(deps, texts),
    create: (staff: StaffPrincipal, course: CourseRow, body: EchoQuizCommand) => createQuiz(deps, staff, course, body),
    edit: (course: CourseRow, quizId: number, body: EchoQuizCommand) => editQuiz(deps, course, quizId, body),
    publish: (staff: StaffPrincipal, course: CourseRow, quizId: number) => publishQuiz(deps, staff, course, quizId),
    remove: (staff: StaffPrincipal, course: CourseRow, quizId: number) => removeQuiz(deps, staff, course, quizId),
    setAuto: (course: CourseRow, change: Parameters<typeof setAutoQuizzes>[2]) => setAutoQuizzes(deps, course, change),
  };
}
