import { type ErrorCode, IMPORT_COLUMNS, type ImportAction, type ImportProblem, type StudentField } from '@lms/shared';
import type { Db } from '../../../db/client.js';
import type { Clash } from '../student.repository.js';
import * as repository from '../student.repository.js';
import { fieldProblems, type StudentProfile, type StudentValues, sameName, toProfile } from '../student-fields.js';

/** One student to admit to a class: a form (row 0) or a spreadsheet row. */
export interface Candidate {
  row: number;
  values: StudentValues;
}

/**
 * `add` (the add-student form) refuses an account that already exists in the institution;
 * `import` enrols that student instead when the name matches, and leaves a student already in
 * the class as they are, so a list re-imports.
 */
export type AdmissionMode = 'add' | 'import';

export interface PlannedRow {
  row: number;
  values: StudentValues;
  profile: StudentProfile;
  /** Null when the row has a problem. */
  action: ImportAction | null;
  /** The student an `enrol` row adds, or an `unchanged` row names. */
  existing: Clash | null;
}

/** A problem with one cell, as ImportProblem with its code typed. */
export type RowProblem = Omit<ImportProblem, 'code'> & { code: ErrorCode };

export interface AdmissionPlan {
  rows: PlannedRow[];
  problems: RowProblem[];
}

// An enrolled student keeps their profile, so only a new student's remaining fields are checked.
const NEW_STUDENT_FIELDS: StudentField[] = ['password', 'pin', 'parent_phone', 'parent_account', 'remarks'];

function groupBy<K>(rows: Clash[], key: (row: Clash) => K | null) {
  const groups = new Map<K, Clash[]>();
  for (const row of rows) {
    const value = key(row);
    if (value !== null) groups.set(value, [...(groups.get(value) ?? []), row]);
  }
  return groups;
}

/**
 * Checks every candidate against the rules, against each other (no account, pin or phone
 * twice) and against the institution's students, without writing anything. Runs once
 * before the slow password hashing and again inside the writing transaction.
 */
export async function planAdmission(
  db: Db,
  target: { institutionId: number; courseId: number },
  candidates: Candidate[],
  mode: AdmissionMode,
): Promise<AdmissionPlan> {
  const prepared = candidates.map((candidate) => ({
    ...candidate,
    profile: toProfile(candidate.values),
    syntax: fieldProblems(candidate.values),
  }));
  const valid = (entry: (typeof prepared)[number], field: StudentField) =>
    !entry.syntax.some((problem) => problem.field === field);
  const keys = (field: StudentField, pick: (profile: StudentProfile) => string | null) => [
    ...new Set(
      prepared
        .filter((entry) => valid(entry, field))
        .map((entry) => pick(entry.profile))
        .filter((value): value is string => value !== null),
    ),
  ];
  const clashes = await repository.findClashes(db, target.institutionId, target.courseId, {
    accounts: keys('account', (p) => p.account),
    phones: keys('parent_phone', (p) => p.parentPhone),
    parentAccounts: keys('parent_account', (p) => p.parentAccount),
  });
  const pinsTaken = await repository.pinsInUse(
    db,
    target.institutionId,
    keys('pin', (p) => p.pin),
  );
  const byAccount = new Map(clashes.map((row) => [row.account, row]));
  const byPhone = groupBy(clashes, (row) => row.parentPhone);
  const byParent = groupBy(clashes, (row) => row.parentAccount);
  const seen = { account: new Set<string>(), pin: new Set<string>(), phone: new Set<string>() };

  const rows: PlannedRow[] = [];
  const problems: RowProblem[] = [];
  for (const entry of prepared) {
    const { profile } = entry;
    const found = new Map<StudentField, ErrorCode>();
    const flag = (field: StudentField, code: ErrorCode) => {
      if (!found.has(field)) found.set(field, code);
    };
    for (const problem of entry.syntax) {
      if (problem.field === 'username' || problem.field === 'account') flag(problem.field, problem.code);
    }

    const accountValid = valid(entry, 'account');
    const existing = accountValid ? byAccount.get(profile.account) : undefined;
    if (accountValid && seen.account.has(profile.account)) flag('account', 'students.already_exists');
    if (existing && mode === 'add') flag('account', 'students.already_exists');
    if (existing && mode === 'import' && !sameName(existing.username, profile.username)) {
      flag('account', 'students.profile_exists');
    }
    if (accountValid) seen.account.add(profile.account);

    // A student of the school joins (or, already in the class, stays) with the profile they have.
    const enrols = existing !== undefined && mode === 'import';
    if (!enrols) {
      for (const problem of entry.syntax) {
        if (NEW_STUDENT_FIELDS.includes(problem.field)) flag(problem.field, problem.code);
      }
      if (profile.pin && valid(entry, 'pin')) {
        if (pinsTaken.has(profile.pin) || seen.pin.has(profile.pin)) flag('pin', 'students.number_exists');
        seen.pin.add(profile.pin);
      }
      if (profile.parentPhone && valid(entry, 'parent_phone')) {
        if (byPhone.has(profile.parentPhone) || seen.phone.has(profile.parentPhone)) {
          flag('parent_phone', 'students.phone_exists');
        }
        seen.phone.add(profile.parentPhone);
      }
      // The same child under a second account: same name and same parent.
      const siblings = profile.parentAccount ? (byParent.get(profile.parentAccount) ?? []) : [];
      if (siblings.some((row) => sameName(row.username, profile.username))) {
        flag('username', 'students.profile_exists');
      }
    }

    for (const column of IMPORT_COLUMNS) {
      const code = found.get(column);
      if (code) problems.push({ row: entry.row, column, code });
    }
    const joins: ImportAction = existing?.inCourse ? 'unchanged' : 'enrol';
    rows.push({
      row: entry.row,
      values: entry.values,
      profile,
      action: found.size > 0 ? null : enrols ? joins : 'create',
      existing: enrols ? (existing ?? null) : null,
    });
  }
  return { rows, problems };
}
