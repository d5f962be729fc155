import type { Language } from '@lms/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import { createAccountService } from '../account/index.js';
import type { StaffPrincipal } from '../session/index.js';
import { createLoginThrottle, createSessionService } from '../session/index.js';
import { toSessionUser } from './auth.presenter.js';

/** Sign-in and sign-out of teachers and administrators. */
export function createAuthService(ctx: AppContext) {
  const accounts = createAccountService(ctx);
  const sessions = createSessionService(ctx);
  const throttle = createLoginThrottle(ctx);

  return {
    /**
     * An unknown e-mail and a wrong password answer the same, after the same amount of work,
     * so nobody can find out which e-mails have accounts.
     */
    async login(credentials: { email: string; password: string }, ip: string) {
      const email = credentials.email.trim().toLowerCase();
      const attempt = await throttle.reserve({ kind: 'password', account: `staff:${email}` }, ip);
      const record = await accounts.findByEmail(email);
      const correct = record
        ? await verifyPassword(record.passwordHash, credentials.password)
        : await verifyAgainstNothing(credentials.password);
      if (!record || !correct) {
        await attempt.failed();
        throw new AppError('auth.invalid_credentials');
      }
      await attempt.succeeded();
      // Told only to someone who knows the password, so suspension reveals nothing to a guesser.
      if (record.status === 'suspended') throw new AppError('auth.suspended');
      const token = await sessions.openStaffSession(record);
      return { token, user: toSessionUser(record) };
    },

    logout(staff: StaffPrincipal): Promise<void> {
      return sessions.revoke(staff);
    },

    async me(staff: StaffPrincipal) {
      return toSessionUser(await accounts.load(staff));
    },

    async setLanguage(staff: StaffPrincipal, language: Language) {
      await accounts.setLanguage(staff, language);
      return toSessionUser(await accounts.load(staff));
    },
  };
}
