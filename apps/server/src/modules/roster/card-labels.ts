import type { Language } from '@lms/shared';

interface CardLabels {
  course: string;
  account: string;
  password: string;
  pin: string;
}

/** The labels printed on login cards, in each language of the app. */
export const CARD_LABELS: Record<Language, CardLabels> = {
  'zh-TW': { course: '班級', account: '帳號', password: '密碼', pin: '登入號碼' },
  'en-US': { course: 'Class', account: 'Account', password: 'Password', pin: 'Login number' },
  es: { course: 'Clase', account: 'Cuenta', password: 'Contraseña', pin: 'Número de acceso' },
  'ja-JP': { course: 'クラス', account: 'アカウント', password: 'パスワード', pin: 'ログイン番号' },
  'ko-KR': { course: '반', account: '계정', password: '비밀번호', pin: '로그인 번호' },
  'th-TH': { course: 'ชั้นเรียน', account: 'บัญชี', password: 'รหัสผ่าน', pin: 'หมายเลขเข้าสู่ระบบ' },
};
