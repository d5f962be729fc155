import type { Language, RosterColumn, StudentField } from '@lms/shared';

/** The roster columns an export has beyond the template's. */
type StandingColumn = Exclude<RosterColumn, StudentField>;

interface ExportTexts {
  /** The second sheet: the template's columns only, ready to import. */
  importSheet: string;
  columns: Record<StandingColumn, string>;
  active: string;
  inactive: string;
  placementDone: string;
  placementPending: string;
  pictureSet: string;
  pictureNotSet: string;
}

/** The words of a roster export as the roster page shows them, in each language of the app. */
export const EXPORT_TEXTS: Record<Language, ExportTexts> = {
  'zh-TW': {
    importSheet: '匯入用',
    columns: {
      active: '啟用',
      level: '程度',
      placement: '程度分級',
      exp: '經驗值（EXP）',
      tickets: '抽獎券',
      picture_password_set: '圖片密碼',
      joined: '加入日期',
    },
    active: '啟用',
    inactive: '未啟用',
    placementDone: '已完成',
    placementPending: '待重新分級',
    pictureSet: '已設定',
    pictureNotSet: '未設定',
  },
  'en-US': {
    importSheet: 'For import',
    columns: {
      active: 'Active',
      level: 'Level',
      placement: 'Placement',
      exp: 'Experience (EXP)',
      tickets: 'Lucky-draw tickets',
      picture_password_set: 'Picture password',
      joined: 'Joined',
    },
    active: 'Active',
    inactive: 'Inactive',
    placementDone: 'Done',
    placementPending: 'Retest pending',
    pictureSet: 'Chosen',
    pictureNotSet: 'Not chosen',
  },
  es: {
    importSheet: 'Para importar',
    columns: {
      active: 'Activo',
      level: 'Nivel',
      placement: 'Prueba de nivel',
      exp: 'Experiencia (EXP)',
      tickets: 'Boletos de sorteo',
      picture_password_set: 'Contraseña de imágenes',
      joined: 'Fecha de alta',
    },
    active: 'Activo',
    inactive: 'Inactivo',
    placementDone: 'Realizada',
    placementPending: 'Repetición pendiente',
    pictureSet: 'Elegida',
    pictureNotSet: 'Sin elegir',
  },
  'ja-JP': {
    importSheet: 'インポート用',
    columns: {
      active: '有効',
      level: 'レベル',
      placement: 'レベル判定',
      exp: '経験値（EXP）',
      tickets: '抽選チケット',
      picture_password_set: '画像パスワード',
      joined: '参加日',
    },
    active: '有効',
    inactive: '無効',
    placementDone: '完了',
    placementPending: '再判定待ち',
    pictureSet: '設定済み',
    pictureNotSet: '未設定',
  },
  'ko-KR': {
    importSheet: '가져오기용',
    columns: {
      active: '활성',
      level: '레벨',
      placement: '레벨 배치',
      exp: '경험치(EXP)',
      tickets: '추첨권',
      picture_password_set: '그림 비밀번호',
      joined: '가입일',
    },
    active: '활성',
    inactive: '비활성',
    placementDone: '완료',
    placementPending: '재배치 대기',
    pictureSet: '설정됨',
    pictureNotSet: '설정 안 됨',
  },
  'th-TH': {
    importSheet: 'สำหรับนำเข้า',
    columns: {
      active: 'ใช้งาน',
      level: 'ระดับ',
      placement: 'การวัดระดับ',
      exp: 'ค่าประสบการณ์ (EXP)',
      tickets: 'ตั๋วจับรางวัล',
      picture_password_set: 'รหัสผ่านรูปภาพ',
      joined: 'วันที่เข้าร่วม',
    },
    active: 'ใช้งาน',
    inactive: 'ไม่ใช้งาน',
    placementDone: 'เสร็จแล้ว',
    placementPending: 'รอวัดระดับใหม่',
    pictureSet: 'ตั้งแล้ว',
    pictureNotSet: 'ยังไม่ได้ตั้ง',
  },
};
