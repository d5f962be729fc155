import type { ErrorCode } from '@lms/shared';
import { AppError } from './app-error.js';

/** The multipart part a route reads its upload from: a recording (`audio`) or an import's file (`file`). */
export type UploadPart = 'audio' | 'file';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The refusal of a body over the route's `bodyLimit` (default `common.payload_too_large`). */
    tooLarge?: ErrorCode;
    /** The route takes a multipart upload, in this part. */
    upload?: UploadPart;
  }
}

/** Room in an upload's body for its form fields and the parts' headers, beside the file. */
const FORM_BYTES = 64 * 1024;

/**
 * The options of a route that takes a multipart upload: its whole body is refused (with the
 * route's `tooLarge`) past the file's limit and a little for the form around it.
 */
export function uploadRoute<Access extends string>(
  access: Access,
  upload: { part: UploadPart; maxBytes: number; tooLarge: ErrorCode },
) {
  return {
    bodyLimit: upload.maxBytes + FORM_BYTES,
    config: { access, tooLarge: upload.tooLarge, upload: upload.part },
  };
}

/** The refusal of a body over the route's `bodyLimit`: the route's own words when it has them. */
export const tooLargeFor = (request: { routeOptions: { config: { tooLarge?: ErrorCode } } }): AppError =>
  new AppError(request.routeOptions.config.tooLarge ?? 'common.payload_too_large');
