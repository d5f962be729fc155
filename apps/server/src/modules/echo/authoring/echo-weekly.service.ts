import type { AppContext } from '../../../context.js';
import { calendarDate } from '../../../lib/clock.js';
import type { LibraryService } from '../../library/index.js';
import { AUTO_QUESTIONS, type ChosenSentence, chooseSentences, type SourceMaterial, wordCount } from '../echo.rules.js';
import { deleteQuiz, insertQuiz, lockQuiz, publishQuiz, replaceQuestions } from './echo-authoring.repository.js';
import { autoEchoName, type EchoWeek, echoRunBefore, echoWeekOf } from './echo-week.js';
import * as repository from './echo-weekly.repository.js';

export type AutoEchoSkip = 'switched_off' | 'already_made' | 'nothing_read';

export interface AutoEchoRun {
  week: { start: string; end: string };
  made: { courseId: number; echoid: number; questions: number }[];
  skipped: { courseId: number; reason: AutoEchoSkip }[];
  /** Classes whose quiz failed; the others are done, and running again completes these. */
  failed: number[];
}

type Prepared = { quizId: number; chosen: ChosenSentence[] } | { skipped: AutoEchoSkip };

export type EchoWeeklyService = ReturnType<typeof createEchoWeeklyService>;

/**
 * The weekly auto-assigned oral quizzes: for each class switched on, a published quiz of the
 * sentences of what it read lately or was given to read this week.
 */
export function createEchoWeeklyService(ctx: AppContext, { libraries }: { libraries: LibraryService }) {
  /**
   * First step, committed on its own: the class's quiz row in state `generating` (so its list
   * says the quiz is on its way) with the sentences chosen for it, or why there is none. A
   * quiz left generating by a run that stopped half-way is taken up again.
   */
  function prepare(course: repository.AutoEchoCourse, week: EchoWeek, at: Date): Promise<Prepared> {
    const { institutionId, id: courseId } = course;
    return ctx.db.transaction(async (tx): Promise<Prepared> => {
      if (!(await repository.lockAutoSettings(tx, institutionId, courseId))) return { skipped: 'switched_off' };
      const existing = await repository.findAutoQuiz(tx, institutionId, courseId, week.start);
      if (existing && existing.state !== 'generating') return { skipped: 'already_made' };

      const library = await libraries.current(tx, course);
      const window = { readFrom: week.readFrom, readTo: at, start: week.start, end: week.end };
      const materialIds = library ? await repository.weekMaterialIds(tx, course, library, window, AUTO_QUESTIONS) : [];
      const rows = await repository.sentencesOf(tx, materialIds);
      const materials: SourceMaterial[] = materialIds.map((resourceId) => ({
        resourceId,
        sentences: rows.filter((row) => row.resourceId === resourceId),
      }));
      const chosen = chooseSentences(materials);
      if (chosen.length === 0) {
        // A quiz a stopped run left generating goes: there is nothing to fill it with now.
        if (existing) await deleteQuiz(tx, institutionId, existing.id);
        await repository.setNote(tx, institutionId, courseId, 'nothing_read', week.start);
        return { skipped: 'nothing_read' };
      }
      const quizId =
        existing?.id ??
        (await insertQuiz(tx, {
          institutionId,
          courseId,
          kind: 'weekly',
          name: autoEchoName(week.start),
          resourceId: null,
          openDate: week.start,
          // A class expiring within the week has its quiz close on its last day.
          closeDate: course.expiryDate < week.end ? course.expiryDate : week.end,
          extra: false,
          state: 'generating',
          auto: true,
          week: week.start,
          createdBy: null,
          createdAt: at,
        }));
      return { quizId, chosen };
    });
  }

  /** Second step: the questions in, the quiz published, the class's note cleared; unless another run did it first. */
  function fill(course: repository.AutoEchoCourse, quizId: number, chosen: ChosenSentence[], at: Date) {
    const { institutionId, id: courseId } = course;
    return ctx.db.transaction(async (tx) => {
      const quiz = await lockQuiz(tx, institutionId, courseId, quizId);
      if (quiz?.state !== 'generating') return false;
      await replaceQuestions(
        tx,
        institutionId,
        quizId,
        chosen.map((sentence) => ({
          text: sentence.text,
          wordCount: wordCount(sentence.text),
          resourceId: sentence.resourceId,
        })),
      );
      await publishQuiz(tx, institutionId, quizId, at);
      await repository.setNote(tx, institutionId, courseId, null, null);
      return true;
    });
  }

  return {
    /**
     * This week's run time, if it has passed and some class switched on by then still lacks
     * the week's outcome: a run the server missed (it was down on Monday morning).
     */
    async missedRun(): Promise<Date | undefined> {
      const now = ctx.clock();
      const run = echoRunBefore(now);
      if (!run) return undefined;
      const missed = { onBy: run, weekStart: echoWeekOf(now).start };
      const classes = await repository.listAutoEchoCourses(ctx.db, calendarDate(now), missed);
      return classes.length > 0 ? run : undefined;
    },

    /**
     * Gives every class switched on that has not expired its oral quiz for the week holding
     * `at` (now unless given): up to ten sentences of the materials of its library that it
     * read since the previous week's Monday, or that its work overlapping the week gives,
     * published at once and open Monday to Sunday. A class with none of those gets a note
     * instead. With `onBy` (the time of a run that was missed), only the classes switched on
     * by then that still lack the week's outcome. Classes are done one by one, so one failing
     * does not hold back the others; running again finds the classes done.
     */
    async makeWeek(options: { at?: Date; onBy?: Date } = {}): Promise<AutoEchoRun> {
      const at = options.at ?? ctx.clock();
      const week = echoWeekOf(at);
      const run: AutoEchoRun = { week: { start: week.start, end: week.end }, made: [], skipped: [], failed: [] };
      const missed = options.onBy && { onBy: options.onBy, weekStart: week.start };
      const candidates = await repository.listAutoEchoCourses(ctx.db, calendarDate(at), missed);
      for (const course of candidates) {
        const courseId = course.id;
        try {
          const prepared = await prepare(course, week, at);
          if ('skipped' in prepared) {
            run.skipped.push({ courseId, reason: prepared.skipped });
            ctx.log.debug({ courseId, reason: prepared.skipped }, 'echo weekly: class skipped');
            continue;
          }
          if (await fill(course, prepared.quizId, prepared.chosen, at)) {
            run.made.push({ courseId, echoid: prepared.quizId, questions: prepared.chosen.length });
            ctx.log.info(
              { courseId, institutionId: course.institutionId, echoid: prepared.quizId, week: run.week },
              'echo weekly: quiz published',
            );
          } else {
            run.skipped.push({ courseId, reason: 'already_made' });
          }
        } catch (error) {
          run.failed.push(courseId);
          ctx.log.error({ err: error, courseId }, 'echo weekly: class failed');
        }
      }
      ctx.log.info(
        {
          week: run.week,
          classes: candidates.length,
          made: run.made.length,
          skipped: run.skipped.length,
          failed: run.failed.length,
        },
        'echo weekly: week done',
      );
      return run;
    },
  };
}
