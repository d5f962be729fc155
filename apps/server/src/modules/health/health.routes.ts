import { HEALTH_PATHS, healthResponse, readinessResponse } from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { checkDatabase } from './readiness.js';

export function healthRoutes({ ctx }: { ctx: AppContext }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      HEALTH_PATHS.live,
      {
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          summary: 'Liveness: the process answers (the database is not asked)',
          response: { 200: healthResponse },
        },
      },
      async () => ({ status: 'ok' as const, db: ctx.dbKind }),
    );

    app.get(
      HEALTH_PATHS.ready,
      {
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          summary: 'Readiness: 200 while the database answers, 503 common.unavailable while it does not',
          response: { 200: readinessResponse },
        },
      },
      async () => ({ status: 'ok' as const, db: ctx.dbKind, db_ms: await checkDatabase(ctx.db) }),
    );
  };
}
