import multipart from '@fastify/multipart';
import {
  fileFormatQuery,
  formBoolean,
  idSchema,
  importResponse,
  ROSTER_LIMITS,
  ROSTER_PATHS,
  textSchema,
} from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { disposition, sendFile } from '../../lib/file-reply.js';
import { importRoute, readUpload } from '../../lib/multipart-upload.js';
import { staffOf } from '../../plugins/auth.js';
import { courseOf } from '../course/index.js';
import type { RosterFilesService } from './export/roster-files.service.js';
import type { ImportService } from './import/import.service.js';
import { signInAddress } from './login-cards/sign-in-address.js';

const languageQuery = fileFormatQuery.pick({ lang: true });

/** What the roster's file routes are served by. */
export interface RosterFileServices {
  rosterFiles: RosterFilesService;
  imports: ImportService;
  /** The public address the login cards' sign-in link is made from. */
  ctx: { config: Pick<Config, 'publicUrl' | 'publicUrlGiven' | 'basePath'> };
}

/** The roster's files: the import template, importing, the export and the login cards. */
export function rosterFileRoutes({ rosterFiles: files, imports, ctx }: RosterFileServices): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['roster'];
    const config = { access: 'staff' } as const;
    const upload = importRoute(config.access, ROSTER_LIMITS.importMaxBytes);
    await app.register(multipart, {
      limits: { fileSize: ROSTER_LIMITS.importMaxBytes, files: 1, fields: 5, parts: 6, fieldSize: 100 },
    });

    app.get(
      ROSTER_PATHS.importSample,
      {
        config,
        schema: {
          tags,
          summary: 'The import template (XLSX with notes, or CSV) with headers in the caller’s language',
          querystring: fileFormatQuery,
        },
      },
      async (request, reply) => {
        const { format, lang } = request.query;
        return sendFile(reply, await files.template(staffOf(request), format, lang), 'students-template');
      },
    );

    app.post(
      ROSTER_PATHS.importFromFile,
      {
        ...upload,
        config: { ...upload.config, course: 'change' },
        schema: {
          tags,
          summary: 'Import students from an XLSX or CSV file (multipart `file`; `dryRun=true` previews)',
          params: z.object({ courseid: idSchema }),
          querystring: z.object({ dryRun: formBoolean.optional() }),
          response: { 200: importResponse },
        },
      },
      async (request) => {
        const { file, dryRun } = await readUpload(request, request.query.dryRun);
        return imports.importFile(staffOf(request), courseOf(request), file, dryRun);
      },
    );

    app.get(
      ROSTER_PATHS.export,
      {
        config,
        schema: {
          tags,
          summary: "A class's students as XLSX or CSV, in the template's columns",
          params: z.object({ courseid: idSchema }),
          querystring: fileFormatQuery,
        },
      },
      async (request, reply) => {
        const { format, lang } = request.query;
        const file = await files.export(staffOf(request), request.params.courseid, format, lang);
        return sendFile(reply, file, file.name);
      },
    );

    app.get(
      ROSTER_PATHS.loginCards,
      {
        config: { ...config, changes: true },
        schema: {
          tags,
          summary: 'Printable login cards (PDF) with where to sign in: once, by the staff member who set the passwords',
          params: z.object({ handle: textSchema.min(20).max(100) }),
          querystring: languageQuery,
        },
      },
      async (request, reply) => {
        const address = signInAddress(ctx.config, request);
        const pdf = await files.loginCards(staffOf(request), request.params.handle, address, request.query.lang);
        return (
          reply
            .header('content-type', 'application/pdf')
            // Shown in the browser's viewer, ready to print.
            .header('content-disposition', disposition('inline', 'login-cards.pdf'))
            .send(pdf)
        );
      },
    );
  };
}
