import type { AssignmentProgressResponse, FileFormat, Language } from '@lms/shared';
import type { AppContext } from '../../context.js';
import { createAccountService } from '../account/account.service.js';
import type { StaffPrincipal } from '../auth/principal.js';
import { materialNames } from './assignment.repository.js';
import { createAssignmentService } from './assignment.service.js';
import { progressSheet } from './progress-export.js';

/** The check page as a file for a spreadsheet program, written on the worker pool. */
export function createAssignmentFilesService(ctx: AppContext) {
  const accounts = createAccountService(ctx);
  const assignments = createAssignmentService(ctx);

  return {
    /** What the check page shows, in the language asked for or else the staff member's; named after the assignment. */
    async progressExport(
      staff: StaffPrincipal,
      courseId: number,
      assignmentId: number,
      format: FileFormat,
      asked?: Language,
    ) {
      // The same answer the check page reads, so access, scoping and freshness are the page's.
      const body = await assignments.progressBody(staff, courseId, assignmentId);
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
