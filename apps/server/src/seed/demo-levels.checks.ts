import { demo } from '@lms/demo';
import { BOOK_LEVELS, levelResultsResponse } from '@lms/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, institutions, levelAnswers, levelChanges, levelTests, students } from '../db/schema/index.js';
import { signIn, type TestApp } from '../test/harness.js';

/** The demo's level tests: placements, checks, teachers' levels and checks waiting, true to the level rule. */
export function demoLevelChecks(t: TestApp) {
  describe('level tests in the demo', () => {
    it('places every placed student, and leaves those waiting for placement without a test', async () => {
      const rows = await t.db.select().from(students);
      const placements = await t.db.select().from(levelTests).where(eq(levelTests.kind, 'placement'));
      expect(rows.some((row) => row.placement === 'pending')).toBe(true);
      for (const row of rows) {
        const tests = placements.filter((test) => test.studentId === row.id).length;
        expect(tests, row.account).toBe(row.placement === 'done' && row.level ? 1 : 0);
      }
    });

    it('ends every student’s history at their level now, each change following the one before', async () => {
      const changes = await t.db
        .select()
        .from(levelChanges)
        .orderBy(asc(levelChanges.studentId), asc(levelChanges.createdAt));
      const sources = new Set(changes.map((change) => change.source));
      expect(sources).toEqual(new Set(['placement', 'check', 'teacher']));
      const levels = new Map((await t.db.select().from(students)).map((s) => [s.id, s.level]));
      const last = new Map<number, string>();
      for (const change of changes) {
        expect(change.fromLevel).toBe(last.get(change.studentId) ?? null);
        last.set(change.studentId, change.toLevel);
      }
      for (const [studentId, level] of last) expect(levels.get(studentId)).toBe(level);
      // Checks within the last three weeks, so the dashboard's 30 days show movement.
      const checks = changes.filter((change) => change.source === 'check');
      expect(checks.length).toBeGreaterThan(5);
      for (const change of checks)
        expect(t.clock().getTime() - change.createdAt.getTime()).toBeLessThan(21 * 86_400_000);
      // A check's level moved the student only because a teacher accepted it.
      const finishedChecks = await t.db.select().from(levelTests).where(eq(levelTests.kind, 'check'));
      for (const change of checks) {
        expect(change.changedBy).not.toBeNull();
        const test = finishedChecks.find((row) => row.id === change.testId);
        expect(test).toMatchObject({ acceptedLevel: change.toLevel, adjustedBy: change.changedBy });
      }
    });

    it('keeps each finished test’s answers, and checks waiting in the classes', async () => {
      const [answers] = await t.db
        .select({ n: count() })
        .from(levelAnswers)
        .innerJoin(
          levelTests,
          and(eq(levelTests.institutionId, levelAnswers.institutionId), eq(levelTests.id, levelAnswers.testId)),
        )
        .where(eq(levelTests.state, 'finished'));
      const [finished] = await t.db.select({ n: count() }).from(levelTests).where(eq(levelTests.state, 'finished'));
      expect(answers!.n).toBeGreaterThanOrEqual(finished!.n * 9);
      const waiting = await t.db
        .select()
        .from(levelTests)
        .where(and(eq(levelTests.state, 'pending'), eq(levelTests.kind, 'check')));
      expect(waiting.length).toBeGreaterThan(3);
      expect(waiting.every((test) => test.courseId !== null && test.requestedBy !== null)).toBe(true);
    });

    it('shows a demo class its levels through the teacher API, with checks and an adjusted level', async () => {
      const headers = await signIn(t, 'admin@demo.test', demo.password);
      const classes = await t.db
        .select({ id: courses.id })
        .from(courses)
        .innerJoin(institutions, eq(institutions.id, courses.institutionId))
        .where(eq(institutions.schoolCode, 'DEMO'));
      const record = [];
      for (const course of classes) {
        const response = await t.app.inject({ method: 'GET', url: `/api/level/${course.id}`, headers });
        expect(response.statusCode).toBe(200);
        record.push(...levelResultsResponse.parse(response.json()).record);
      }
      const tests = record.flatMap((student) => student.tests);
      expect(tests.some((test) => test.kind === 'check')).toBe(true);
      expect(tests.some((test) => test.accepted_level !== null && test.accepted_level !== test.computed_level)).toBe(
        true,
      );
      expect(tests.every((test) => BOOK_LEVELS.some((level) => level === test.computed_level))).toBe(true);
      expect(record.some((student) => student.open?.kind === 'check')).toBe(true);
    });
  });
}
