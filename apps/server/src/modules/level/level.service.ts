import {
  type BookLevel,
  LEVEL_CHOICE_KEYS,
  LEVEL_RESULTS_TESTS,
  type LevelChoiceKey,
  type ReadingMarks,
} from '@lms/shared';
import { rescoredFromMarks, SCORER_VERSION } from '@lms/speech';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/index.js';
import type { CourseRow } from '../course/index.js';
import { acceptedRecording, type UploadedRecording } from '../echo/index.js';
import type { StaffPrincipal, StudentPrincipal } from '../session/index.js';
import { checkFormId, type LevelForm, levelForm, PLACEMENT_FORM } from './content/forms.js';
import { toItemAnswers, toLearnerTest, toLevelChange, toTestSummary } from './level.presenter.js';
import * as repository from './level.repository.js';
import { checkCentre, isOpen, levelOutcome } from './level.rules.js';

export type LevelService = ReturnType<typeof createLevelService>;

/** A test's item that is not of the kind answered, or not of its form at all. */
const wrongItem = (message: string) => new AppError('common.validation', [{ path: ['item'], message }]);

/** Readings whose scores are worked out again from their marks per read. */
const RESCORE_BATCH = 200;

/** The level rule over a form's items and the answers given. */
function outcomeOf(form: LevelForm, answers: repository.LevelAnswerRow[]) {
  const scores = new Map(answers.map((answer) => [answer.itemKey, answer.score]));
  return levelOutcome(form.items.map((item) => ({ level: item.level, score: scores.get(item.key) ?? null })));
}

/**
 * Level tests and level checks: students take them in the learner app (a placement when theirs is
 * pending, a check their teacher scheduled), the level rule turns the answers into a level, and
 * teachers follow the results and accept or adjust the level.
 */
