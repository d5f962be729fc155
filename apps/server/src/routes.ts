import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context.js';
import { accountRoutes } from './modules/account/index.js';
import { announcementRoutes } from './modules/announcement/index.js';
import { assignmentRoutes } from './modules/assignment/index.js';
import { authRoutes } from './modules/auth/index.js';
import { collectionRoutes } from './modules/collection/index.js';
import { courseRoutes } from './modules/course/index.js';
import { healthRoutes } from './modules/health/index.js';
import { institutionRoutes } from './modules/institution/index.js';
import { learnerRoutes } from './modules/learner/index.js';
import { libraryRoutes } from './modules/library/index.js';
import { parentRoutes } from './modules/parent/index.js';
import { rosterRoutes } from './modules/roster/index.js';

/** Every module's routes, mounted under `${BASE_PATH}api`. */
const MODULES = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  announcementRoutes,
  institutionRoutes,
  courseRoutes,
  rosterRoutes,
  libraryRoutes,
  collectionRoutes,
  assignmentRoutes,
  learnerRoutes,
  parentRoutes,
];

export function installApi(app: FastifyInstance, ctx: AppContext): void {
  app.register(
    async (api) => {
      // Answers carry tokens and personal data: no shared cache may keep them (a route may still opt in).
      api.addHook('onRequest', async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
      });
      for (const routes of MODULES) api.withTypeProvider<ZodTypeProvider>().register(routes(ctx));
    },
    { prefix: `${ctx.config.basePath}api` },
  );
}
