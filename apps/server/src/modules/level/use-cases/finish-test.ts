import type { BookLevel } from '@lms/shared';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import type { StudentPrincipal } from '../../session/index.js';
import { levelForm } from '../content/forms.js';
import * as repository from '../level.repository.js';
import { formOutcome, isOpen } from '../level.rules.js';

const finishedAnswer = (test: repository.LevelTestRow) => ({
  testid: test.id,
  kind: test.kind,
  score: test.score ?? 0,
  level: test.computedLevel as BookLevel,
});

/**
 * Closes the student's test with the level rule's score and level. A placement sets the student's
 * level (recorded as a change) and their placement done; a check's level is only computed, and
 * changes nothing until the teacher accepts it. Finishing again answers the same.
 */
export async function finishTest(ctx: AppContext, student: StudentPrincipal, testId: number) {
  const test = await repository.findStudentTest(ctx.db, student.institutionId, student.studentId, testId);
  if (!test) throw new AppError('common.not_found');
  if (test.state === 'finished') return finishedAnswer(test);
  if (!isOpen(test.state)) throw new AppError('level.test_closed');
  const outcome = formOutcome(
    levelForm(test.form).items,
    await repository.answersOf(ctx.db, test.institutionId, test.id),
  );
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
}
