import type { BookLevel, LevelChoiceKey } from '@lms/shared';
import type { AppContext } from '../../context.js';
import type { CourseRow } from '../course/index.js';
import type { UploadedRecording } from '../echo/index.js';
import type { StaffPrincipal, StudentPrincipal } from '../session/index.js';
import { classResults, classTest } from './use-cases/class-results.js';
import { finishTest } from './use-cases/finish-test.js';
import { rescoreOpenReadings } from './use-cases/rescore-readings.js';
import { scheduleCheck } from './use-cases/schedule-check.js';
import { setLevel } from './use-cases/set-level.js';
import { answerChoice, answerOral, pendingTest } from './use-cases/take-test.js';

export type LevelService = ReturnType<typeof createLevelService>;

/**
 * Level tests and level checks: students take them in the learner app (a placement when theirs is
 * pending, a check their teacher scheduled), the level rule turns the answers into a level, and
 * teachers follow the results and accept or adjust the level. Each use case is a function of the
 * context and its input, in `use-cases/`.
 */
export function createLevelService(ctx: AppContext) {
  return {
    // ── Students ──
    pending: (student: StudentPrincipal) => pendingTest(ctx, student),
    answerChoice: (student: StudentPrincipal, testId: number, itemKey: string, choice: LevelChoiceKey) =>
      answerChoice(ctx, student, testId, itemKey, choice),
    answerOral: (student: StudentPrincipal, testId: number, itemKey: string, upload: UploadedRecording) =>
      answerOral(ctx, student, testId, itemKey, upload),
    finish: (student: StudentPrincipal, testId: number) => finishTest(ctx, student, testId),

    // ── Teachers ──
    results: (course: CourseRow) => classResults(ctx, course),
    test: (course: CourseRow, testId: number) => classTest(ctx, course, testId),
    scheduleCheck: (staff: StaffPrincipal, course: CourseRow, studentIds: number[]) =>
      scheduleCheck(ctx, staff, course, studentIds),
    setLevel: (staff: StaffPrincipal, course: CourseRow, studentId: number, level: BookLevel, testId?: number) =>
      setLevel(ctx, staff, course, studentId, level, testId),

    // ── Upkeep ──
    rescoreOpenReadings: (signal?: AbortSignal) => rescoreOpenReadings(ctx, signal),
  };
}
