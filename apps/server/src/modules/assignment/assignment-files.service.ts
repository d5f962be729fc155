import type { AssignmentProgressResponse, FileFormat, Language } from '@lms/shared';
import type { AppContext } from '../../context.js';
import type { AccountService } from '../account/index.js';
import type { CourseRevision } from '../course/index.js';
import type { StaffPrincipal } from '../session/index.js';
import { materialNames } from './assignment.repository.js';
import type { AssignmentService } from './assignment.service.js';
import { progressSheet } from './progress-export.js';

/** The check page as a file for a spreadsheet program, written on the worker pool. */
export function createAssignmentFilesService(
  ctx: AppContext,
  { accounts, assignments }: { accounts: AccountService; assignments: AssignmentService },
) {
  return {
    /** What the check page shows, in the language asked for or else the staff member's; named after the assignment. */
    async progressExport(
      staff: StaffPrincipal,
      course: CourseRevision,
      assignmentId: number,
      format: FileFormat,
      asked?: Language,
    ) {
      // The same answer the check page reads, so access, scoping and freshness are the page's.
      const body = await assignments.progressBody(staff, course, assignmentId);
      const progress = JSON.parse(body.toString('utf8')) as AssignmentProgressResponse;
      const [language, names] = await Promise.all([
        asked ?? accounts.load(staff).then((account) => account.language),
        materialNames(ctx.db, progress.assignment.resourceids),
      ]);
      const file = await ctx.workers.writeSpreadsheet(format, [progressSheet(progress, names, language)]);
      return { ...file, name: progress.assignment.name };
    },
  };
}

export type AssignmentFilesService = ReturnType<typeof createAssignmentFilesService>;
