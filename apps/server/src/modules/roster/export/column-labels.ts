import { type Language, STUDENT_FIELDS, type StudentField } from '@lms/shared';

/** Columns of digits that must stay text in a spreadsheet (a leading 0 or + is part of them). */
export const TEXT_FIELDS: readonly StudentField[] = ['pin', 'parent_phone'];

/** Column headers of the template and the export, in each language of the app. */
export const COLUMN_LABELS: Record<Language, Record<StudentField, string>> = {
  'zh-TW': {
    username: '學生姓名',
    account: '學生帳號',
    password: '密碼',
    pin: '唯一登入號碼',
    parent_phone: '家長電話',
    parent_account: '家長帳號',
    remarks: '備註',
  },
  'en-US': {
    username: 'Student name',
    account: 'Student account',
    password: 'Password',
    pin: 'Unique login number',
    parent_phone: 'Parent phone',
    parent_account: 'Parent account',
    remarks: 'Remarks',
  },
  es: {
    username: 'Nombre del estudiante',
    account: 'Cuenta del estudiante',
    password: 'Contraseña',
    pin: 'Número de acceso único',
    parent_phone: 'Teléfono del padre o la madre',
    parent_account: 'Cuenta del padre o la madre',
    remarks: 'Observaciones',
  },
  'ja-JP': {
    username: '生徒氏名',
    account: '生徒アカウント',
    password: 'パスワード',
    pin: '固有ログイン番号',
    parent_phone: '保護者の電話番号',
    parent_account: '保護者アカウント',
    remarks: '備考',
  },
  'ko-KR': {
    username: '학생 이름',
    account: '학생 계정',
    password: '비밀번호',
    pin: '고유 로그인 번호',
    parent_phone: '학부모 전화번호',
    parent_account: '학부모 계정',
    remarks: '비고',
  },
  'th-TH': {
    username: 'ชื่อนักเรียน',
    account: 'บัญชีนักเรียน',
    password: 'รหัสผ่าน',
    pin: 'หมายเลขเข้าสู่ระบบเฉพาะ',
    parent_phone: 'เบอร์โทรผู้ปกครอง',
    parent_account: 'บัญชีผู้ปกครอง',
    remarks: 'หมายเหตุ',
  },
};

/** Headers compare without case, spaces, punctuation or full-width forms: "Student  Account*" is "studentaccount". */
function headerKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[\s\p{P}\p{S}]/gu, '');
}

// Every language's header, plus the field names themselves (parent_phone), map to their field.
const FIELD_BY_HEADER = new Map<string, StudentField>(
  STUDENT_FIELDS.flatMap((field) => [
    [headerKey(field), field] as const,
    ...Object.values(COLUMN_LABELS).map((labels) => [headerKey(labels[field]), field] as const),
  ]),
);

/** Which field each column holds; null for a column the template does not have. */
export function fieldsOfHeader(header: string[]): (StudentField | null)[] {
  return header.map((cell) => FIELD_BY_HEADER.get(headerKey(cell)) ?? null);
}
