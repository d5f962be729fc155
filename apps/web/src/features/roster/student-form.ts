import { type ErrorCode, STUDENT_FIELDS, type StudentField, studentFieldProblem } from '@lms/shared';

export type StudentValues = Record<StudentField, string>;

export const EMPTY_STUDENT: StudentValues = {
  username: '',
  account: '',
  password: '',
  pin: '',
  parent_phone: '',
  parent_account: '',
  remarks: '',
};

/** The first rule each field breaks, checked the way the server checks it. */
export function studentProblems(values: StudentValues): Partial<Record<StudentField, ErrorCode>> {
  const problems: Partial<Record<StudentField, ErrorCode>> = {};
  for (const field of STUDENT_FIELDS) {
    const problem = studentFieldProblem(field, values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** Where a refusal from the server belongs on the student form; anything else is shown above it. */
export const FIELD_OF_CODE: Partial<Record<ErrorCode, StudentField>> = {
  'students.name_invalid': 'username',
  'students.account_invalid': 'account',
  'students.already_exists': 'account',
  'students.profile_exists': 'account',
  'auth.password_too_short': 'password',
  'auth.password_invalid': 'password',
  'students.pin_invalid': 'pin',
  'students.number_exists': 'pin',
  'students.phone_invalid': 'parent_phone',
  'students.phone_exists': 'parent_phone',
  'auth.email_invalid': 'parent_account',
};

/** The values as the server takes them: trimmed, except the password, which is sent exactly as typed. */
export function trimmed(values: StudentValues): StudentValues {
  const result = { ...values };
  for (const field of STUDENT_FIELDS) if (field !== 'password') result[field] = values[field].trim();
  return result;
}
