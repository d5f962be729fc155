import type { AppContext } from '../../../context.js';
import type { Db } from '../../../db/client.js';
import type { StaffPrincipal } from '../../session/index.js';
import type { LoginCard } from '../login-cards/login-card.js';
import type { LoginCardService } from '../login-cards/login-cards.service.js';
import { auditStudents, type StudentAuditEntry } from '../roster.audit.js';
import { assertWithinLimits, quotaProblem, seatsProblem } from '../roster-limits.js';
import * as repository from '../student.repository.js';
import type { StudentProfile } from '../student-fields.js';

export interface NewStudent {
  profile: StudentProfile;
  /** The readable password, for the login cards only. */
  password: string;
  passwordHash: string;
}

export interface ExistingStudent {
  id: number;
  username: string;
  account: string;
  active: boolean;
}

/** Who joins the class: decided inside the transaction, after the institution is locked. */
export interface Admission {
  create: NewStudent[];
  enrol: ExistingStudent[];
}

export interface TargetCourse {
  id: number;
  institutionId: number;
  studentLimit: number;
}

/** The profile as the audit log keeps it: every field except secrets. */
export function auditedProfile(profile: StudentProfile) {
  return {
    username: profile.username,
    account: profile.account,
    pin: profile.pin,
    parent_phone: profile.parentPhone,
    parent_account: profile.parentAccount,
    remarks: profile.remarks,
  };
}

export type AddStudentsCommand = ReturnType<typeof createAddStudentsCommand>;

/**
 * Adds students to a class in one transaction: new students are created, existing ones
 * enrolled, the class size and the institution's quota are checked with the institution
 * locked (so two additions cannot both take the last seat), every change is audited, and
 * the new students' login cards are stored for one download.
 */
export function createAddStudentsCommand(ctx: AppContext, { loginCards }: { loginCards: LoginCardService }) {
  return (staff: StaffPrincipal, course: TargetCourse, decide: (tx: Db) => Promise<Admission>) =>
    repository.withConflictCodes(() =>
      ctx.db.transaction(async (tx) => {
        const institution = await repository.lockInstitution(tx, course.institutionId);
        const { create, enrol } = await decide(tx);
        const [seats] = await repository.occupiedSeats(tx, course.institutionId, [course.id]);
        assertWithinLimits(
          seatsProblem(
            { current: seats?.occupied ?? 0, limit: course.studentLimit },
            create.length + enrol.filter((student) => student.active).length,
          ),
          quotaProblem({ current: institution.quotaUsed, quota: institution.quota }, create.length),
        );

        const now = ctx.clock();
        const created =
          create.length === 0
            ? []
            : await repository.insertStudents(
                tx,
                course.institutionId,
                create.map((student) => ({ ...student.profile, passwordHash: student.passwordHash })),
                now,
              );
        // Accounts are unique in the institution, so they tell which new id is whose.
        const idOf = new Map(created.map((row) => [row.account, row.id]));
        const createdIds = create.map((student) => idOf.get(student.profile.account)!);
        await repository.enrolStudents(tx, course, [...createdIds, ...enrol.map((student) => student.id)], now);

        const audit: StudentAuditEntry[] = [
          ...create.map((student, index) => ({
            action: 'student.create' as const,
            studentId: createdIds[index]!,
            courseId: course.id,
            after: auditedProfile(student.profile),
          })),
          ...enrol.map((student) => ({ action: 'student.enrol' as const, studentId: student.id, courseId: course.id })),
        ];
        await auditStudents(tx, staff, audit, now);

        const cards: LoginCard[] = create.map((student) => ({
          username: student.profile.username,
          account: student.profile.account,
          password: student.password,
          pin: student.profile.pin,
        }));
        return {
          added: [
            ...create.map((student, index) => ({
              stuid: createdIds[index]!,
              username: student.profile.username,
              account: student.profile.account,
            })),
            ...enrol.map((student) => ({ stuid: student.id, username: student.username, account: student.account })),
          ],
          cards: cards.length > 0 ? await loginCards.issue(tx, staff, course.id, cards) : null,
        };
      }),
    );
}
