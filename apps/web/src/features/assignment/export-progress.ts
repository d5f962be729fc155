import type { AssignmentSummary, StudentProgress } from '@lms/shared';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../lib/date-format';
import { saveFile } from '../../lib/save-file';
import { formatDuration } from './duration';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Writes the check page's table to an XLSX file and hands it to the browser's download.
 * The server has no export call for it; exceljs is loaded only when a teacher exports.
 */
export async function exportProgress(
  assignment: AssignmentSummary,
  students: StudentProgress[],
  materialName: (resourceid: number) => string,
  t: TFunction<'assignment'>,
) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('check.sheet'));
  sheet.addRow([
    t('columns.student'),
    t('columns.state'),
    t('columns.checked'),
    t('columns.spent'),
    t('columns.completedAt'),
    ...assignment.resourceids.map(materialName),
  ]).font = { bold: true };
  for (const student of students) {
    sheet.addRow([
      student.username,
      t(`state.${student.state}`),
      student.checked ? t('check.checked') : t('check.unchecked'),
      formatDuration(student.spent_s),
      student.completed_at ? formatDateTime(student.completed_at) : '',
      ...student.materials.map((material) =>
        material.completed
          ? t('check.materialDone', { time: formatDuration(material.spent_s) })
          : formatDuration(material.spent_s),
      ),
    ]);
  }
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  saveFile({ kind: 'file', blob: new Blob([buffer], { type: XLSX_TYPE }), filename: `${assignment.name}.xlsx` }, '');
}
