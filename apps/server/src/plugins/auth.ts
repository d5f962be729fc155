import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import type {
  ParentPrincipal,
  Principal,
  SessionService,
  StaffPrincipal,
  StudentPrincipal,
} from '../modules/session/index.js';
import { ACCESS_RULES, internalRefusal, isSupportChange } from './access.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Reads the session of a request together with what its route needs besides, in one statement
 * (the course module's, handed over by the app); undefined to read the session alone.
 */
export type SessionReader = (request: FastifyRequest, token: string) => Promise<Principal | null> | undefined;

/** Records a change made in support mode once it succeeded (the audit module's, handed over by the app). */
export type SupportChangeRecorder = (
  staff: StaffPrincipal,
  request: { method: string; route: string; courseId: number | null },
) => Promise<void>;

/**
 * Resolves the bearer token (never a cookie, so no request can be forged from another site)
 * and enforces the route's access level before the body is even read, with the rule for
 * internal staff (read-only unless in support mode); their changes in support mode are audited.
 */
export function installAuth(
  app: FastifyInstance,
  sessions: SessionService,
  recordSupportChange: SupportChangeRecorder,
  readSession: SessionReader = () => undefined,
): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    // Routes always carry a level (checked at registration); fail closed all the same.
    if (!access) throw new AppError('common.forbidden');
    const token = bearerToken(request);
    request.principal = token ? await (readSession(request, token) ?? sessions.resolve(token)) : null;
    const rule = ACCESS_RULES[access];
    if (rule === null) return;
    if (!request.principal) throw new AppError(token ? await sessions.refusal(token) : 'common.unauthorized');
    if (!rule(request.principal)) throw new AppError('common.forbidden');
    if (request.principal.kind === 'staff') {
      const refusal = internalRefusal(request.principal, request.method, request.routeOptions.config);
      if (refusal) throw refusal;
    }
  });
  // A change an internal staff member made in support mode is recorded once it succeeded, before
  // its answer leaves: a change answered as done has its record (a record written after the
  // answer could be missing to whoever read the log next).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.is404 || reply.statusCode >= 400) return payload;
    const { principal } = request;
    if (!isSupportChange(principal, request.method, request.routeOptions.config)) return payload;
    // The class a change was made in, when the route names one (its parameter is read as a number by then).
    const courseId = (request.params as { courseid?: unknown } | undefined)?.courseid;
    await recordSupportChange(principal, {
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      courseId: typeof courseId === 'number' ? courseId : null,
    });
    return payload;
  });
}

/** The signed-in staff member of a request to a 'staff' or 'admin' route. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (request.principal?.kind !== 'staff') throw new AppError('common.unauthorized');
  return request.principal;
}

/** The signed-in student of a request to a 'student' route. */
export function studentOf(request: FastifyRequest): StudentPrincipal {
  if (request.principal?.kind !== 'student') throw new AppError('common.unauthorized');
  return request.principal;
}

/** The signed-in parent of a request to a 'parent' route. */
export function parentOf(request: FastifyRequest): ParentPrincipal {
  if (request.principal?.kind !== 'parent') throw new AppError('common.unauthorized');
  return request.principal;
}
