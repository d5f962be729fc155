import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, closeTestApp } from '../test/harness.js';
import { ACCESS_RULES } from './access.js';

// Every route the app registers passes through the access rule; record what it saw.
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('./access.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./access.js')>();
  return {
    ...original,
    requireAccessRule(this: FastifyInstance, route: RouteOptions) {
      registered.push(route);
      original.requireAccessRule.call(this, route);
    },
  };
});

describe('access rules', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('every registered route declares who may call it', async () => {
    const t = await buildTestApp();
    cleanups.push(() => closeTestApp(t));
    await t.app.ready();

    const described = registered.map((r) => `${String(r.method)} ${r.url} ${r.config?.access}`);
    const missing = registered.filter((r) => !r.config?.access || !Object.hasOwn(ACCESS_RULES, r.config.access));
    expect(missing.map((r) => `${String(r.method)} ${r.url}`)).toEqual([]);
    expect(described).toEqual(
      expect.arrayContaining([
        'GET /api/health public',
        'POST /api/auth/login public',
        'POST /api/auth/logout staff',
        'GET /api/course/list staff',
        'GET /api/account/list admin',
        'GET /api/docs/json public',
      ]),
    );
  });

  it('refuses to start with a route that has no access rule', async () => {
    const t = await buildTestApp();
    cleanups.push(() => t.database.close());
    t.app.register(async (scope) => {
      scope.get('/api/forgotten', async () => ({ status: 'success' }));
    });
    await expect(t.app.ready()).rejects.toThrow(/GET \/api\/forgotten declares no access rule/);
  });
});
