import { type AssignmentProgressResponse, formatDuration, type Language, sortByStudentName } from '@lms/shared';
import type { Sheet } from '../../lib/spreadsheet/spreadsheet.js';
import { writtenMoment } from '../../lib/written-dates.js';
import { PROGRESS_EXPORT_TEXTS } from './progress-export-texts.js';

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
      student.completed_at ? writtenMoment(student.completed_at) : '',
      ...student.materials.map((material) =>
        material.completed ? texts.materialDone(formatDuration(material.spent_s)) : formatDuration(material.spent_s),
      ),
    ]),
  };
}
