import { LEVEL_CHOICE_KEYS, type LearnerLevelTest } from '@lms/shared';
import type { Db } from '../../db/client.js';
import { levelAnswers, levelTests } from '../../db/schema/index.js';
import { createCourse, createSchool, createStudents, enrol } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { checkFormId, levelForm, PLACEMENT_FORM } from './content/forms.js';

/** A school with one class of `students` students (two unless told). */
export async function levelSchool(
  t: Pick<TestApp, 'db' | 'clock'>,
  options: { students?: number; expiresInDays?: number } = {},
) {
  const school = await createSchool(t.db);
  const course = await createCourse(t.db, {
    institutionId: school.institution.id,
    teacherId: school.teacher.id,
    today: t.clock(),
    expiresInDays: options.expiresInDays,
  });
  const students = await createStudents(t.db, { institutionId: school.institution.id, count: options.students ?? 2 });
  await enrol(t.db, course, students);
  return { ...school, course, students };
}

/** The choice a student picks for a question of the test: the right one when `knows` says so, else a wrong one. */
export function choiceFor(test: Pick<LearnerLevelTest, 'form'>, item: string, knows: boolean) {
  const question = levelForm(test.form).items.find((candidate) => candidate.key === item);
  if (question?.kind !== 'question') throw new Error(`${item} is not a question of ${test.form}`);
  const index = knows ? question.right : (question.right + 1) % question.choices.length;
  return LEVEL_CHOICE_KEYS[index]!;
}

/**
 * The access matrix's level tests of a school's student: a finished placement (its questions
 * answered right and its sentences not read, placed at L) and an open level check.
 */
export async function matrixLevelTests(db: Db, plan: { institutionId: number; studentId: number; today: Date }) {
  const form = levelForm(PLACEMENT_FORM);
  const [test] = await db
    .insert(levelTests)
    .values({
      institutionId: plan.institutionId,
      studentId: plan.studentId,
      kind: 'placement',
      form: PLACEMENT_FORM,
      state: 'finished',
      startedAt: plan.today,
      finishedAt: plan.today,
      // 24 questions right and 3 sentences not read: every level passed, (24 × 100) / 27.
      score: 89,
      computedLevel: 'L',
    })
    .returning({ id: levelTests.id });
  await db.insert(levelAnswers).values(
    form.items
      .filter((item) => item.kind === 'question')
      .map((item) => ({
        institutionId: plan.institutionId,
        testId: test!.id,
        itemKey: item.key,
        choice: LEVEL_CHOICE_KEYS[item.right]!,
        correct: true,
        score: 100,
      })),
  );
  const [check] = await db
    .insert(levelTests)
    .values({ institutionId: plan.institutionId, studentId: plan.studentId, kind: 'check', form: checkFormId('L') })
    .returning({ id: levelTests.id });
  return { testId: test!.id, openTestId: check!.id };
}
