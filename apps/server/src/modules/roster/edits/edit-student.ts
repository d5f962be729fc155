import { type ModifyStudentBody, STUDENT_FIELDS } from '@lms/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { changedFields } from '../../audit/index.js';
import type { CourseRow } from '../../course/index.js';
import type { StaffPrincipal } from '../../session/index.js';
import { auditedProfile } from '../admission/add-students.command.js';
import { auditPasswordsSet, auditStudents, type StudentAuditEntry } from '../roster.audit.js';
import { assertWithinLimits, quotaProblem, seatsProblem } from '../roster-limits.js';
import type { StudentRow } from '../student.repository.js';
import * as repository from '../student.repository.js';
import { fieldProblems, normalise, type StudentProfile, sameName } from '../student-fields.js';
import { hashStudentPassword } from '../student-password.js';
import type { EditDeps } from './edit-deps.js';

function profileOf(student: StudentRow): StudentProfile {
  return {
    username: student.username,
    account: student.account,
    pin: student.pin,
    parentPhone: student.parentPhone,
    parentAccount: student.parentAccount,
    remarks: student.remarks,
  };
}

/** The profile after an edit: the fields sent replace the stored ones. */
function editedProfile(current: StudentProfile, body: ModifyStudentBody): StudentProfile {
  const edit = <T>(sent: string | undefined, clean: (value: string) => T, stored: T) =>
    sent === undefined ? stored : clean(sent);
  return {
    username: edit(body.username, normalise.username, current.username),
    account: edit(body.account, normalise.account, current.account),
    pin: edit(body.pin, normalise.pin, current.pin),
    parentPhone: edit(body.parent_phone, normalise.parentPhone, current.parentPhone),
    parentAccount: edit(body.parent_account, normalise.parentAccount, current.parentAccount),
    remarks: edit(body.remarks, normalise.remarks, current.remarks),
  };
}

/** Refuses an edit that would give the student another student's account, number or profile. */
async function assertNoClash(tx: Db, student: StudentRow, next: StudentProfile, courseId: number) {
  const before = profileOf(student);
  const changed = (key: keyof StudentProfile) => next[key] !== null && next[key] !== before[key];
  const clashes = await repository.findClashes(
    tx,
    student.institutionId,
    courseId,
    {
      accounts: changed('account') ? [next.account] : [],
      phones: changed('parentPhone') ? [next.parentPhone!] : [],
      parentAccounts:
        next.parentAccount !== null && (changed('parentAccount') || next.username !== before.username)
          ? [next.parentAccount]
          : [],
    },
    student.id,
  );
  if (clashes.some((row) => row.account === next.account)) throw new AppError('students.already_exists');
  const pinTaken =
    changed('pin') && (await repository.pinsInUse(tx, student.institutionId, [next.pin!], student.id)).size > 0;
  const phoneTaken = changed('parentPhone') && clashes.some((row) => row.parentPhone === next.parentPhone);
  if (pinTaken) throw new AppError('students.number_exists');
  if (phoneTaken) throw new AppError('students.phone_exists');
  const sameChild = (row: (typeof clashes)[number]) =>
    next.parentAccount !== null && row.parentAccount === next.parentAccount && sameName(row.username, next.username);
  if (clashes.some(sameChild)) {
    throw new AppError('students.profile_exists');
  }
}

/**
 * Edits a student of the class. Activating one takes a seat in each of their current
 * classes and a place in the institution's quota, so both are checked first.
 */
export async function editStudent(
  { ctx, courses, loginCards, sessions }: EditDeps,
  staff: StaffPrincipal,
  course: CourseRow,
  studentId: number,
  body: ModifyStudentBody,
) {
  const student = await repository.findEnrolledStudent(ctx.db, staff.institutionId, course.id, studentId);
  if (!student) throw new AppError('common.not_found');
  const [problem] = fieldProblems(body, STUDENT_FIELDS);
  if (problem) throw new AppError(problem.code, { field: problem.field });
  const next = editedProfile(profileOf(student), body);
  const password = body.password ? body.password : null;
  const passwordHash = password === null ? null : await hashStudentPassword(password);

  return repository.withConflictCodes(() =>
    ctx.db.transaction(async (tx) => {
      const institution = await repository.lockInstitution(tx, staff.institutionId);
      await assertNoClash(tx, student, next, course.id);
      const activating = body.active === true && !student.active;
      if (activating) {
        const { today } = courses.calendar();
        const classes = await repository.occupiedSeats(
          tx,
          staff.institutionId,
          await repository.coursesOfStudent(tx, staff.institutionId, student.id),
        );
        assertWithinLimits(
          ...classes
            .filter((row) => row.expiryDate >= today)
            .map((row) => seatsProblem({ current: row.occupied, limit: row.limit }, 1)),
          quotaProblem({ current: institution.quotaUsed, quota: institution.quota }, 1),
        );
      }

      const now = ctx.clock();
      const active = body.active ?? student.active;
      const avatar = body.avatar ?? student.avatar;
      await repository.updateStudents(
        tx,
        staff.institutionId,
        [student.id],
        { ...next, active, avatar, ...(passwordHash === null ? {} : { passwordHash }) },
        now,
      );
      const audit: StudentAuditEntry[] = [];
      const diff = changedFields(
        { ...auditedProfile(profileOf(student)), active: student.active, avatar: student.avatar },
        { ...auditedProfile(next), active, avatar },
      );
      if (diff) audit.push({ action: 'student.update', studentId: student.id, courseId: course.id, ...diff });
      await auditStudents(tx, staff, audit, now);
      if (password !== null) {
        await auditPasswordsSet(tx, staff, [student.id], now);
        // Whoever signed in with the old password is signed out.
        await sessions.revokeStudentSessions(student, tx);
      }

      const cards =
        password === null
          ? null
          : await loginCards.issue(tx, staff, course.id, [
              { username: next.username, account: next.account, password, pin: next.pin },
            ]);
      return { cards };
    }),
  );
}
