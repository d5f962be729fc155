import { type FileFormat, IMPORT_COLUMNS, type Language, type StudentField } from '@lms/shared';
import type { AppContext } from '../../../context.js';
import type { Sheet } from '../../../lib/spreadsheet/spreadsheet.js';
import type { AccountService } from '../../account/index.js';
import type { StaffPrincipal } from '../../session/index.js';
import type { LoginCardService } from '../login-cards/login-cards.service.js';
import type { RosterService } from '../roster.service.js';
import { COLUMN_LABELS, TEXT_FIELDS } from './column-labels.js';
import { rosterSheets } from './roster-export.js';
import { TEMPLATE_TEXTS } from './template-texts.js';

export type RosterFilesService = ReturnType<typeof createRosterFilesService>;

/** The roster as files: the import template, the export of a class, and the login cards. */
export function createRosterFilesService(
  ctx: AppContext,
  { accounts, roster, loginCards }: { accounts: AccountService; roster: RosterService; loginCards: LoginCardService },
) {
  /** The language asked for, else the one the staff member chose for the app. */
  async function languageOf(staff: StaffPrincipal, asked: Language | undefined): Promise<Language> {
    return asked ?? (await accounts.load(staff)).language;
  }

  const textColumns = (fields: readonly StudentField[]) =>
    fields.flatMap((field, index) => (TEXT_FIELDS.includes(field) ? [index] : []));

  return {
    /** The import template: headers in the staff member's language, an example row and (XLSX) a notes sheet. */
    async template(staff: StaffPrincipal, format: FileFormat, asked?: Language) {
      const language = await languageOf(staff, asked);
      const texts = TEMPLATE_TEXTS[language];
      const labels = COLUMN_LABELS[language];
      const example: Record<StudentField, string> = {
        username: texts.example.username,
        account: texts.example.account,
        password: '',
        pin: '',
        parent_phone: '',
        parent_account: '',
        remarks: '',
      };
      const students: Sheet = {
        name: texts.studentsSheet,
        header: IMPORT_COLUMNS.map((field) => labels[field]),
        rows: [IMPORT_COLUMNS.map((field) => example[field])],
        textColumns: textColumns(IMPORT_COLUMNS),
      };
      const notes: Sheet = {
        name: texts.notesSheet,
        header: [...texts.notesHeader],
        rows: [
          ...IMPORT_COLUMNS.map((field) => [labels[field], texts.notes[field]]),
          ['', ''],
          ...texts.general.map((text) => ['', text]),
        ],
      };
      return ctx.workers.writeSpreadsheet(format, [students, notes]);
    },

    /** A class's students as the roster shows them (no passwords), ready to re-import; CSV has the first sheet. */
    async export(staff: StaffPrincipal, courseId: number, format: FileFormat, asked?: Language) {
      const [language, { record, info }] = await Promise.all([languageOf(staff, asked), roster.list(staff, courseId)]);
      const file = await ctx.workers.writeSpreadsheet(format, rosterSheets(record, language));
      return { ...file, name: info.course_name };
    },

    /** The one download of a batch of login cards, as a PDF; `address` is where students sign in. */
    async loginCards(staff: StaffPrincipal, handle: string, address: string, asked?: Language) {
      const cards = await loginCards.redeem(staff, handle, address);
      return ctx.workers.renderLoginCards(cards, await languageOf(staff, asked));
    },
  };
}
