import { healthResponse } from '@lms/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          summary: 'Liveness, and which database answers',
          response: { 200: healthResponse },
        },
      },
      async () => {
        // A round trip proves the database answers, not only that the process is up.
        await ctx.db.execute(sql`select 1`);
        return { status: 'ok' as const, db: ctx.dbKind };
      },
    );
  };
}
