import type { AssignmentState, Language } from '@lms/shared';

interface ProgressExportTexts {
  sheet: string;
  columns: { student: string; state: string; checked: string; spent: string; completedAt: string };
  state: Record<AssignmentState, string>;
  checked: string;
  unchecked: string;
  /** A completed material's cell, around its time spent. */
  materialDone(time: string): string;
  /** A material the catalogue no longer names. */
  materialId(id: number): string;
}

/** The words of the check page's export as the page shows them, in each language of the app. */
export const PROGRESS_EXPORT_TEXTS: Record<Language, ProgressExportTexts> = {
  'zh-TW': {
    sheet: '進度',
    columns: { student: '學生', state: '作業', checked: '已批改', spent: '花費時間', completedAt: '完成時間' },
    state: { complete: '已完成', incomplete: '未完成', missed: '逾期未完成' },
    checked: '已批改',
    unchecked: '未批改',
    materialDone: (time) => `完成（${time}）`,
    materialId: (id) => `教材 ${id}`,
  },
  'en-US': {
    sheet: 'Progress',
    columns: {
      student: 'Student',
      state: 'Assignment',
      checked: 'Checked',
      spent: 'Time spent',
      completedAt: 'Completed at',
    },
    state: { complete: 'Complete', incomplete: 'Incomplete', missed: 'Missed' },
    checked: 'Checked',
    unchecked: 'Not checked',
    materialDone: (time) => `Done (${time})`,
    materialId: (id) => `Material ${id}`,
  },
  es: {
    sheet: 'Progreso',
    columns: {
      student: 'Alumno',
      state: 'Tarea',
      checked: 'Revisada',
      spent: 'Tiempo dedicado',
      completedAt: 'Completada el',
    },
    state: { complete: 'Completa', incomplete: 'Incompleta', missed: 'No entregada' },
    checked: 'Revisada',
    unchecked: 'Sin revisar',
    materialDone: (time) => `Hecho (${time})`,
    materialId: (id) => `Material n.º ${id}`,
  },
  'ja-JP': {
    sheet: '進捗',
    columns: { student: '生徒', state: '課題', checked: '確認済み', spent: '学習時間', completedAt: '完了日時' },
    state: { complete: '完了', incomplete: '未完了', missed: '期限切れ' },
    checked: '確認済み',
    unchecked: '未確認',
    materialDone: (time) => `完了（${time}）`,
    materialId: (id) => `教材 ${id}`,
  },
  'ko-KR': {
    sheet: '진도',
    columns: { student: '학생', state: '과제', checked: '확인함', spent: '학습 시간', completedAt: '완료 시각' },
    state: { complete: '완료', incomplete: '미완료', missed: '기한 지남' },
    checked: '확인함',
    unchecked: '미확인',
    materialDone: (time) => `완료 (${time})`,
    materialId: (id) => `자료 ${id}`,
  },
  'th-TH': {
    sheet: 'ความคืบหน้า',
    columns: {
      student: 'นักเรียน',
      state: 'งาน',
      checked: 'ตรวจแล้ว',
      spent: 'เวลาที่ใช้',
      completedAt: 'เสร็จเมื่อ',
    },
    state: { complete: 'เสร็จสมบูรณ์', incomplete: 'ยังไม่เสร็จ', missed: 'พลาดกำหนด' },
    checked: 'ตรวจแล้ว',
    unchecked: 'ยังไม่ตรวจ',
    materialDone: (time) => `เสร็จ (${time})`,
    materialId: (id) => `สื่อ ${id}`,
  },
};
