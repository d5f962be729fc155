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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { disposition, sendFile } from '../../lib/file-reply.js';
import { staffOf } from '../../plugins/auth.js';
import type { RosterFilesService } from './export/roster-files.service.js';
import type { ImportService } from './import/import.service.js';
import type { UploadedFile } from './import/import-file.js';
import { signInAddress } from './login-cards/sign-in-address.js';

const languageQuery = fileFormatQuery.pick({ lang: true });

/**
 * The uploaded file (the first `file` part, at most 2 MB) and the dry-run flag, which may come
 * as a form field or in the query string.
 */
async function readUpload(request: FastifyRequest, dryRunQuery: boolean | undefined) {
  if (!request.isMultipart()) throw new AppError('import.file_missing');
  let file: UploadedFile | null = null;
  let dryRun = dryRunQuery ?? false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // A form sent without choosing a file still has the part, with no name and no bytes.
        if (part.fieldname === 'file' && !file && part.filename) file = { filename: part.filename, data };
      } else if (part.fieldname === 'dryRun') {
        dryRun = formBoolean.safeParse(part.value).data ?? dryRun;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('import.too_large');
    // The multipart reader's own refusals carry a status; a body it cannot parse (no boundary, cut short) has none.
    if ((error as { statusCode?: number }).statusCode === undefined) throw new AppError('import.malformed');
    throw error;
  }
  return { file, dryRun };
}

/** What the roster's file routes are served by. */
export interface RosterFileServices {
  rosterFiles: RosterFilesService;
  imports: ImportService;
}

/** The roster's files: the import template, importing, the export and the login cards. */
export function rosterFileRoutes(
  { rosterFiles: files, imports }: RosterFileServices,
  appConfig: Pick<Config, 'publicUrl' | 'publicUrlGiven' | 'basePath'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['roster'];
    const config = { access: 'staff' } as const;
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
        config,
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
        return imports.importFile(staffOf(request), request.params.courseid, file, dryRun);
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
        const address = signInAddress(appConfig, request);
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
