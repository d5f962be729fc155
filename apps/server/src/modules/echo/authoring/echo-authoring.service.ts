import type { EchoQuestionWarning, EchoQuizCommand, EchoSummary, ErrorCode } from '@lms/shared';
import type { AppContext } from '../../../context.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { calendarDate } from '../../../lib/clock.js';
import { withUniqueConflicts } from '../../../lib/unique-conflict.js';
import { type AuditFields, recordAudit } from '../../audit/index.js';
import type { CourseRow } from '../../course/index.js';
import type { LibraryService } from '../../library/index.js';
import type { StaffPrincipal } from '../../session/index.js';
import {
  kindChangeRefusal,
  type QuizAction,
  quizActionRefusal,
  quizShapeRefusal,
  unscoreableWords,
  wordCount,
} from '../echo.rules.js';
import * as repository from './echo-authoring.repository.js';
import { nextEchoRun } from './echo-week.js';

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

function refuse(code: ErrorCode | undefined): void {
  if (code) throw new AppError(code);
}

export function toEchoSummary(row: repository.QuizSummaryRow): EchoSummary {
  return {
    echoid: row.id,
    kind: row.kind,
    name: row.name,
    resourceid: row.resource_id,
    resource_name: row.resource_name,
    created: row.created,
    author: row.author,
    questions: row.questions,
    sentence_questions: row.questions - row.word_questions,
    word_questions: row.word_questions,
    open_date: row.open_date,
    close_date: row.close_date,
    extra: row.extra,
    state: row.state,
    published_at: row.published_at,
    auto: row.auto,
    assigned: row.assigned,
    submitted: row.submitted,
    average_score: row.average_score,
  };
}

/** The engine's warnings as the contract words them. */
export function toQuestionWarnings(
  warnings: { index: number; word: string; warnings: EchoQuestionWarning['reasons'] }[],
): EchoQuestionWarning[] {
  return warnings.map((warning) => ({ index: warning.index, word: warning.word, reasons: warning.warnings }));
}

/** The class may have one speaking task per material: a write that lost the race to another answers as the check would. */
function withTaskConflict<T>(write: () => Promise<T>): Promise<T> {
  return withUniqueConflicts({ echo_quizzes_task_idx: 'quiz.task_exists' }, write);
}

export type EchoAuthoringService = ReturnType<typeof createEchoAuthoringService>;

