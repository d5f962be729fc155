import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from './composition.js';
import type { AppContext } from './context.js';
import { inUseOrder, MODULES, type ModuleName } from './modules.js';

/** What a module's routes are built from: the app's services and its context. */
type Graph = Services & { ctx: AppContext };

/** A module's routes, each built from the graph (each takes what it names of it). */
function routesOf(graph: Graph, factories: readonly ((graph: Graph) => FastifyPluginAsyncZod)[]) {
  return factories.map((routes) => routes(graph));
}

/** Every module's routes, mounted under `${BASE_PATH}api` in the order of what the modules use. */
function moduleRoutes(ctx: AppContext, services: Services): FastifyPluginAsyncZod[] {
  const graph = { ...services, ctx };
  return inUseOrder().flatMap((name) => {
    const manifest = MODULES[name as ModuleName];
    return 'routes' in manifest ? routesOf(graph, manifest.routes) : [];
  });
}

export function installApi(app: FastifyInstance, ctx: AppContext, services: Services): void {
  app.register(
    async (api) => {
      // Answers carry tokens and personal data: no shared cache may keep them (a route may still opt in).
      api.addHook('onRequest', async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
      });
      for (const routes of moduleRoutes(ctx, services)) api.withTypeProvider<ZodTypeProvider>().register(routes);
    },
    { prefix: `${ctx.config.basePath}api` },
  );
}
