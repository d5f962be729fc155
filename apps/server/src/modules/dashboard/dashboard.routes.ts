import { DASHBOARD_PATHS, dashboardQuery, dashboardResponse, idSchema } from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText } from '../../lib/success.js';
import { staffOf } from '../../plugins/auth.js';
import { courseRevisionOf } from '../course/index.js';
import type { DashboardService } from './dashboard.service.js';

export function dashboardRoutes({ dashboards }: { dashboards: DashboardService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      DASHBOARD_PATHS.dashboard,
      {
        config: { access: 'staff', course: 'read' },
        schema: {
          tags: ['dashboard'],
          summary:
            "A class's dashboard over a report window: minutes, completions, assignments, Echo Valley scores, active students, levels, popular and overlooked books, students who need attention",
          params: z.object({ courseid: idSchema }),
          querystring: dashboardQuery,
          response: { 200: dashboardResponse },
        },
      },
      // A kept answer's JSON text (already a DashboardResponse, so the untyped reply); the schema
      // above documents it and the tests check answers against it.
      async (request, reply) => {
        const body = await dashboards.body(staffOf(request), courseRevisionOf(request), request.query.window);
        return sendJsonText(reply, body);
      },
    );
  };
}