/** Echo Valley for teachers: a class's spoken quizzes, made, changed, published and deleted; its settings. */
export function createEchoAuthoringService(ctx: AppContext, { libraries }: { libraries: LibraryService }) {
  const today = () => calendarDate(ctx.clock());

  /** In the caller's transaction: every material must be in the class's library, else `code`. */
  async function assertInLibrary(tx: Db, course: CourseRow, resourceIds: number[], code: ErrorCode) {
    if (resourceIds.length === 0) return;
    try {
      await libraries.assertHolds(tx, course, resourceIds);
    } catch (error) {
      if (error instanceof AppError && error.code === 'library.resource_not_in_library') throw new AppError(code);
      throw error;
    }
  }

  /** The checks every save makes in its transaction: the materials, and one speaking task per material. */
  async function assertSavable(tx: Db, course: CourseRow, plan: QuizPlan, quizId?: number) {
    await assertInLibrary(tx, course, materialsOf(plan), 'quiz.resource_not_in_library');
    const { resourceId } = plan.fields;
    if (resourceId !== null && (await repository.taskExists(tx, course.institutionId, course.id, resourceId, quizId))) {
      throw new AppError('quiz.task_exists');
    }
  }

  /** A quiz of the class, locked for the change, that the action may still touch. */
  async function changeable(tx: Db, course: CourseRow, quizId: number, action: QuizAction) {
    const quiz = await repository.lockQuiz(tx, course.institutionId, course.id, quizId);
    if (!quiz) throw new AppError('common.not_found');
    refuse(quizActionRefusal(quiz.state, action));
    return quiz;
  }

  /** Records a quiz's publication or removal in the audit log, in the change's transaction. */
  function auditQuiz(
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

  async function summaryOf(course: CourseRow, quizId: number): Promise<EchoSummary> {
    const [row] = await repository.listQuizSummaries(ctx.db, course.institutionId, course.id, quizId);
    if (!row) throw new AppError('common.not_found');
    return toEchoSummary(row);
  }

  /** For each text, its words the engine cannot score well, worked out on a worker thread. */
  async function warningsOf(texts: string[]): Promise<EchoQuestionWarning[][]> {
    if (texts.length === 0) return [];
    const found = await ctx.workers.scoringWarnings(texts);
    return found.map(toQuestionWarnings);
  }

  return {
    /** The class's quizzes, newest first, with counts and scores; its auto-assignment switch and rewards. */
    async list(course: CourseRow) {
      const [rows, settings] = await Promise.all([
        repository.listQuizSummaries(ctx.db, course.institutionId, course.id),
        repository.findSettings(ctx.db, course.institutionId, course.id),
      ]);
      const enabled = settings?.autoSince != null;
      const run = nextEchoRun(ctx.clock());
      return {
        record: rows.map(toEchoSummary),
        auto: {
          enabled,
          // A class that has expired by the run's day gets nothing from it.
          next_run: enabled && calendarDate(run) <= course.expiryDate ? run.toISOString() : null,
          last_note: settings?.lastNote === 'nothing_read' ? ('nothing_read' as const) : null,
          last_note_week: settings?.lastNote ? settings.lastNoteWeek : null,
        },
        reward_exp: settings?.rewardExp ?? DEFAULT_REWARDS.exp,
        reward_tickets: settings?.rewardTickets ?? DEFAULT_REWARDS.tickets,
      };
    },

    /** One quiz and its questions in order, for the editor. */
    async detail(course: CourseRow, quizId: number) {
      const quiz = await summaryOf(course, quizId);
      const questions = await repository.listQuestions(ctx.db, course.institutionId, quizId);
      return { quiz, questions };
    },

    /** A material of the class library's sentences in reading order, each with the words the engine cannot score well. */
    async sentences(course: CourseRow, resourceId: number) {
      await ctx.db.transaction((tx) => assertInLibrary(tx, course, [resourceId], 'common.not_found'));
      const rows = await repository.listSentences(ctx.db, resourceId);
      const warnings = await warningsOf(rows.map((row) => row.text));
      return rows.map((row, i) => ({
        position: row.position,
        text: row.text,
        page: row.page,
        start_ms: row.startMs,
        unscoreable: unscoreableWords(warnings[i]!),
        warnings: warnings[i]!,
      }));
    },

    /** The same for texts the teacher typed or edited. */
    async warnings(texts: string[]) {
      const warnings = await warningsOf(texts);
      return texts.map((text, i) => ({ text, warnings: warnings[i]! }));
    },

    /** Saves a new unpublished quiz with its questions; all of it lands or nothing does. */
    async create(staff: StaffPrincipal, course: CourseRow, body: EchoQuizCommand) {
      const plan = planOf(body);
      refuse(quizShapeRefusal({ kind: body.kind, ...optionalShape(body) }, today()));
      const echoid = await withTaskConflict(() =>
        ctx.db.transaction(async (tx) => {
          await assertSavable(tx, course, plan);
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
    },

    /** Changes an unpublished quiz (not its kind): its fields and questions, all of it or nothing. */
    async edit(course: CourseRow, quizId: number, body: EchoQuizCommand) {
      const plan = planOf(body);
      await withTaskConflict(() =>
        ctx.db.transaction(async (tx) => {
          const quiz = await changeable(tx, course, quizId, 'edit');
          refuse(kindChangeRefusal(quiz.kind, body.kind));
          refuse(quizShapeRefusal({ kind: body.kind, ...optionalShape(body) }, today()));
          await assertSavable(tx, course, plan, quizId);
          await repository.updateQuiz(tx, course.institutionId, quizId, plan.fields, ctx.clock());
          await repository.replaceQuestions(tx, course.institutionId, quizId, plan.questions);
        }),
      );
      return { echoid: quizId };
    },

    /** Publishes an unpublished quiz: from now on students see it, and it stays as it is. */
    async publish(staff: StaffPrincipal, course: CourseRow, quizId: number) {
      await ctx.db.transaction(async (tx) => {
        const quiz = await changeable(tx, course, quizId, 'publish');
        await repository.publishQuiz(tx, course.institutionId, quizId, ctx.clock());
        await auditQuiz(tx, staff, course, quiz, 'quiz.publish', {
          before: { state: quiz.state },
          after: { state: 'published' },
        });
      });
    },

    /** Deletes an unpublished quiz and its questions. */
    async remove(staff: StaffPrincipal, course: CourseRow, quizId: number) {
      await ctx.db.transaction(async (tx) => {
        const quiz = await changeable(tx, course, quizId, 'delete');
        await repository.deleteQuiz(tx, course.institutionId, quizId);
        await auditQuiz(tx, staff, course, quiz, 'quiz.delete', { before: { name: quiz.name, kind: quiz.kind } });
      });
    },

    /** Switches the class's auto-assigned oral quizzes on or off and sets its Echo Valley rewards. */
    async setAuto(
      course: CourseRow,
      change: { enabled: boolean; reward_exp?: number | undefined; reward_tickets?: number | undefined },
    ) {
      const saved = await repository.saveSettings(
        ctx.db,
        course.institutionId,
        course.id,
        { enabled: change.enabled, rewardExp: change.reward_exp, rewardTickets: change.reward_tickets },
        ctx.clock(),
      );
      return { enabled: change.enabled, reward_exp: saved.rewardExp, reward_tickets: saved.rewardTickets };
    },
  };
}

/** A class without Echo Valley settings credits this much for a completed quiz (the table's defaults). */
export const DEFAULT_REWARDS = { exp: 20, tickets: 1 } as const;

/** The optional fields of a body as the shape rule reads them (absent, not null). */
function optionalShape(body: EchoQuizCommand) {
  return { resourceId: body.resourceid, openDate: body.open_date, closeDate: body.close_date };
}
