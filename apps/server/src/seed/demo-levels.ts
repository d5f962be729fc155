import type { Demo } from '@lms/demo';
import { BOOK_LEVELS, type BookLevel, LEVEL_CHOICE_KEYS } from '@lms/shared';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { courses, enrolments, levelAnswers, levelChanges, levelTests, students } from '../db/schema/index.js';
import { addDays } from '../lib/clock.js';
import { checkFormId, levelForm, levelOutcome, PLACEMENT_FORM } from '../modules/level/index.js';

type Plan = Demo['levels'];
type Range = { from: number; to: number };

const shift = (level: BookLevel, by: number) => BOOK_LEVELS[BOOK_LEVELS.indexOf(level) + by];
const spread = (range: Range, index: number) => range.from + (index % (range.to - range.from + 1));

/**
 * A finished test's answers, as a student who reads up to `knows` gives them: the questions at or
 * below it right and those above wrong, each reading scored high or low. The level rule must
 * compute `expected` from them, or the demo's history would contradict the rule.
 */
function takeTest(form: string, knows: BookLevel, expected: BookLevel, seed: number) {
  const items = levelForm(form).items.map((item, i) => {
    const known = item.level <= knows;
    if (item.kind === 'oral')
      return { item, choice: null, correct: null, score: known ? 72 + ((seed + i) % 20) : 35 + ((seed + i) % 15) };
    const right = known ? item.right : (item.right + 1) % item.choices.length;
    return { item, choice: LEVEL_CHOICE_KEYS[right]!, correct: known, score: known ? 100 : 0 };
  });
  const outcome = levelOutcome(items.map(({ item, score }) => ({ level: item.level, score })));
  if (outcome.level !== expected) throw new Error(`demo levels: ${form} up to ${knows} computes ${outcome.level}`);
  return { items, score: outcome.score };
}

interface PlannedTest {
  studentId: number;
  institutionId: number;
  courseId: number | null;
  requestedBy: number | null;
  kind: 'placement' | 'check';
  form: string;
  finishedAt: Date | null;
  knows: BookLevel;
  computed: BookLevel | null;
  accepted: BookLevel | null;
  adjustedAt: Date | null;
}

/**
 * The demo's level tests and level changes (`demo.levels`): every placed student's placement,
 * the level checks some took since, teachers' adjustments and checks still waiting, each test's
 * answers consistent with the level rule, and the student's level at the end of it their level now.
 */
