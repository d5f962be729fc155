import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from './composition.js';
import type { AppContext } from './context.js';
import { accountRoutes, teacherImportRoutes } from './modules/account/index.js';
import { announcementRoutes } from './modules/announcement/index.js';
import { assignmentRoutes } from './modules/assignment/index.js';
import { auditRoutes } from './modules/audit/index.js';
import { authRoutes } from './modules/auth/index.js';
import { catalogueRoutes } from './modules/catalogue/index.js';
import { collectionRoutes } from './modules/collection/index.js';
import { classAdminRoutes, courseRoutes, staffingRoutes } from './modules/course/index.js';
import { dashboardRoutes } from './modules/dashboard/index.js';
import { echoAnswerRoutes, echoAuthoringRoutes } from './modules/echo/index.js';
import { healthRoutes } from './modules/health/index.js';
import { institutionRoutes } from './modules/institution/index.js';
import { internalRoutes } from './modules/internal/index.js';
import { learnerRoutes } from './modules/learner/index.js';
import { levelRoutes } from './modules/level/index.js';
import { libraryRoutes } from './modules/library/index.js';
import { parentRoutes } from './modules/parent/index.js';
import { reportRoutes } from './modules/report/index.js';
import { rosterRoutes } from './modules/roster/index.js';
import { studentPageRoutes } from './modules/student-page/index.js';

/** Every module's routes, mounted under `${BASE_PATH}api`, each served by its services from the graph. */
function moduleRoutes(ctx: AppContext, services: Services): FastifyPluginAsyncZod[] {
  return [
    healthRoutes(ctx),
    authRoutes(services),
    internalRoutes(services),
    accountRoutes(services),
    teacherImportRoutes(services),
    announcementRoutes(services),
    institutionRoutes(services),
    courseRoutes(services),
    classAdminRoutes(services),
    catalogueRoutes(services),
    auditRoutes(services),
    staffingRoutes(services),
    rosterRoutes(services, ctx.config),
    libraryRoutes(services),
    collectionRoutes(services),
    assignmentRoutes(services),
    learnerRoutes(services),
    parentRoutes(services),
    echoAuthoringRoutes(services),
    echoAnswerRoutes(services),
    levelRoutes(services),
    studentPageRoutes(services),
    dashboardRoutes(services),
    reportRoutes(services),
  ];
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
