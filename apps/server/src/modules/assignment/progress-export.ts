import { type AssignmentProgressResponse, formatDuration, type Language, sortByStudentName } from '@lms/shared';
import { calendarDate } from '../../lib/clock.js';
import type { Sheet } from '../../lib/spreadsheet/spreadsheet.js';
import { PROGRESS_EXPORT_TEXTS } from './progress-export-texts.js';

/** A moment as the app writes it, YYYY.MM.DD HH:mm, in the server's time zone (the one that decides the days). */
function dateTime(iso: string): string {
  const moment = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${calendarDate(moment).replaceAll('-', '.')} ${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/**
 * The check page's table as one sheet, students in the language's order of names: state,
 * checked, time spent, when complete, then one column per material in the assignment's order.
 */
export function progressSheet(
  { assignment, record }: Pick<AssignmentProgressResponse, 'assignment' | 'record'>,
  materialNames: ReadonlyMap<number, string>,
  language: Language,
): Sheet {
  const texts = PROGRESS_EXPORT_TEXTS[language];
  const { columns } = texts;
  return {
    name: texts.sheet,
    header: [
      columns.student,
      columns.state,
      columns.checked,
      columns.spent,
      columns.completedAt,
      ...assignment.resourceids.map((id) => materialNames.get(id) ?? texts.materialId(id)),
    ],
    rows: sortByStudentName(record, language).map((student) => [
      student.username,
      texts.state[student.state],
      student.checked ? texts.checked : texts.unchecked,
      formatDuration(student.spent_s),
      student.completed_at ? dateTime(student.completed_at) : '',
      ...student.materials.map((material) =>
        material.completed ? texts.materialDone(formatDuration(material.spent_s)) : formatDuration(material.spent_s),
      ),
    ]),
  };
}
