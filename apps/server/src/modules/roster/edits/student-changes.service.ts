import { type ModifyStudentBody, STUDENT_FIELDS } from '@lms/shared';
import type { AppContext } from '../../../context.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { changedFields } from '../../audit/index.js';
import type { CourseRow, CourseService } from '../../course/index.js';
import { visibleCourses } from '../../policy/index.js';
import type { SessionService, StaffPrincipal } from '../../session/index.js';
import { auditedProfile } from '../admission/add-students.command.js';
import type { LoginCardService } from '../login-cards/login-cards.service.js';
import { auditPasswordsSet, auditStudents, type StudentAuditEntry } from '../roster.audit.js';
import { assertWithinLimits, quotaProblem, seatsProblem } from '../roster-limits.js';
import type { StudentRow } from '../student.repository.js';
import * as repository from '../student.repository.js';
import { fieldProblems, normalise, type StudentProfile, sameName } from '../student-fields.js';
import { hashStudentPassword } from '../student-password.js';

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

export type StudentChangesService = ReturnType<typeof createStudentChangesService>;

/** Changes to students already in a class: edits, removal, picture password, placement retest. */
export function createStudentChangesService(
  ctx: AppContext,
  { courses, loginCards, sessions }: { courses: CourseService; loginCards: LoginCardService; sessions: SessionService },
) {
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

  return {
    /**
     * Edits a student of the class. Activating one takes a seat in each of their current
     * classes and a place in the institution's quota, so both are checked first.
     */
    async modify(staff: StaffPrincipal, course: CourseRow, studentId: number, body: ModifyStudentBody) {
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
    },

    /** Takes a student out of the class; the student and their learning history stay. */
    async remove(staff: StaffPrincipal, course: CourseRow, studentId: number): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        const removed = await repository.removeEnrolment(tx, staff.institutionId, course.id, studentId);
        if (!removed) throw new AppError('common.not_found');
        await auditStudents(
          tx,
          staff,
          [
            {
              action: 'student.remove',
              studentId,
              courseId: course.id,
              before: { joined: removed.joinedAt.toISOString() },
            },
          ],
          ctx.clock(),
        );
      });
    },

    /** Clears picture passwords (the student picks two new pictures at the next sign-in). */
    resetPicturePassword(staff: StaffPrincipal, studentIds: number[]) {
      return changeStudents(staff, studentIds, {
        action: 'student.picture_password_reset',
        changes: { picturePasswordHash: null },
        before: (student) => ({ picture_password_set: student.picturePasswordHash !== null }),
        after: { picture_password_set: false },
      });
    },

    /** Sends students back to level placement, recording who asked and when. */
    redoPlacement(staff: StaffPrincipal, studentIds: number[]) {
      return changeStudents(staff, studentIds, {
        action: 'student.placement_requested',
        changes: { placement: 'pending', placementRequestedBy: staff.userId, placementRequestedAt: ctx.clock() },
        before: (student) => ({ placement: student.placement }),
        after: { placement: 'pending' },
      });
    },
  };

  /**
   * The same change to several students, each of whom must sit in a class the caller may
   * change. A student in no class the caller sees answers 404, one only in expired classes
   * course.expired; either way nobody changes.
   */
  async function changeStudents(
    staff: StaffPrincipal,
    studentIds: number[],
    change: {
      action: StudentAuditEntry['action'];
      changes: Parameters<typeof repository.updateStudents>[3];
      before: (student: StudentRow) => Record<string, unknown>;
      after: Record<string, unknown>;
    },
  ): Promise<number> {
    const ids = [...new Set(studentIds)];
    if (ids.length === 0) throw new AppError('students.none_selected');
    const classes = await repository.classesOfStudents(ctx.db, visibleCourses(staff), ids, courses.calendar().today);
    if (classes.length !== ids.length) throw new AppError('common.not_found');
    if (classes.some((row) => !row.open)) throw new AppError('course.expired');
    const classOf = new Map(classes.map((row) => [row.studentId, row.courseId]));
    return ctx.db.transaction(async (tx) => {
      const now = ctx.clock();
      const students = await repository.studentsById(tx, staff.institutionId, ids);
      await repository.updateStudents(tx, staff.institutionId, ids, change.changes, now);
      await auditStudents(
        tx,
        staff,
        students.map((student) => ({
          action: change.action,
          studentId: student.id,
          courseId: classOf.get(student.id) ?? null,
          before: change.before(student),
          after: change.after,
        })),
        now,
      );
      return students.length;
    });
  }
}
