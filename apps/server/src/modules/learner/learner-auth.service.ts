import type { LearnerLoginBody } from '@lms/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import { assertAcceptablePassword } from '../account/account.service.js';
import { createLoginThrottle } from '../auth/login-throttle.js';
import type { StudentPrincipal } from '../auth/principal.js';
import { createSessionService } from '../auth/session.service.js';
import { hashStudentPassword } from '../roster/student-password.js';
import { toLearnerStudent } from './learner.presenter.js';
import * as repository from './learner.repository.js';
import { hashPictures, verifyPictures } from './picture-password.js';

/**
 * The names under which failed student attempts are counted, beside staff e-mails in the
 * same throttle; the prefixes keep them apart from e-mails and from each other.
 */
const throttleKey = {
  account: (school: string, account: string) => `student:${school}/${account}`.toLowerCase(),
  pin: (pin: string) => `pin:${pin}`,
  pictures: (school: string, account: string) => `pictures:${school}/${account}`.toLowerCase(),
};

/** Student sign-in (password or pin) and the picture password. */
export function createLearnerAuthService(ctx: AppContext) {
  const sessions = createSessionService(ctx);
  const throttle = createLoginThrottle(ctx);

  return {
    /** A wrong password, unknown account or unknown pin all answer the same, after the same work. */
    async login(body: LearnerLoginBody, ip: string) {
      const byPin = 'pin' in body;
      const key = byPin ? throttleKey.pin(body.pin) : throttleKey.account(body.school, body.account);
      await throttle.check(key, ip);
      let student: repository.SignInRow | undefined;
      if (byPin) {
        student = await repository.findStudentByPin(ctx.db, body.pin);
      } else {
        const found = await repository.findStudentByAccount(ctx.db, body.school.toUpperCase(), body.account);
        student =
          found && (await verifyPassword(found.passwordHash, body.password))
            ? found
            : await verifyAgainstNothing(body.password).then(() => undefined);
      }
      if (!student) {
        await throttle.recordFailure(key, ip);
        throw new AppError('learner.invalid_credentials');
      }
      if (!student.active) throw new AppError('learner.inactive');
      await throttle.clear(key);
      const token = await sessions.openStudentSession(student);
      return { token, student: toLearnerStudent(student) };
    },

    async setPictures(principal: StudentPrincipal, pictures: number[]): Promise<void> {
      const hash = await hashPictures(pictures);
      await repository.setPicturePassword(ctx.db, principal.institutionId, principal.studentId, hash, ctx.clock());
    },

    /**
     * A student who forgot their text password chooses a new one by picking their two
     * pictures. Guessing is throttled per account and IP (there are only 66 pairs); every
     * other device of the student must sign in again.
     */
    async resetPassword(body: { school: string; account: string; pictures: number[]; password: string }, ip: string) {
      const key = throttleKey.pictures(body.school, body.account);
      await throttle.check(key, ip);
      assertAcceptablePassword(body.password, body.password);
      const student = await repository.findStudentByAccount(ctx.db, body.school.toUpperCase(), body.account);
      const correct = student?.picturePasswordHash
        ? await verifyPictures(student.picturePasswordHash, body.pictures)
        : false;
      if (!student || !correct) {
        await throttle.recordFailure(key, ip);
        throw new AppError('learner.pictures_incorrect');
      }
      await throttle.clear(key);
      const passwordHash = await hashStudentPassword(body.password);
      await ctx.db.transaction(async (tx) => {
        await repository.setPassword(tx, student.institutionId, student.id, passwordHash, ctx.clock());
        await sessions.revokeStudentSessions(student, tx);
      });
    },
  };
}
