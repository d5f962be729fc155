import type { EchoQuizCommand } from '@lms/shared';
import type { Db } from '../../../../db/client.js';
import { AppError } from '../../../../lib/app-error.js';
import { calendarDate } from '../../../../lib/clock.js';
import { withUniqueConflicts } from '../../../../lib/unique-conflict.js';
import type { CourseRow } from '../../../course/index.js';
import type { StaffPrincipal } from '../../../session/index.js';
import { kindChangeRefusal, quizShapeRefusal, wordCount } from '../../echo.rules.js';
import { type AuthoringDeps, assertInLibrary, refuse } from '../authoring-deps.js';
import * as repository from '../echo-authoring.repository.js';
import { changeableQuiz } from './change-quiz.js';

/** What a teacher's body asks for: the quiz's fields and its questions in order. */
interface QuizPlan {
  fields: repository.QuizFields;
  questions: repository.QuestionFields[];
}

function planOf(body: EchoQuizCommand): QuizPlan {
  return {
    fields: {
      name: body.name,
      resourceId: body.resourceid ?? null,
      openDate: body.open_date ?? null,
      closeDate: body.close_date ?? null,
      extra: body.extra ?? false,
    },
    questions: body.questions.map((question) => ({
      text: question.text,
      wordCount: wordCount(question.text),
      resourceId: question.resourceid ?? null,
    })),
  };
}

/** The materials a plan names: the task's own and those its sentences were taken from. */
function materialsOf(plan: QuizPlan): number[] {
  const ids = [plan.fields.resourceId, ...plan.questions.map((question) => question.resourceId)];
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

/** The shape rule over a body's kind and optional fields (absent, not null), as of today. */
function shapeRefusal({ ctx }: AuthoringDeps, body: EchoQuizCommand) {
  const shape = { kind: body.kind, resourceId: body.resourceid, openDate: body.open_date, closeDate: body.close_date };
  return quizShapeRefusal(shape, calendarDate(ctx.clock()));
}

/** The class may have one speaking task per material: a write that lost the race to another answers as the check would. */
function withTaskConflict<T>(write: () => Promise<T>): Promise<T> {
  return withUniqueConflicts({ echo_quizzes_task_idx: 'quiz.task_exists' }, write);
}

/** The checks every save makes in its transaction: the materials, and one speaking task per material. */
async function assertSavable(deps: AuthoringDeps, tx: Db, course: CourseRow, plan: QuizPlan, quizId?: number) {
  await assertInLibrary(deps, tx, course, materialsOf(plan), 'quiz.resource_not_in_library');
  const { resourceId } = plan.fields;
  if (resourceId !== null && (await repository.taskExists(tx, course.institutionId, course.id, resourceId, quizId))) {
    throw new AppError('quiz.task_exists');
  }
}

/** Saves a new unpublished quiz with its questions; all of it lands or nothing does. */
export async function createQuiz(deps: AuthoringDeps, staff: StaffPrincipal, course: CourseRow, body: EchoQuizCommand) {
  const { ctx } = deps;
  const plan = planOf(body);
  refuse(shapeRefusal(deps, body));
  const echoid = await withTaskConflict(() =>
    ctx.db.transaction(async (tx) => {
      await assertSavable(deps, tx, course, plan);
      const quizId = await repository.insertQuiz(tx, {
        ...plan.fields,
        institutionId: course.institutionId,
        courseId: course.id,
        kind: body.kind,
        createdBy: staff.userId,
        createdAt: ctx.clock(),
      });
      await repository.replaceQuestions(tx, course.institutionId, quizId, plan.questions);
      return quizId;
    }),
  );
  return { echoid };
}

/** Changes an unpublished quiz (not its kind): its fields and questions, all of it or nothing. */
export async function editQuiz(deps: AuthoringDeps, course: CourseRow, quizId: number, body: EchoQuizCommand) {
  const { ctx } = deps;
  const plan = planOf(body);
  await withTaskConflict(() =>
    ctx.db.transaction(async (tx) => {
      const quiz = await changeableQuiz(tx, course, quizId, 'edit');
      refuse(kindChangeRefusal(quiz.kind, body.kind));
      refuse(shapeRefusal(deps, body));
      await assertSavable(deps, tx, course, plan, quizId);
      await repository.updateQuiz(tx, course.institutionId, quizId, plan.fields, ctx.clock());
      await repository.replaceQuestions(tx, course.institutionId, quizId, plan.questions);
    }),
  );
  return { echoid: quizId };
}
