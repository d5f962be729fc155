import { formBoolean } from '@lms/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { eachPart } from './multipart-body.js';
import type { UploadedFile } from './spreadsheet/uploaded-table.js';
import { uploadRoute } from './upload-route.js';

/** The options of a route that imports a file of at most `maxBytes`, for callers of `access`. */
export const importRoute = <Access extends string>(access: Access, maxBytes: number) =>
  uploadRoute(access, { part: 'file', maxBytes, tooLarge: 'import.too_large' });

/**
 * The uploaded file of an import (the first `file` part; the route's multipart limits cap its
 * size) and the dry-run flag, which may come as a form field or in the query string.
 */
export async function readUpload(request: FastifyRequest, dryRunQuery?: boolean) {
  if (!request.isMultipart()) throw new AppError('import.file_missing');
  let file: UploadedFile | null = null;
  let dryRun = dryRunQuery ?? false;
  try {
    await eachPart(request, async (part) => {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // A form sent without choosing a file still has the part, with no name and no bytes.
        if (part.fieldname === 'file' && !file && part.filename) file = { filename: part.filename, data };
      } else if (part.fieldname === 'dryRun') {
        dryRun = formBoolean.safeParse(part.value).data ?? dryRun;
      }
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('import.too_large');
    // The multipart reader's own refusals carry a status; a body it cannot parse (no boundary, cut short) has none.
    if ((error as { statusCode?: number }).statusCode === undefined) throw new AppError('import.malformed');
    throw error;
  }
  return { file, dryRun };
}
