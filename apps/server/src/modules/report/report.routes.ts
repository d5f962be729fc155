import {
  idSchema,
  REPORT_PATHS,
  reportJobParams,
  reportRequestBody,
  reportRequestResponse,
  reportStatusResponse,
} from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { disposition } from '../../lib/file-reply.js';
import { success } from '../../lib/success.js';
import { staffOf } from '../../plugins/auth.js';
import { courseOf } from '../course/index.js';
import type { ReportService } from './report.service.js';

/** Reports to download: asked for by the class's staff, followed and fetched by the one who asked. */
export function reportRoutes({ reports }: { reports: ReportService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['report'];

    app.post(
      REPORT_PATHS.request,
      {
        config: { access: 'staff', course: 'read' },
        schema: {
          tags,
          summary:
            'Ask for a class or student report (XLSX or PDF, in a language, over a window): built in the background',
          params: z.object({ courseid: idSchema }),
          body: reportRequestBody,
          response: { 202: reportRequestResponse },
        },
      },
      async (request, reply) =>
        reply.code(202).send(success(await reports.request(staffOf(request), courseOf(request), request.body))),
    );

    app.get(
      REPORT_PATHS.status,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: "A report's state and progress (0–100); when done its file's name, size and expiry",
          params: reportJobParams,
          response: { 200: reportStatusResponse },
        },
      },
      async (request) => success(await reports.status(staffOf(request), request.params.jobid)),
    );

    app.get(
      REPORT_PATHS.download,
      {
        config: { access: 'staff' },
        schema: { tags, summary: 'The built report, while it is kept', params: reportJobParams },
      },
      async (request, reply) => {
        const file = await reports.download(staffOf(request), request.params.jobid);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', disposition('attachment', file.name))
          .send(file.data);
      },
    );
  };
}
