import multipart from '@fastify/multipart';
import {
  TEACHER_IMPORT_LIMITS,
  TEACHER_IMPORT_PATHS,
  teacherImportPreviewResponse,
  teacherImportQuery,
  teacherImportResponse,
  teacherTemplateQuery,
} from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendFile } from '../../lib/file-reply.js';
import { importRoute, readUpload } from '../../lib/multipart-upload.js';
import { staffOf } from '../../plugins/auth.js';
import type { TeacherImportService } from './teacher-import.service.js';

/**
 * Importing teachers from a file, for administrators: the template, a preview of every row, and
 * the import. Not idempotent by key, as the roster's import: the file is not part of a request's
 * fingerprint, and a file imported twice is refused the second time because its e-mails exist.
 */
export function teacherImportRoutes({
  teacherImports,
}: {
  teacherImports: TeacherImportService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['account'];
    const config = { access: 'admin' } as const;
    const upload = importRoute(config.access, TEACHER_IMPORT_LIMITS.maxBytes);
    await app.register(multipart, {
      limits: { fileSize: TEACHER_IMPORT_LIMITS.maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 100 },
    });

    app.get(
      TEACHER_IMPORT_PATHS.template,
      {
        config,
        schema: {
          tags,
          summary: 'The teacher import template (CSV, or XLSX): the header row name, email, language',
          querystring: teacherTemplateQuery,
        },
      },
      async (request, reply) =>
        sendFile(reply, await teacherImports.template(request.query.format), 'teachers-template'),
    );

    app.post(
      TEACHER_IMPORT_PATHS.preview,
      {
        ...upload,
        schema: {
          tags,
          summary:
            'Check a file of teachers (multipart `file`, XLSX or CSV): every row and its problems; nothing is written',
          querystring: teacherImportQuery,
          response: { 200: teacherImportPreviewResponse },
        },
      },
      async (request) => {
        const { file } = await readUpload(request);
        return teacherImports.preview(staffOf(request), file, request.query.language);
      },
    );

    app.post(
      TEACHER_IMPORT_PATHS.commit,
      {
        ...upload,
        schema: {
          tags,
          summary: 'Invite every teacher of a file (multipart `file`), all rows or none; each gets the invitation mail',
          querystring: teacherImportQuery,
          response: { 200: teacherImportResponse },
        },
      },
      async (request) => {
        const { file } = await readUpload(request);
        return teacherImports.commit(staffOf(request), file, request.query.language);
      },
    );
  };
}
