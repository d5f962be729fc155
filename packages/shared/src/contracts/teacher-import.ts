import { z } from 'zod';
import { LANGUAGES, type Language } from '../domain/enums.js';
import { FILE_FORMATS, ROSTER_LIMITS } from './roster.js';

/**
 * Administrators import teachers from a spreadsheet on the teacher page: every row becomes an
 * invited teacher exactly as one invitation makes one, all rows or none.
 */

export const TEACHER_IMPORT_LIMITS = {
  /** The same upload limit as the roster's import. */
  maxBytes: ROSTER_LIMITS.importMaxBytes,
  maxRows: 200,
} as const;

/**
 * The columns, in the template's order. Their headers are these words (any case), the same in
 * every language, so one file works whoever fills it in.
 */
export const TEACHER_IMPORT_COLUMNS = ['name', 'email', 'language'] as const;
export type TeacherImportColumn = (typeof TEACHER_IMPORT_COLUMNS)[number];

/**
 * The language of a `language` cell: one of the app's codes (any case, `en_US` as `en-US`) or its
 * first part (`en`, `zh`, `ja`…); a blank cell answers `fallback` (the importing administrator's
 * language); anything else null.
 */
export function teacherLanguageOf(cell: string, fallback: Language): Language | null {
  const text = cell.trim().toLowerCase().replace('_', '-');
  if (text === '') return fallback;
  return LANGUAGES.find((language) => language.toLowerCase() === text || language.split('-')[0] === text) ?? null;
}

export const teacherTemplateQuery = z.object({ format: z.enum(FILE_FORMATS).default('csv') });

/**
 * The language a blank cell stands for: the one the administrator uses the app in, which the
 * page sends (`?language=`); without it, the language of the administrator's profile.
 */
export const teacherImportQuery = z.object({ language: z.enum(LANGUAGES).optional() });

/** A problem with one cell: `row` is the spreadsheet row number (the header is row 1), as the roster's import says. */
export const teacherImportProblem = z.object({
  row: z.number().int(),
  column: z.enum(TEACHER_IMPORT_COLUMNS),
  code: z.string(),
});
export type TeacherImportProblem = z.infer<typeof teacherImportProblem>;

/** One teacher row as it would be invited; `ok` is false when the row has a problem. */
export const teacherImportRow = z.object({
  row: z.number().int(),
  name: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES).nullable(),
  ok: z.boolean(),
});
export type TeacherImportRow = z.infer<typeof teacherImportRow>;

/** The preview: every row and every problem found; nothing is written. */
export const teacherImportPreviewResponse = z.object({
  status: z.literal('success'),
  rows: z.array(teacherImportRow),
  problems: z.array(teacherImportProblem),
});
export type TeacherImportPreview = z.infer<typeof teacherImportPreviewResponse>;

/**
 * The import: every row was invited in one go. A file with any problem answers
 * import.rows_invalid (details `{problems}`) and invites no one.
 */
export const teacherImportResponse = z.object({
  status: z.literal('success'),
  created: z.number().int(),
  userids: z.array(z.number().int()),
});
export type TeacherImportResult = z.infer<typeof teacherImportResponse>;
export const teacherImportRowsInvalidDetails = z.object({ problems: z.array(teacherImportProblem) });
