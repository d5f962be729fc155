import type { ReprintCardsResponse } from '@lms/shared';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import type { CourseRow } from '../../course/index.js';
import type { SessionService, StaffPrincipal } from '../../session/index.js';
import { readablePassword } from '../readable-password.js';
import { auditPasswordsSet } from '../roster.audit.js';
import * as repository from '../student.repository.js';
import { hashStudentPassword } from '../student-password.js';
import type { LoginCardService } from './login-cards.service.js';

export type CardReprintService = ReturnType<typeof createCardReprintService>;

/**
 * POST /stu/reprintcards: login cards again, for any students of a class at any time.
 * Passwords are kept only as hashes, so a student who signs in with a password gets a new
 * one (the old one stops working and their devices are signed out); a student with a login
 * number keeps everything, and the card shows the number.
 */
export function createCardReprintService(
  ctx: AppContext,
  { loginCards, sessions }: { loginCards: LoginCardService; sessions: SessionService },
) {
  return {
    async reprint(
      staff: StaffPrincipal,
      course: CourseRow,
      studentIds: number[],
    ): Promise<Omit<ReprintCardsResponse, 'status'>> {
      const ids = [...new Set(studentIds)];
      if (ids.length === 0) throw new AppError('students.none_selected');
      const found = await repository.enrolledStudents(ctx.db, staff.institutionId, course.id, ids);
      if (found.length !== ids.length) throw new AppError('common.not_found');
      // Hashing is the slow part: done before the transaction opens.
      const renewed = new Map(
        await Promise.all(
          found
            .filter((student) => student.pin === null)
            .map(async (student) => {
              const password = readablePassword();
              return [student.id, { password, passwordHash: await hashStudentPassword(password) }] as const;
            }),
        ),
      );

      return ctx.db.transaction(async (tx) => {
        // Read again inside the transaction: a student taken out of the class meanwhile gets nothing.
        const current = await repository.enrolledStudents(tx, staff.institutionId, course.id, ids);
        if (current.length !== ids.length) throw new AppError('common.not_found');
        const byId = new Map(current.map((student) => [student.id, student]));
        const now = ctx.clock();
        for (const [id, { passwordHash }] of renewed) {
          await repository.updateStudents(tx, staff.institutionId, [id], { passwordHash }, now);
          // Whoever signed in with the old password is signed out.
          await sessions.revokeStudentSessions(byId.get(id)!, tx);
        }
        await auditPasswordsSet(tx, staff, [...renewed.keys()], now);
        // The cards come in the order the students were asked for (the order the teacher sees).
        const cards = ids.map((id) => {
          const student = byId.get(id)!;
          return {
            username: student.username,
            account: student.account,
            password: renewed.get(id)?.password ?? null,
            pin: student.pin,
          };
        });
        return {
          cards: await loginCards.issue(tx, staff, course.id, cards),
          passwords_set: renewed.size,
          pins: found.length - renewed.size,
        };
      });
    },
  };
}
