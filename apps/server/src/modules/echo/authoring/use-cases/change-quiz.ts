import type { Db } from '../../../../db/client.js';
import { AppError } from '../../../../lib/app-error.js';
import { type AuditFields, recordAudit } from '../../../audit/index.js';
import type { CourseRow } from '../../../course/index.js';
import type { StaffPrincipal } from '../../../session/index.js';
import { type QuizAction, quizActionRefusal } from '../../echo.rules.js';
import { type AuthoringDeps, refuse } from '../authoring-deps.js';
import * as repository from '../echo-authoring.repository.js';

/** A quiz of the class, locked for the change, that the action may still touch. */
export async function changeableQuiz(tx: Db, course: CourseRow, quizId: number, action: QuizAction) {
  const quiz = await repository.lockQuiz(tx, course.institutionId, course.id, quizId);
  if (!quiz) throw new AppError('common.not_found');
  refuse(quizActionRefusal(quiz.state, action));
  return quiz;
}

/** Records a quiz's publication or removal in the audit log, in the change's transaction. */
function auditQuiz(
  { ctx }: AuthoringDeps,
  tx: Db,
  staff: StaffPrincipal,
  course: CourseRow,
  quiz: { id: number },
  action: 'quiz.publish' | 'quiz.delete',
  values: { before?: AuditFields; after?: AuditFields },
) {
  const entry = { action, entity: 'quiz', entityId: quiz.id, courseId: course.id, ...values } as const;
  return recordAudit(tx, staff, [entry], ctx.clock());
}

/** Publishes an unpublished quiz: from now on students see it, and it stays as it is. */
export async function publishQuiz(deps: AuthoringDeps, staff: StaffPrincipal, course: CourseRow, quizId: number) {
  await deps.ctx.db.transaction(async (tx) => {
    const quiz = await changeableQuiz(tx, course, quizId, 'publish');
    await repository.publishQuiz(tx, course.institutionId, quizId, deps.ctx.clock());
    await auditQuiz(deps, tx, staff, course, quiz, 'quiz.publish', {
      before: { state: quiz.state },
      after: { state: 'published' },
    });
  });
}

/** Deletes an unpublished quiz and its questions. */
export async function removeQuiz(deps: AuthoringDeps, staff: StaffPrincipal, course: CourseRow, quizId: number) {
  await deps.ctx.db.transaction(async (tx) => {
    const quiz = await changeableQuiz(tx, course, quizId, 'delete');
    await repository.deleteQuiz(tx, course.institutionId, quizId);
    await auditQuiz(deps, tx, staff, course, quiz, 'quiz.delete', { before: { name: quiz.name, kind: quiz.kind } });
  });
}
