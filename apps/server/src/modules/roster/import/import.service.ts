import type { ImportResponse } from '@lms/shared';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { success } from '../../../lib/success.js';
import type { CourseRow } from '../../course/index.js';
import type { StaffPrincipal } from '../../session/index.js';
import type { AddStudentsCommand, NewStudent } from '../admission/add-students.command.js';
import { type AdmissionPlan, type Candidate, type PlannedRow, planAdmission } from '../admission/admission-plan.js';
import { readablePassword } from '../readable-password.js';
import { assertWithinLimits, limitProblems, quotaProblem, seatsProblem } from '../roster-limits.js';
import * as repository from '../student.repository.js';
import { hashStudentPassword } from '../student-password.js';
import type { UploadedFile } from './import-file.js';

const toImportRow = (row: PlannedRow) => ({
  row: row.row,
  username: row.profile.username,
  account: row.profile.account,
  action: row.action,
});

function assertImportable(plan: AdmissionPlan): void {
  if (plan.problems.length > 0) throw new AppError('import.rows_invalid', { problems: plan.problems });
}

/** A new student's password as given in the file, or a generated one for a blank cell. */
const passwordFor = (row: PlannedRow) => (row.values.password === '' ? readablePassword() : row.values.password);

export type ImportService = ReturnType<typeof createImportService>;

/**
 * POST /stu/importfromfile: every row is checked before anything is written; a dry run answers
 * the preview, a real import adds every row in one transaction or none. Rows of students
 * already in the class are skipped, so a list re-imports with only its new students.
 */
export function createImportService(ctx: AppContext, { addStudents }: { addStudents: AddStudentsCommand }) {
  /** The limits the plan would break now; checked for good, under the lock, when it is carried out. */
  async function preview(
    target: { institutionId: number; courseId: number },
    studentLimit: number,
    plan: AdmissionPlan,
  ) {
    const [seats] = await repository.occupiedSeats(ctx.db, target.institutionId, [target.courseId]);
    const institution = await repository.quotaOf(ctx.db, target.institutionId);
    const create = plan.rows.filter((row) => row.action === 'create');
    const joining = create.length + plan.rows.filter((row) => row.action === 'enrol' && row.existing?.active).length;
    return limitProblems(
      seatsProblem({ current: seats?.occupied ?? 0, limit: studentLimit }, joining),
      quotaProblem({ current: institution.quotaUsed, quota: institution.quota }, create.length),
    );
  }

  return {
    async importFile(
      staff: StaffPrincipal,
      course: CourseRow,
      file: UploadedFile | null,
      dryRun: boolean,
    ): Promise<ImportResponse> {
      if (!file) throw new AppError('import.file_missing');
      const candidates: Candidate[] = await ctx.workers.readStudentSheet(file);
      const target = { institutionId: staff.institutionId, courseId: course.id };
      const plan = await planAdmission(ctx.db, target, candidates, 'import');
      const count = (rows: PlannedRow[], action: PlannedRow['action']) =>
        rows.filter((row) => row.action === action).length;

      if (dryRun) {
        return success({
          dry_run: true,
          rows: plan.rows.map(toImportRow),
          problems: plan.problems,
          limits: await preview(target, course.studentLimit, plan),
          created: count(plan.rows, 'create'),
          enrolled: count(plan.rows, 'enrol'),
          unchanged: count(plan.rows, 'unchanged'),
          cards: null,
        });
      }

      assertImportable(plan);
      assertWithinLimits(...(await preview(target, course.studentLimit, plan)));
      // Hashing is the slow part: done for every new student at once, before the transaction opens.
      const prepared = new Map<number, Omit<NewStudent, 'profile'>>(
        await Promise.all(
          plan.rows
            .filter((row) => row.action === 'create')
            .map(async (row) => {
              const password = passwordFor(row);
              return [row.row, { password, passwordHash: await hashStudentPassword(password) }] as const;
            }),
        ),
      );

      let final = plan;
      const result = await addStudents(staff, course, async (tx) => {
        // The same checks again, now final: the institution is locked until the import commits.
        final = await planAdmission(tx, target, candidates, 'import');
        assertImportable(final);
        const create: NewStudent[] = [];
        for (const row of final.rows.filter((entry) => entry.action === 'create')) {
          const ready = prepared.get(row.row);
          const password = ready?.password ?? passwordFor(row);
          create.push({
            profile: row.profile,
            password,
            passwordHash: ready?.passwordHash ?? (await hashStudentPassword(password)),
          });
        }
        const enrol = final.rows.flatMap((row) =>
          row.action === 'enrol' && row.existing
            ? [
                {
                  id: row.existing.id,
                  username: row.existing.username,
                  account: row.existing.account,
                  active: row.existing.active,
                },
              ]
            : [],
        );
        return { create, enrol };
      });

      return success({
        dry_run: false,
        rows: final.rows.map(toImportRow),
        problems: [],
        limits: [],
        created: count(final.rows, 'create'),
        enrolled: count(final.rows, 'enrol'),
        unchanged: count(final.rows, 'unchanged'),
        cards: result.cards,
      });
    },
  };
}