export function createLevelService(ctx: AppContext) {
  /** One of the student's own tests, still open; another's or none is not found. */
  async function openTest(student: StudentPrincipal, testId: number) {
    const test = await repository.findStudentTest(ctx.db, student.institutionId, student.studentId, testId);
    if (!test) throw new AppError('common.not_found');
    if (!isOpen(test.state)) throw new AppError('level.test_closed');
    return test;
  }

  async function saveAnswer(
    test: repository.LevelTestRow,
    answer: {
      itemKey: string;
      choice: string | null;
      correct: boolean | null;
      score: number;
      marks: ReadingMarks | null;
    },
  ) {
    const now = ctx.clock();
    await repository.markStarted(ctx.db, test.institutionId, test.id, now);
    await repository.saveAnswer(ctx.db, { institutionId: test.institutionId, testId: test.id, ...answer }, now);
    const answers = await repository.answersOf(ctx.db, test.institutionId, test.id);
    return { item: answer.itemKey, answered: answers.length, items: levelForm(test.form).items.length };
  }

  /** The student's placement waiting, opened now when their placement is pending and none is open. */
  async function pendingPlacement(student: StudentPrincipal) {
    const open = await repository.findOpenTest(ctx.db, student.institutionId, student.studentId, 'placement');
    if (open) return open;
    await repository.insertOpenTests(ctx.db, [
      { institutionId: student.institutionId, studentId: student.studentId, kind: 'placement', form: PLACEMENT_FORM },
    ]);
    return repository.findOpenTest(ctx.db, student.institutionId, student.studentId, 'placement');
  }

  const finishedAnswer = (test: repository.LevelTestRow) => ({
    testid: test.id,
    kind: test.kind,
    score: test.score ?? 0,
    level: test.computedLevel as BookLevel,
  });

  /** A student of the class with the change of level the teacher asks for. */
  async function classStudent(staff: StaffPrincipal, courseId: number, studentId: number) {
    const [student] = await repository.enrolledStudents(ctx.db, staff.institutionId, courseId, [studentId]);
    if (!student) throw new AppError('common.not_found');
    return student;
  }

  return {
    // ── Students ──

    /** The test waiting for the student: their placement while it is pending, else a level check. */
    async pending(student: StudentPrincipal) {
      const me = await repository.findStudent(ctx.db, student.institutionId, student.studentId);
      if (!me) throw new AppError('common.not_found');
      const test =
        me.placement === 'pending'
          ? await pendingPlacement(student)
          : await repository.findOpenTest(ctx.db, student.institutionId, student.studentId, 'check');
      if (!test) return null;
      return toLearnerTest(test, levelForm(test.form), await repository.answersOf(ctx.db, test.institutionId, test.id));
    },

    /** The answer to a question: right or wrong is kept, not told. */
    async answerChoice(student: StudentPrincipal, testId: number, itemKey: string, choice: LevelChoiceKey) {
      const test = await openTest(student, testId);
      const item = levelForm(test.form).items.find((candidate) => candidate.key === itemKey);
      if (item?.kind !== 'question') throw wrongItem('Not a question of this test.');
      if (LEVEL_CHOICE_KEYS.indexOf(choice) >= item.choices.length) {
        throw new AppError('common.validation', [{ path: ['choice'], message: 'Not a choice of this question.' }]);
      }
      const correct = LEVEL_CHOICE_KEYS[item.right] === choice;
      return saveAnswer(test, { itemKey, choice, correct, score: correct ? 100 : 0, marks: null });
    },

    /**
     * A reading of a sentence: scored at once by the speech engine on the worker pool. The score and
     * the engine's marks (each expected word's, the speech inserted, the engine's version) are kept;
     * the recording is not.
     */
    async answerOral(student: StudentPrincipal, testId: number, itemKey: string, upload: UploadedRecording) {
      const test = await openTest(student, testId);
      const item = levelForm(test.form).items.find((candidate) => candidate.key === itemKey);
      if (item?.kind !== 'oral') throw wrongItem('Not a sentence to read of this test.');
      const { audio } = acceptedRecording(upload);
      const outcome = await ctx.workers.scoreReading({ audio, text: item.text });
      if (outcome.status === 'refused') throw new AppError(outcome.code);
      if (outcome.status === 'failed') throw new AppError('speech.scoring_failed');
      const { value } = outcome;
      const score = Math.round(value.overall ?? 0);
      const marks: ReadingMarks = {
        words: value.words.map(({ word, mark, start, end }) => ({ word, mark, start, end })),
        inserted: value.inserted.map(({ start, end }) => ({ start, end })),
        engine_version: value.engine_version,
      };
      return saveAnswer(test, { itemKey, choice: null, correct: null, score, marks });
    },

    /**
     * Closes the test with the level rule's score and level. A placement sets the student's level
     * (recorded as a change) and their placement done; a check's level is only computed, and
     * changes nothing until the teacher accepts it. Finishing again answers the same.
     */
    async finish(student: StudentPrincipal, testId: number) {
      const test = await repository.findStudentTest(ctx.db, student.institutionId, student.studentId, testId);
      if (!test) throw new AppError('common.not_found');
      if (test.state === 'finished') return finishedAnswer(test);
      if (!isOpen(test.state)) throw new AppError('level.test_closed');
      const form = levelForm(test.form);
      const outcome = outcomeOf(form, await repository.answersOf(ctx.db, test.institutionId, test.id));
      const finished = await ctx.db.transaction(async (tx) => {
        const now = ctx.clock();
        const row = await repository.finishTest(
          tx,
          test.institutionId,
          test.id,
          { score: outcome.score, computedLevel: outcome.level },
          now,
        );
        if (!row || test.kind !== 'placement') return row;
        const me = await repository.findStudent(tx, student.institutionId, student.studentId);
        await repository.setStudentLevel(
          tx,
          student.institutionId,
          student.studentId,
          { level: outcome.level, placement: 'done' },
          now,
        );
        await repository.insertChange(tx, {
          institutionId: student.institutionId,
          studentId: student.studentId,
          fromLevel: me?.level ?? null,
          toLevel: outcome.level,
          source: 'placement',
          testId: test.id,
        });
        return row;
      });
      if (finished) return finishedAnswer(finished);
      // Finished by a request racing this one: its answer.
      const again = await repository.findStudentTest(ctx.db, student.institutionId, student.studentId, testId);
      if (again?.state !== 'finished') throw new AppError('level.test_closed');
      return finishedAnswer(again);
    },

    // ── Teachers ──

    /** The class's students with their level, placement, open test, latest tests and history of levels. */
    async results(course: CourseRow) {
      const students = await repository.enrolledStudents(ctx.db, course.institutionId, course.id);
      const ids = students.map((s) => s.id);
      const [tests, changes] = await Promise.all([
        repository.testsOf(ctx.db, course.institutionId, ids),
        repository.changesOf(ctx.db, course.institutionId, ids),
      ]);
      return students.map((s) => {
        const own = tests.filter((test) => test.studentId === s.id);
        // As the learner app asks: a placement before a check.
        const open = own.filter((test) => isOpen(test.state));
        const waiting = open.find((test) => test.kind === 'placement') ?? open[0];
        return {
          stuid: s.id,
          username: s.username,
          account: s.account,
          active: s.active,
          level: s.level,
          placement: s.placement,
          open: waiting ? toTestSummary(waiting) : null,
          tests: own
            .filter((test) => test.state === 'finished')
            .slice(0, LEVEL_RESULTS_TESTS)
            .map(toTestSummary),
          history: changes.filter((change) => change.studentId === s.id).map(toLevelChange),
        };
      });
    },

    /**
     * Schedules a level check for students of the class. Those with a check open already are
     * skipped, and so are those still to take their placement test: it sets their level, and a
     * check is built around a level. Each is counted, for the teacher to be told.
     */
    async scheduleCheck(staff: StaffPrincipal, course: CourseRow, studentIds: number[]) {
      const ids = [...new Set(studentIds)];
      if (ids.length === 0) throw new AppError('students.none_selected');
      return ctx.db.transaction(async (tx) => {
        const enrolled = await repository.enrolledStudents(tx, staff.institutionId, course.id, ids);
        if (enrolled.length !== ids.length) throw new AppError('common.not_found');
        const students = enrolled.filter((s) => s.placement !== 'pending');
        const scheduled = await repository.insertOpenTests(
          tx,
          students.map((s) => ({
            institutionId: staff.institutionId,
            studentId: s.id,
            courseId: course.id,
            kind: 'check' as const,
            form: checkFormId(checkCentre(s.level)),
            requestedBy: staff.userId,
          })),
        );
        const checked = new Set(scheduled);
        await recordAudit(
          tx,
          staff,
          students
            .filter((s) => checked.has(s.id))
            .map((s) => ({
              action: 'student.level_check_scheduled',
              entity: 'student' as const,
              entityId: s.id,
              courseId: course.id,
              after: { level: s.level },
            })),
          ctx.clock(),
        );
        return {
          scheduled: scheduled.length,
          skipped: students.length - scheduled.length,
          placement_pending: enrolled.length - students.length,
        };
      });
    },

    /**
     * The teacher's level for a student of the class; with a test, kept beside its computed level
     * (accepting it or adjusting it). A change of level is recorded as the check's when it accepts
     * a check's computed level, else as the teacher's.
     */
    async setLevel(staff: StaffPrincipal, course: CourseRow, studentId: number, level: BookLevel, testId?: number) {
      const student = await classStudent(staff, course.id, studentId);
      let acceptsCheck = false;
      if (testId !== undefined) {
        const test = await repository.findStudentTest(ctx.db, staff.institutionId, student.id, testId);
        if (!test) throw new AppError('common.not_found');
        if (test.state !== 'finished') throw new AppError('level.test_not_finished');
        acceptsCheck = test.kind === 'check' && test.computedLevel === level;
      }
      const changed = student.level !== level;
      await ctx.db.transaction(async (tx) => {
        const now = ctx.clock();
        if (testId !== undefined)
          await repository.acceptLevel(tx, staff.institutionId, testId, level, staff.userId, now);
        if (testId !== undefined || changed) {
          await recordAudit(
            tx,
            staff,
            [
              {
                action: 'student.level_set',
                entity: 'student',
                entityId: student.id,
                courseId: course.id,
                before: { level: student.level },
                after: { level },
              },
            ],
            now,
          );
        }
        if (!changed) return;
        await repository.setStudentLevel(tx, staff.institutionId, student.id, { level }, now);
        await repository.insertChange(tx, {
          institutionId: staff.institutionId,
          studentId: student.id,
          fromLevel: student.level,
          toLevel: level,
          // A check's level accepted as computed moves the student as the check's; anything else is the teacher's.
          source: acceptsCheck ? 'check' : 'teacher',
          testId: testId ?? null,
          changedBy: staff.userId,
        });
      });
      return { stuid: student.id, level, changed };
    },

    /** A test of a student of the class, item by item with the answers and the level rule's marks. */
    async test(course: CourseRow, testId: number) {
      const test = await repository.findClassTest(ctx.db, course.institutionId, course.id, testId);
      if (!test) throw new AppError('common.not_found');
      const form = levelForm(test.form);
      const answers = await repository.answersOf(ctx.db, test.institutionId, test.id);
      const { levels } = outcomeOf(form, answers);
      return { stuid: test.studentId, test: toTestSummary(test), levels, items: toItemAnswers(form, answers) };
    },

    /**
     * Gives the readings of tests still open, scored under an earlier version of the score's rule
     * (docs/SPEECH.md), the current rule's score, worked out from their stored marks. A finished
     * test keeps its readings' scores: its score and level were worked out from them and acted on.
     * Idempotent, so every server may run it as it starts; stops between batches once `signal`
     * is aborted; answers how many readings it scored again.
     */
    async rescoreOpenReadings(signal?: AbortSignal): Promise<number> {
      let changed = 0;
      for (let after = 0; !signal?.aborted; ) {
        const current = `speech-${SCORER_VERSION}`;
        const rows = await repository.openReadingsOfOtherVersions(ctx.db, current, after, RESCORE_BATCH);
        if (rows.length === 0) break;
        for (const { id, institutionId, marks } of rows) {
          const rescored = marks && rescoredFromMarks(marks);
          if (!marks || !rescored) continue;
          const score = rescored.overall;
          const next = { ...marks, engine_version: rescored.engine_version };
          const reading = { id, institutionId };
          await repository.storeRescoredReading(
            ctx.db,
            reading,
            marks.engine_version,
            { score, marks: next },
            ctx.clock(),
          );
          changed++;
        }
        after = rows.at(-1)!.id;
      }
      return changed;
    },
  };
}
