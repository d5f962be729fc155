import { LEVEL_RESULTS_TESTS } from '@lms/shared';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import type { CourseRow } from '../../course/index.js';
import { levelForm } from '../content/forms.js';
import { toItemAnswers, toLevelChange, toTestSummary } from '../level.presenter.js';
import * as repository from '../level.repository.js';
import { formOutcome, isOpen } from '../level.rules.js';

// What a teacher reads of the class's levels: each student's tests and levels, and one test in full.

/** The class's students with their level, placement, open test, latest tests and history of levels. */
export async function classResults(ctx: AppContext, course: CourseRow) {
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
}

/** A test of a student of the class, item by item with the answers and the level rule's marks. */
export async function classTest(ctx: AppContext, course: CourseRow, testId: number) {
  const test = await repository.findClassTest(ctx.db, course.institutionId, course.id, testId);
  if (!test) throw new AppError('common.not_found');
  const form = levelForm(test.form);
  const answers = await repository.answersOf(ctx.db, test.institutionId, test.id);
  const { levels } = formOutcome(form.items, answers);
  return { stuid: test.studentId, test: toTestSummary(test), levels, items: toItemAnswers(form, answers) };
}
