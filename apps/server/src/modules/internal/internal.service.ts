import type { InternalSchool, SessionUser } from '@lms/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import { findSchoolByCode } from '../directory/index.js';
import { staffAbilities } from '../policy/index.js';
import type { InternalSession, LoginThrottle, SessionService, StaffPrincipal } from '../session/index.js';
import * as repository from './internal.repository.js';

export type InternalService = ReturnType<typeof createInternalService>;

/**
 * The product company's own staff: they sign in at /internal, look at one school at a time as
 * its administrator, read-only, and turn on support mode with a reason to change things.
 */
export function createInternalService(
  ctx: AppContext,
  { sessions, throttle }: { sessions: SessionService; throttle: LoginThrottle },
) {
  /** The signed-in user as the web app keeps it: the staff member, at the school, as its administrator. */
  async function sessionUser(internal: InternalSession, institutionId: number): Promise<SessionUser> {
    const [person, school] = await Promise.all([
      repository.findStaffById(ctx.db, internal.staffId),
      repository.findSchool(ctx.db, institutionId),
    ]);
    if (!person || !school?.actingAdministrator) throw new AppError('common.unauthorized');
    return {
      userid: school.actingAdministrator,
      username: person.name,
      email: person.email,
      permit: 'admin',
      image: '1',
      currentsLang: 'en-US',
      institution: school.name,
      internal: { school_code: school.school_code, support_reason: internal.supportReason },
      abilities: staffAbilities({ role: 'admin', internal }),
    };
  }

  /** The school with this code (any letter case, found through the directory), when an internal session can look at it. */
  async function schoolOfCode(schoolCode: string) {
    const institutionId = await findSchoolByCode(ctx.db, schoolCode);
    return institutionId === undefined ? undefined : repository.findSchool(ctx.db, institutionId);
  }

  function internalOf(staff: StaffPrincipal): InternalSession {
    if (!staff.internal) throw new AppError('common.forbidden');
    return staff.internal;
  }

  return {
    me(staff: StaffPrincipal) {
      return sessionUser(internalOf(staff), staff.institutionId);
    },

    /** Same limits and same answers as the staff sign-in, with accounts of their own; starts at the first school by name. */
    async login(credentials: { email: string; password: string; school?: string | undefined }, ip: string) {
      const email = credentials.email.trim().toLowerCase();
      const attempt = await throttle.reserve({ kind: 'password', account: `internal:${email}` }, ip);
      const found = await repository.findStaffByEmail(ctx.db, email);
      const person = found && found.disabledAt === null ? found : undefined;
      const correct = person
        ? await verifyPassword(person.passwordHash, credentials.password)
        : await verifyAgainstNothing(credentials.password);
      if (!person || !correct) {
        await attempt.failed();
        throw new AppError('auth.invalid_credentials');
      }
      await attempt.succeeded();
      const school = credentials.school
        ? await schoolOfCode(credentials.school)
        : (await repository.listSchools(ctx.db, 1))[0];
      if (!school) throw new AppError(credentials.school ? 'common.not_found' : 'internal.no_administrator');
      const token = await sessions.openInternalSession(person, school.institution);
      return { token, user: await sessionUser({ staffId: person.id, supportReason: null }, school.institution) };
    },

    async schools(): Promise<InternalSchool[]> {
      const rows = await repository.listSchools(ctx.db);
      return rows.map(({ institution, name, school_code }) => ({ institution, name, school_code }));
    },

    /**
     * Looks at another school from now on, read-only again, with a session of that school: the
     * answer carries its token, and the token used so far no longer opens anything.
     */
    async switchSchool(staff: StaffPrincipal, institutionId: number) {
      const internal = internalOf(staff);
      const school = await repository.findSchool(ctx.db, institutionId);
      if (!school) throw new AppError('common.not_found');
      const token = await sessions.switchInternalSession({ ...staff, internal }, institutionId);
      return { token, user: await sessionUser({ ...internal, supportReason: null }, institutionId) };
    },

    /** Support mode on, with the reason the school's administrators will read beside each change; off with null. */
    async setSupport(staff: StaffPrincipal, reason: string | null) {
      const internal = internalOf(staff);
      await sessions.setSupportReason(staff, reason);
      return sessionUser({ ...internal, supportReason: reason }, staff.institutionId);
    },
  };
}
