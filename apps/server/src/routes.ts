import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { announcementRoutes } from './modules/announcement/announcement.routes.js';
import { assignmentRoutes } from './modules/assignment/assignment.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { collectionRoutes } from './modules/collection/collection.routes.js';
import { courseRoutes } from './modules/course/course.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { institutionRoutes } from './modules/institution/institution.routes.js';
import { learnerRoutes } from './modules/learner/learner.routes.js';
import { libraryRoutes } from './modules/library/library.routes.js';
import { parentRoutes } from './modules/parent/parent.routes.js';
import { rosterRoutes } from './modules/roster/roster.routes.js';

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
