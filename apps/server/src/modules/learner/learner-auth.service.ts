import type { LearnerLoginBody, StudentAvatar } from '@lms/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { assertAcceptablePassword } from '../account/index.js';
import { findSchoolByCode } from '../directory/index.js';
import { hashStudentPassword, verifyStudentAgainstNothing } from '../roster/index.js';
import type { LoginThrottle, SessionService, StudentPrincipal } from '../session/index.js';
import { toLearnerStudent } from './learner.presenter.js';
import * as repository from './learner.repository.js';
import { hashPictures, verifyPictures } from './picture-password.js';

/**
 * Whose secret a student attempt is at, beside staff e-mails in the same throttle; the
 * prefixes keep them apart from e-mails and from each other. A login number is guessed at
 * within its school, so all of a school's numbers count as one target.
 */
const target = {
  account: (school: string, account: string) =>
    ({ kind: 'password', account: `student:${school}/${account}`.toLowerCase() }) as const,
  pin: (school: string) => ({ kind: 'pin', account: `pin:${school}`.toLowerCase() }) as const,
  pictures: (school: string, account: string) =>
    ({ kind: 'pictures', account: `pictures:${school}/${account}`.toLowerCase() }) as const,
};

export type LearnerAuthService = ReturnType<typeof createLearnerAuthService>;

/** Student sign-in (password or pin) and the picture password. */
export function createLearnerAuthService(
  ctx: AppContext,
  { sessions, throttle }: { sessions: SessionService; throttle: LoginThrottle },
) {
  /** A student by school code and account or login number: the directory names the school, whose rows alone are read. */
  async function findStudent(school: string, by: { account: string } | { pin: string }) {
    const institutionId = await findSchoolByCode(ctx.db, school);
    if (institutionId === undefined) return undefined;
    return 'pin' in by
      ? repository.findStudentByPin(ctx.db, institutionId, by.pin)
      : repository.findStudentByAccount(ctx.db, institutionId, by.account);
  }

  return {
    /**
     * A wrong password, unknown account or unknown number all answer the same, after the same
     * work. A login number counts only with its school's code.
     */
    async login(body: LearnerLoginBody, ip: string) {
      const school = body.school.toUpperCase();
      const byPin = 'pin' in body;
      const attempt = await throttle.reserve(byPin ? target.pin(school) : target.account(school, body.account), ip);
      let student: repository.SignInRow | undefined;
      if (byPin) {
        student = await findStudent(school, { pin: body.pin });
      } else {
        const found = await findStudent(school, { account: body.account });
        const correct = found
          ? await verifyPassword(found.passwordHash, body.password)
          : await verifyStudentAgainstNothing(body.password);
        student = correct ? found : undefined;
      }
      if (!student) {
        await attempt.failed();
        throw new AppError('learner.invalid_credentials');
      }
      await attempt.succeeded();
      if (!student.active) throw new AppError('learner.inactive');
      const token = await sessions.openStudentSession(student);
      return { token, student: toLearnerStudent(student) };
    },

    /** The student's own choice of avatar; answers the student as the app shows them. */
    async setAvatar(principal: StudentPrincipal, avatar: StudentAvatar) {
      const row = await repository.setAvatar(ctx.db, principal.institutionId, principal.studentId, avatar, ctx.clock());
      if (!row) throw new AppError('common.not_found');
      return toLearnerStudent(row);
    },

    async setPictures(principal: StudentPrincipal, pictures: number[]): Promise<void> {
      const hash = await hashPictures(pictures);
      await repository.setPicturePassword(ctx.db, principal.institutionId, principal.studentId, hash, ctx.clock());
    },

    /**
     * A student who forgot their text password chooses a new one by picking their two
     * pictures. Guessing is throttled tightly (there are only 66 pairs); every
     * other device of the student must sign in again.
     */
    async resetPassword(body: { school: string; account: string; pictures: number[]; password: string }, ip: string) {
      assertAcceptablePassword(body.password, body.password);
      const attempt = await throttle.reserve(target.pictures(body.school, body.account), ip);
      const student = await findStudent(body.school, { account: body.account });
      const correct = student?.picturePasswordHash
        ? await verifyPictures(student.picturePasswordHash, body.pictures)
        : await verifyStudentAgainstNothing(body.password);
      if (!student || !correct) {
        await attempt.failed();
        throw new AppError('learner.pictures_incorrect');
      }
      await attempt.succeeded();
      const passwordHash = await hashStudentPassword(body.password);
      await ctx.db.transaction(async (tx) => {
        await repository.setPassword(tx, student.institutionId, student.id, passwordHash, ctx.clock());
        await sessions.revokeStudentSessions(student, tx);
      });
    },
  };
}
