import { type ErrorCode, normalisePhone, STUDENT_FIELDS, type StudentField, studentFieldProblem } from '@lms/shared';

/** A student's fields as typed in a form or a spreadsheet row; missing ones are blank. */
export type StudentValues = Record<StudentField, string>;

/** What is stored for a student, normalised so that equal values compare equal. */
export interface StudentProfile {
  username: string;
  account: string;
  pin: string | null;
  parentPhone: string | null;
  parentAccount: string | null;
  remarks: string | null;
}

export interface FieldProblem {
  field: StudentField;
  code: ErrorCode;
}

export function studentValues(partial: Partial<Record<StudentField, string | undefined>>): StudentValues {
  return Object.fromEntries(STUDENT_FIELDS.map((field) => [field, partial[field] ?? ''])) as StudentValues;
}

/** Every rule the given fields break, one per field, in column order. */
export function fieldProblems(values: Partial<StudentValues>, fields: readonly StudentField[] = STUDENT_FIELDS) {
  const problems: FieldProblem[] = [];
  for (const field of fields) {
    const value = values[field];
    if (value === undefined) continue;
    const code = studentFieldProblem(field, value);
    if (code) problems.push({ field, code });
  }
  return problems;
}

const blankToNull = (value: string) => (value === '' ? null : value);

/**
 * Accounts and parent e-mails are case-insensitive sign-in names, so they are kept lower-case;
 * phone numbers keep only digits and a leading +, so one number has one spelling.
 */
export const normalise = {
  username: (value: string) => value.trim().replace(/\s+/g, ' '),
  account: (value: string) => value.trim().toLowerCase(),
  pin: (value: string) => blankToNull(value.trim()),
  parentPhone: (value: string) => blankToNull(normalisePhone(value)),
  parentAccount: (value: string) => blankToNull(value.trim().toLowerCase()),
  remarks: (value: string) => blankToNull(value.trim()),
};

export function toProfile(values: StudentValues): StudentProfile {
  return {
    username: normalise.username(values.username),
    account: normalise.account(values.account),
    pin: normalise.pin(values.pin),
    parentPhone: normalise.parentPhone(values.parent_phone),
    parentAccount: normalise.parentAccount(values.parent_account),
    remarks: normalise.remarks(values.remarks),
  };
}

/** Names match whatever their case, spacing or Unicode form ("Amy  Chen" is "amy chen"). */
export function sameName(a: string, b: string): boolean {
  const key = (name: string) => normalise.username(name.normalize('NFKC')).toLocaleLowerCase();
  return key(a) === key(b);
}
