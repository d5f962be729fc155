import { AUDIT_PATHS, auditExportQuery, auditListResponse, auditQuery } from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendFile } from '../../lib/file-reply.js';
import { success } from '../../lib/success.js';
import { staffOf } from '../../plugins/auth.js';
import type { AuditService } from './audit.service.js';

export function auditRoutes({ audit }: { audit: AuditService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['audit'];

    app.get(
      AUDIT_PATHS.list,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: "One page of the school's audit log, newest first, filtered by who, what, class and days",
          querystring: auditQuery,
          response: { 200: auditListResponse },
        },
      },
      async (request) => success(await audit.list(staffOf(request), request.query)),
    );

    app.get(
      AUDIT_PATHS.export,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'The filtered audit log as XLSX or CSV (its newest 10,000 rows)',
          querystring: auditExportQuery,
        },
      },
      async (request, reply) => {
        const { format, lang, ...filters } = request.query;
        const file = await audit.export(staffOf(request), filters, format, lang);
        return sendFile(reply, file, 'audit-log');
      },
    );
  };
}
