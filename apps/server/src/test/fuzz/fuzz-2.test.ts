import type { FastifyInstance, RouteOptions } from 'fastify';
import { vi } from 'vitest';
import { fuzzRoutes } from './fuzz-run.js';

// Every route the app registers passes through the access rule (as in plugins/access.test.ts): record
// each, so a route added later is fuzzed without anyone listing it.
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('../../plugins/access.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../plugins/access.js')>();
  return {
    ...original,
    requireAccessRule(this: FastifyInstance, route: RouteOptions) {
      original.requireAccessRule.call(this, route);
      registered.push(route);
    },
  };
});

fuzzRoutes(registered, 1, 2);
