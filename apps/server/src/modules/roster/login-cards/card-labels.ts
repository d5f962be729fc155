import type { Language } from '@lms/shared';

interface CardLabels {
  /** Between a label and its value: full-width in Chinese and Japanese. */
  colon: string;
  course: string;
  schoolCode: string;
  account: string;
  password: string;
  pin: string;
  signInAt: string;
  scan: string;
}

/** The labels printed on login cards, in each language of the app. */
export const CARD_LABELS: Record<Language, CardLabels> = {
  'zh-TW': {
    colon: '：',
    course: '班級',
    schoolCode: '學校代碼',
    account: '帳號',
    password: '密碼',
    pin: '登入號碼',
    signInAt: '登入網址',
    scan: '掃描登入',
  },
  'en-US': {
    colon: ': ',
    course: 'Class',
    schoolCode: 'School code',
    account: 'Account',
    password: 'Password',
    pin: 'Login number',
    signInAt: 'Sign in at',
    scan: 'Scan to sign in',
  },
  es: {
    colon: ': ',
    course: 'Clase',
    schoolCode: 'Código de la escuela',
    account: 'Cuenta',
    password: 'Contraseña',
    pin: 'Número de acceso',
    signInAt: 'Entra en',
    scan: 'Escanea para entrar',
  },
  'ja-JP': {
    colon: '：',
    course: 'クラス',
    schoolCode: '学校コード',
    account: 'アカウント',
    password: 'パスワード',
    pin: 'ログイン番号',
    signInAt: 'ログイン先',
    scan: 'スキャンしてログイン',
  },
  'ko-KR': {
    colon: ': ',
    course: '반',
    schoolCode: '학교 코드',
    account: '계정',
    password: '비밀번호',
    pin: '로그인 번호',
    signInAt: '로그인 주소',
    scan: '스캔하여 로그인',
  },
  'th-TH': {
    colon: ': ',
    course: 'ชั้นเรียน',
    schoolCode: 'รหัสโรงเรียน',
    account: 'บัญชี',
    password: 'รหัสผ่าน',
    pin: 'หมายเลขเข้าสู่ระบบ',
    signInAt: 'เข้าสู่ระบบที่',
    scan: 'สแกนเพื่อเข้าสู่ระบบ',
  },
};
