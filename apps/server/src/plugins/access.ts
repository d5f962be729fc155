import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Principal } from '../modules/session/index.js';

/**
 * Who may call a route. Each level is a rule on the signed-in principal; the token kinds
 * never overlap, so a learner token opens no staff route and the reverse.
 */
export const ACCESS_RULES = {
  public: null,
  staff: (principal: Principal) => principal.kind === 'staff',
  admin: (principal: Principal) => principal.kind === 'staff' && principal.role === 'admin',
  student: (principal: Principal) => principal.kind === 'student',
  parent: (principal: Principal) => principal.kind === 'parent',
} as const;
export type Access = keyof typeof ACCESS_RULES;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; routes of a scope made with registerWithAccess inherit the scope's. */
    access: Access;
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
