import { ERRORS, type ErrorBody, type ErrorCode } from '@lms/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { unavailableCause } from '../db/unavailable.js';
import { AppError } from '../lib/app-error.js';

/** Seconds a client is asked to wait before trying again while the database is out of reach. */
const RETRY_AFTER_SECONDS = 2;

function send(reply: FastifyReply, code: ErrorCode, details?: unknown, status: number = ERRORS[code].status) {
  const body: ErrorBody = { status: 'error', code, message: ERRORS[code].message };
  if (details !== undefined) body.details = details;
  return reply.status(status).send(body);
}

/** Field-level problems the web app can put next to the inputs. */
function fieldProblems(validation: { instancePath: string; message?: string }[], part: string | undefined) {
  return validation.map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || part || '',
    message: issue.message ?? 'not valid',
  }));
}

/**
 * The one place errors become responses: typed AppErrors with their code, validation
 * failures as common.validation, a database out of reach as a 503 common.unavailable (the
 * request can be tried again), anything else as a logged 500 that never reveals SQL or stacks.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return send(reply, error.code, error.details);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 'common.validation', fieldProblems(error.validation, error.validationContext));
    }
    const unavailable = unavailableCause(error);
    if (unavailable) {
      request.log.warn({ database: unavailable }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(reply, 'common.unavailable');
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return send(reply, 'common.payload_too_large');
    // Fastify's own client errors: malformed JSON, unsupported content type, empty body.
    if (status >= 400 && status < 500) return send(reply, 'common.validation', undefined, status);
    request.log.error({ err: error }, 'request failed');
    return send(reply, 'common.system_error');
  });
}

/**
 * Fastify's refusals before any route is found (its `frameworkErrors` option): a URL that does
 * not decode (`/%E0%A4%A`) and a path segment longer than the router reads. Answered in the
 * app's format, never Fastify's text that quotes the URL back.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, 'common.validation');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, 'common.payload_too_large', undefined, 414);
  request.log.error({ err: error }, 'request failed');
  return send(reply, 'common.system_error');
}

/**
 * The error handler of a static-file scope (the web app, the content host). A path the folder
 * refuses (one leaving it, a folder, a NUL, a name too long) is a plain 404, as if no such file
 * existed; a range beyond the end keeps its Content-Range header (the file size) so a player can ask
 * again; the rest go to the app's handler.
 */
export function refuseStaticFile(
  error: FastifyError & { headers?: Record<string, string> },
  _request: FastifyRequest,
  reply: FastifyReply,
): never {
  if (error.statusCode === 400 || error.statusCode === 403) throw new AppError('common.not_found');
  const range = error.headers?.['Content-Range'];
  if (range) reply.header('Content-Range', range);
  throw error;
}
