import { LEVEL_CHOICE_KEYS, type LevelChoiceKey, type ReadingMarks } from '@lms/shared';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { acceptedRecording, type UploadedRecording } from '../../echo/index.js';
import type { StudentPrincipal } from '../../session/index.js';
import { levelForm, PLACEMENT_FORM } from '../content/forms.js';
import { toLearnerTest } from '../level.presenter.js';
import * as repository from '../level.repository.js';
import { isOpen } from '../level.rules.js';

// A student taking a test in the learner app: the test waiting for them, and their answers.

/** A test's item that is not of the kind answered, or not of its form at all. */
const wrongItem = (message: string) => new AppError('common.validation', [{ path: ['item'], message }]);

/** The student's placement waiting, opened now when their placement is pending and none is open. */
async function pendingPlacement(ctx: AppContext, student: StudentPrincipal) {
  const open = await repository.findOpenTest(ctx.db, student.institutionId, student.studentId, 'placement');
  if (open) return open;
  await repository.insertOpenTests(ctx.db, [
    { institutionId: student.institutionId, studentId: student.studentId, kind: 'placement', form: PLACEMENT_FORM },
  ]);
  return repository.findOpenTest(ctx.db, student.institutionId, student.studentId, 'placement');
}

/** The test waiting for the student: their placement while it is pending, else a level check. */
export async function pendingTest(ctx: AppContext, student: StudentPrincipal) {
  const me = await repository.findStudent(ctx.db, student.institutionId, student.studentId);
  if (!me) throw new AppError('common.not_found');
  const test =
    me.placement === 'pending'
      ? await pendingPlacement(ctx, student)
      : await repository.findOpenTest(ctx.db, student.institutionId, student.studentId, 'check');
  if (!test) return null;
  return toLearnerTest(test, levelForm(test.form), await repository.answersOf(ctx.db, test.institutionId, test.id));
}

/** One of the student's own tests, still open; another's or none is not found. */
async function openTest(ctx: AppContext, student: StudentPrincipal, testId: number) {
  const test = await repository.findStudentTest(ctx.db, student.institutionId, student.studentId, testId);
  if (!test) throw new AppError('common.not_found');
  if (!isOpen(test.state)) throw new AppError('level.test_closed');
  return test;
}

/** Keeps an item's answer (the test counts as started) and tells how far the student is. */
async function saveAnswer(
  ctx: AppContext,
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

/** The answer to a question: right or wrong is kept, not told. */
export async function answerChoice(
  ctx: AppContext,
  student: StudentPrincipal,
  testId: number,
  itemKey: string,
  choice: LevelChoiceKey,
) {
  const test = await openTest(ctx, student, testId);
  const item = levelForm(test.form).items.find((candidate) => candidate.key === itemKey);
  if (item?.kind !== 'question') throw wrongItem('Not a question of this test.');
  if (LEVEL_CHOICE_KEYS.indexOf(choice) >= item.choices.length) {
    throw new AppError('common.validation', [{ path: ['choice'], message: 'Not a choice of this question.' }]);
  }
  const correct = LEVEL_CHOICE_KEYS[item.right] === choice;
  return saveAnswer(ctx, test, { itemKey, choice, correct, score: correct ? 100 : 0, marks: null });
}

/**
 * A reading of a sentence: scored at once by the speech engine on the worker pool. The score and
 * the engine's marks (each expected word's, the speech inserted, the engine's version) are kept;
 * the recording is not.
 */
export async function answerOral(
  ctx: AppContext,
  student: StudentPrincipal,
  testId: number,
  itemKey: string,
  upload: UploadedRecording,
) {
  const test = await openTest(ctx, student, testId);
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
  return saveAnswer(ctx, test, { itemKey, choice: null, correct: null, score, marks });
}
