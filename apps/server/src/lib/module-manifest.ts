import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A module's routes, built from the app's graph: its services and its context (`ctx`), each taking what it names. */
export type RouteFactory = (graph: never) => FastifyPluginAsyncZod;

/**
 * What a module says of itself on its face (`export const manifest = { ... } satisfies
 * ModuleManifest` in its index.ts): the other modules it uses, and its routes. The boundary test
 * holds `uses` to the module's imports, docs/ARCHITECTURE.md's "who uses whom" table is written
 * from them, and the app mounts the routes of every module in the order of `uses` (modules.ts).
 */
export interface ModuleManifest {
  uses: readonly string[];
  routes?: readonly RouteFactory[];
}
