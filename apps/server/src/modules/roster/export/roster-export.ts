import {
  EXPORT_COLUMNS,
  type Language,
  type RosterStudent,
  type StudentField,
  sortByStudentName,
  writtenDay,
} from '@lms/shared';
import { calendarDate } from '../../../lib/clock.js';
import type { Sheet } from '../../../lib/spreadsheet/spreadsheet.js';
import { COLUMN_LABELS, TEXT_FIELDS } from './column-labels.js';
import { EXPORT_TEXTS } from './export-texts.js';
import { TEMPLATE_TEXTS } from './template-texts.js';

interface Column {
  header: string;
  cell(student: RosterStudent): string;
  /** Digits that must stay text. */
  text?: true;
}

/** A template column: its header is the template's, so the importer recognises it. */
function fieldColumn(field: Exclude<StudentField, 'password'>, language: Language): Column {
  return {
    header: COLUMN_LABELS[language][field],
    cell: (student) => student[field] ?? '',
    ...(TEXT_FIELDS.includes(field) ? { text: true as const } : {}),
  };
}

/** What the roster table shows, in its order: the template's columns and the student's standing. */
function rosterColumns(language: Language): Column[] {
  const texts = EXPORT_TEXTS[language];
  const field = (name: Exclude<StudentField, 'password'>) => fieldColumn(name, language);
  return [
    field('username'),
    field('account'),
    field('pin'),
    { header: texts.columns.active, cell: (s) => (s.active ? texts.active : texts.inactive) },
    { header: texts.columns.level, cell: (s) => s.level ?? '' },
    {
      header: texts.columns.placement,
      cell: (s) => (s.placement === 'pending' ? texts.placementPending : texts.placementDone),
    },
    { header: texts.columns.exp, cell: (s) => String(s.exp) },
    { header: texts.columns.tickets, cell: (s) => String(s.tickets) },
    {
      header: texts.columns.picture_password_set,
      cell: (s) => (s.picture_password_set ? texts.pictureSet : texts.pictureNotSet),
    },
    field('parent_phone'),
    field('parent_account'),
    field('remarks'),
    // The day the student joined, in the server's time zone, written as the app writes dates.
    { header: texts.columns.joined, cell: (s) => writtenDay(calendarDate(new Date(s.joined))) },
  ];
}

function sheetOf(name: string, columns: Column[], students: RosterStudent[]): Sheet {
  return {
    name,
    header: columns.map((column) => column.header),
    rows: students.map((student) => columns.map((column) => column.cell(student))),
    textColumns: columns.flatMap((column, index) => (column.text ? [index] : [])),
  };
}

/**
 * A class's roster as spreadsheet sheets, students in the language's order of names: first
 * everything the roster table shows, then the template's columns alone (no passwords). Both
 * import back as they are: the importer reads the first sheet by its template headers and
 * ignores the other columns, and a file keeping only the second sheet is a filled-in template.
 */
export function rosterSheets(students: RosterStudent[], language: Language): [Sheet, Sheet] {
  const ordered = sortByStudentName(students, language);
  return [
    sheetOf(TEMPLATE_TEXTS[language].studentsSheet, rosterColumns(language), ordered),
    sheetOf(
      EXPORT_TEXTS[language].importSheet,
      EXPORT_COLUMNS.map((field) => fieldColumn(field, language)),
      ordered,
    ),
  ];
}