export async function seedDemoLevels(db: Db, now: Date, plan: Plan): Promise<void> {
  const placed = await db
    .selectDistinctOn([students.id], {
      id: students.id,
      institutionId: students.institutionId,
      level: students.level,
      courseId: enrolments.courseId,
      teacherId: courses.teacherId,
    })
    .from(students)
    .innerJoin(
      enrolments,
      and(eq(enrolments.institutionId, students.institutionId), eq(enrolments.studentId, students.id)),
    )
    .innerJoin(courses, and(eq(courses.institutionId, enrolments.institutionId), eq(courses.id, enrolments.courseId)))
    .where(and(eq(students.placement, 'done'), isNotNull(students.level)))
    .orderBy(asc(students.id), asc(enrolments.courseId));

  const tests: PlannedTest[] = [];
  const changes: (typeof levelChanges.$inferInsert & { kind: 'placement' | 'check' | 'teacher' })[] = [];
  placed.forEach((student, i) => {
    const level = student.level as BookLevel;
    const base = { studentId: student.id, institutionId: student.institutionId, accepted: null, adjustedAt: null };
    const byTeacher = { courseId: student.courseId, requestedBy: student.teacherId };
    const placedAt = addDays(now, -spread(plan.placedDaysAgo, i));
    const checkedAt = addDays(now, -spread(plan.checkedDaysAgo, i));
    const movedUp = i % plan.movedUpEvery === 0 && shift(level, -1);
    const adjusted = !movedUp && i % plan.adjustedEvery === 2 && shift(level, 1);
    const placedLevel = movedUp || adjusted || level;
    const placement: PlannedTest = {
      ...base,
      courseId: null,
      requestedBy: null,
      kind: 'placement',
      form: PLACEMENT_FORM,
      finishedAt: placedAt,
      knows: placedLevel,
      computed: placedLevel,
    };
    tests.push(placement);
    changes.push({
      ...base,
      kind: 'placement',
      fromLevel: null,
      toLevel: placedLevel,
      source: 'placement',
      createdAt: placedAt,
    });
    if (movedUp) {
      tests.push({
        ...base,
        ...byTeacher,
        kind: 'check',
        form: checkFormId(movedUp),
        finishedAt: checkedAt,
        knows: level,
        computed: level,
        // A check's level moves the student once the teacher accepts it.
        accepted: level,
        adjustedAt: checkedAt,
      });
      changes.push({
        ...base,
        kind: 'check',
        fromLevel: movedUp,
        toLevel: level,
        source: 'check',
        changedBy: student.teacherId,
        createdAt: checkedAt,
      });
    } else if (adjusted) {
      const at = addDays(now, -plan.adjustedDaysAgo);
      Object.assign(placement, { accepted: level, adjustedAt: at });
      changes.push({
        ...base,
        kind: 'placement',
        fromLevel: adjusted,
        toLevel: level,
        source: 'teacher',
        changedBy: student.teacherId,
        createdAt: at,
      });
    } else if (i % plan.confirmedEvery === 1) {
      tests.push({
        ...base,
        ...byTeacher,
        kind: 'check',
        form: checkFormId(level),
        finishedAt: checkedAt,
        knows: level,
        computed: level,
      });
    }
    if (i % plan.waitingEvery === 3) {
      tests.push({
        ...base,
        ...byTeacher,
        kind: 'check',
        form: checkFormId(level),
        finishedAt: null,
        knows: level,
        computed: null,
      });
    }
  });

  const taken = tests.map((test, i) => (test.computed ? takeTest(test.form, test.knows, test.computed, i) : null));
  const rows = await db
    .insert(levelTests)
    .values(
      tests.map((test, i) => {
        const finished = test.finishedAt;
        const created = finished ?? addDays(now, -1);
        return {
          institutionId: test.institutionId,
          studentId: test.studentId,
          courseId: test.courseId,
          kind: test.kind,
          form: test.form,
          state: finished ? ('finished' as const) : ('pending' as const),
          requestedBy: test.requestedBy,
          createdAt: created,
          startedAt: finished,
          finishedAt: finished,
          score: taken[i]?.score ?? null,
          computedLevel: test.computed,
          acceptedLevel: test.accepted,
          adjustedBy: test.accepted ? (test.requestedBy ?? null) : null,
          adjustedAt: test.adjustedAt,
        };
      }),
    )
    .returning({ id: levelTests.id, studentId: levelTests.studentId, kind: levelTests.kind, state: levelTests.state });
  // Each student has at most one test of a kind in a state: the key back to the plan.
  const key = (studentId: number, kind: string, finished: boolean) => `${studentId}:${kind}:${finished}`;
  const ids = new Map(rows.map((row) => [key(row.studentId, row.kind, row.state === 'finished'), row.id]));
  const testId = (test: { studentId: number; kind: string }, finished = true) =>
    ids.get(key(test.studentId, test.kind, finished))!;

  const answers = tests.flatMap((test, i) =>
    (taken[i]?.items ?? []).map(({ item, choice, correct, score }) => ({
      institutionId: test.institutionId,
      testId: testId(test),
      itemKey: item.key,
      choice,
      correct,
      score,
      createdAt: test.finishedAt!,
      updatedAt: test.finishedAt!,
    })),
  );
  for (let from = 0; from < answers.length; from += 2000) {
    await db.insert(levelAnswers).values(answers.slice(from, from + 2000));
  }
  await db
    .insert(levelChanges)
    .values(
      changes.map(({ kind, ...change }) => ({ ...change, testId: testId({ studentId: change.studentId, kind }) })),
    );
}
