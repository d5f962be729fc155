import type { Language } from '@lms/shared';

interface AuditExportTexts {
  sheet: string;
  columns: {
    at: string;
    who: string;
    action: string;
    course: string;
    object: string;
    changes: string;
    support: string;
  };
}

/** The audit file's sheet and column names in each language of the app. */
export const AUDIT_EXPORT_TEXTS: Record<Language, AuditExportTexts> = {
  'en-US': {
    sheet: 'Audit log',
    columns: {
      at: 'When',
      who: 'Who',
      action: 'Action',
      course: 'Class',
      object: 'Changed',
      changes: 'Before → after',
      support: 'Support mode',
    },
  },
  'zh-TW': {
    sheet: '稽核紀錄',
    columns: {
      at: '時間',
      who: '操作者',
      action: '動作',
      course: '班級',
      object: '對象',
      changes: '變更前 → 變更後',
      support: '支援模式',
    },
  },
  es: {
    sheet: 'Registro de cambios',
    columns: {
      at: 'Cuándo',
      who: 'Quién',
      action: 'Acción',
      course: 'Clase',
      object: 'Objeto',
      changes: 'Antes → después',
      support: 'Modo de soporte',
    },
  },
  'ja-JP': {
    sheet: '監査ログ',
    columns: {
      at: '日時',
      who: '操作者',
      action: '操作',
      course: 'クラス',
      object: '対象',
      changes: '変更前 → 変更後',
      support: 'サポートモード',
    },
  },
  'ko-KR': {
    sheet: '감사 기록',
    columns: {
      at: '일시',
      who: '작업자',
      action: '작업',
      course: '반',
      object: '대상',
      changes: '변경 전 → 변경 후',
      support: '지원 모드',
    },
  },
  'th-TH': {
    sheet: 'บันทึกการเปลี่ยนแปลง',
    columns: {
      at: 'เวลา',
      who: 'ผู้ทำ',
      action: 'การกระทำ',
      course: 'ชั้นเรียน',
      object: 'สิ่งที่เปลี่ยน',
      changes: 'ก่อน → หลัง',
      support: 'โหมดช่วยเหลือ',
    },
  },
};
