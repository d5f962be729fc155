import type { FastifyInstance, RouteOptions } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { can } from '../modules/policy/index.js';
import type { Principal, StaffPrincipal } from '../modules/session/index.js';

/**
 * Who may call a route. Each level is a rule on the signed-in principal; the token kinds
 * never overlap, so a learner token opens no staff route and the reverse. The product
 * company's internal staff act as the administrator of the school they look at, and alone
 * reach the `internal` routes (choosing the school, support mode).
 */
export const ACCESS_RULES = {
  public: null,
  staff: (principal: Principal) => principal.kind === 'staff',
  admin: (principal: Principal) => principal.kind === 'staff' && can(principal, 'manage_school'),
  student: (principal: Principal) => principal.kind === 'student',
  parent: (principal: Principal) => principal.kind === 'parent',
  internal: (principal: Principal) => principal.kind === 'staff' && principal.internal !== undefined,
} as const;

/** Requests that may change data: every method but GET and HEAD, and the GETs that say they change data. */
export function isWrite(method: string, config: { changes?: boolean }): boolean {
  return config.changes === true || !['GET', 'HEAD', 'OPTIONS'].includes(method);
}

/**
 * The rule for internal sessions, on every route: one never changes the account it acts
 * through (`config.ownAccount`), and changes nothing else until support mode is on, except its
 * own session (`config.sessionOnly`, the `internal` routes). Whether a refused write is audited
 * does not arise: it never runs.
 */
export function internalRefusal(
  principal: StaffPrincipal,
  method: string,
  config: { access: Access; ownAccount?: boolean; sessionOnly?: boolean; changes?: boolean },
): AppError | null {
  if (!principal.internal) return null;
  if (config.ownAccount && !can(principal, 'own_account')) return new AppError('common.forbidden');
  if (!isWrite(method, config) || config.sessionOnly || config.access === 'internal') return null;
  return principal.internal.supportReason ? null : new AppError('internal.read_only');
}

/** Whether a successful request of an internal session changed the school, and so is audited. */
export function isSupportChange(
  principal: Principal | null,
  method: string,
  config: { access: Access; sessionOnly?: boolean; changes?: boolean },
): principal is StaffPrincipal {
  return (
    principal?.kind === 'staff' &&
    principal.internal?.supportReason != null &&
    isWrite(method, config) &&
    !config.sessionOnly &&
    config.access !== 'internal'
  );
}
export type Access = keyof typeof ACCESS_RULES;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; routes of a scope made with registerWithAccess inherit the scope's. */
    access: Access;
    /** The route acts on the caller's own staff account (profile, password, language): never for internal staff. */
    ownAccount?: boolean;
    /** A GET that changes data (the SPEC's removal link, a one-time download, opening a material). */
    changes?: boolean;
    /** The route changes only the caller's own session (sign-out): allowed to a read-only internal session. */
    sessionOnly?: boolean;
  }
  interface FastifyInstance {
    /** Access given to every route of a scope that wraps a third-party plugin (docs, static files). */
    scopeAccess?: Access;
  }
}

function isAccess(value: unknown): value is Access {
  return typeof value === 'string' && Object.hasOwn(ACCESS_RULES, value);
}

/**
 * onRoute hook: a route without a declared access level is a startup error, so no
 * endpoint can be exposed by forgetting to say who may call it.
 */
export function requireAccessRule(this: FastifyInstance, route: RouteOptions): void {
  const access = route.config?.access ?? this.scopeAccess;
  if (!isAccess(access)) {
    throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule (config.access)`);
  }
  route.config = { ...route.config, access };
}

/** Gives every route that `register` adds (a third-party plugin: docs, static files) the same access level. */
export function registerWithAccess(
  app: FastifyInstance,
  access: Access,
  register: (scope: FastifyInstance) => void,
): void {
  app.register(async (scope) => {
    scope.decorate('scopeAccess', access);
    register(scope);
  });
}
