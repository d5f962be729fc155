import {
  type ErrorCode,
  type FileFormat,
  isEmailAddress,
  type Language,
  nameProblem,
  TEACHER_IMPORT_COLUMNS,
  type TeacherImportColumn,
  type TeacherImportPreview,
  type TeacherImportProblem,
  type TeacherImportResult,
  type TeacherImportRow,
  teacherLanguageOf,
} from '@lms/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { UploadedFile } from '../../lib/spreadsheet/uploaded-table.js';
import { success } from '../../lib/success.js';
import { withUniqueConflicts } from '../../lib/unique-conflict.js';
import * as directory from '../directory/index.js';
import type { StaffPrincipal } from '../session/index.js';
import * as accounts from './account.repository.js';
import {
  type CreatedInvitation,
  EMAIL_TAKEN,
  type InvitationService,
  type InvitedTeacher,
} from './invitation.service.js';
import { auditStaff } from './staff.audit.js';
import type { TeacherSheetRow } from './teacher-sheet.js';

export type TeacherImportService = ReturnType<typeof createTeacherImportService>;

interface PlannedTeacher {
  row: TeacherImportRow;
  /** The teacher to invite, when the row has no problem. */
  invited: InvitedTeacher | null;
}

interface TeacherPlan {
  teachers: PlannedTeacher[];
  problems: TeacherImportProblem[];
}

/**
 * Checks every row of the file (name, e-mail, language), the e-mails against each other and
 * against every account of any school, writing nothing. Runs for the preview, before the import
 * and again inside its transaction. A blank language is the administrator's own.
 */
async function planTeachers(db: Db, rows: TeacherSheetRow[], fallback: Language): Promise<TeacherPlan> {
  const emailOf = (row: TeacherSheetRow) => row.values.email.trim().toLowerCase();
  const taken = await directory.takenStaffEmails(db, [...new Set(rows.map(emailOf).filter(isEmailAddress))]);
  const seen = new Set<string>();
  const teachers: PlannedTeacher[] = [];
  const problems: TeacherImportProblem[] = [];
  for (const entry of rows) {
    const found = new Map<TeacherImportColumn, ErrorCode>();
    const name = entry.values.name.trim();
    const email = emailOf(entry);
    // The rules of one invitation: the one name rule, an e-mail as the forms accept it.
    const badName = nameProblem(name);
    if (badName) found.set('name', badName);
    const emailValid = isEmailAddress(email);
    if (!emailValid) found.set('email', 'auth.email_invalid');
    else if (seen.has(email)) found.set('email', 'import.email_repeated');
    else if (taken.has(email)) found.set('email', 'account.email_taken');
    if (emailValid) seen.add(email);
    const language = teacherLanguageOf(entry.values.language, fallback);
    if (!language) found.set('language', 'import.language_unknown');

    for (const column of TEACHER_IMPORT_COLUMNS) {
      const code = found.get(column);
      if (code) problems.push({ row: entry.row, column, code });
    }
    const ok = found.size === 0;
    teachers.push({
      row: { row: entry.row, name, email, language, ok },
      invited: ok && language ? { name, email, language } : null,
    });
  }
  return { teachers, problems };
}

function assertImportable(plan: TeacherPlan): InvitedTeacher[] {
  if (plan.problems.length > 0) throw new AppError('import.rows_invalid', { problems: plan.problems });
  return plan.teachers.flatMap((teacher) => (teacher.invited ? [teacher.invited] : []));
}

/**
 * Administrators invite many teachers at once from a spreadsheet: a preview says what each row
 * would do, and the import invites every row or none, each teacher exactly as one invitation
 * does (an invited account, a 7-day link mailed after the commit), audited once with the count.
 */
export function createTeacherImportService(ctx: AppContext, { invitations }: { invitations: InvitationService }) {
  /** What a blank language cell means: the language the administrator uses the app in, else their profile's. */
  async function languageOf(admin: StaffPrincipal, shown: Language | undefined): Promise<Language> {
    if (shown) return shown;
    const record = await accounts.findStaffById(ctx.db, admin.institutionId, admin.userId);
    if (!record) throw new AppError('common.not_found');
    return record.language;
  }

  async function read(admin: StaffPrincipal, file: UploadedFile | null, shown: Language | undefined) {
    if (!file) throw new AppError('import.file_missing');
    const [rows, language] = await Promise.all([ctx.workers.readTeacherSheet(file), languageOf(admin, shown)]);
    return { rows, language };
  }

  return {
    /** The template: the header row the import reads, nothing else. */
    template(format: FileFormat) {
      return ctx.workers.writeSpreadsheet(format, [
        { name: 'teachers', header: [...TEACHER_IMPORT_COLUMNS], rows: [] },
      ]);
    },

    async preview(admin: StaffPrincipal, file: UploadedFile | null, shown?: Language): Promise<TeacherImportPreview> {
      const { rows, language } = await read(admin, file, shown);
      const plan = await planTeachers(ctx.db, rows, language);
      return success({ rows: plan.teachers.map((teacher) => teacher.row), problems: plan.problems });
    },

    async commit(admin: StaffPrincipal, file: UploadedFile | null, shown?: Language): Promise<TeacherImportResult> {
      const { rows, language } = await read(admin, file, shown);
      assertImportable(await planTeachers(ctx.db, rows, language));
      const created = await withUniqueConflicts(EMAIL_TAKEN, () =>
        ctx.db.transaction(async (tx) => {
          // The same checks again, now final: an e-mail taken since is refused by the row.
          const teachers = assertImportable(await planTeachers(tx, rows, language));
          const created: CreatedInvitation[] = [];
          for (const teacher of teachers) created.push(await invitations.createInvited(tx, admin, teacher));
          await auditStaff(
            tx,
            admin,
            { action: 'staff.import', userId: null, after: { count: created.length } },
            ctx.clock(),
          );
          return created;
        }),
      );
      await invitations.mailCreated(admin, created);
      return success({ created: created.length, userids: created.map((entry) => entry.userId) });
    },
  };
}
