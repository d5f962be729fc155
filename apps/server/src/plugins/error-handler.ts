import { ERRORS, type ErrorBody, type ErrorCode } from '@lms/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

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
 * failures as common.validation, anything else as a logged 500 that never reveals SQL or stacks.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return send(reply, error.code, error.details);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 'common.validation', fieldProblems(error.validation, error.validationContext));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return send(reply, 'common.payload_too_large');
    // Fastify's own client errors: malformed JSON, unsupported content type, empty body.
    if (status >= 400 && status < 500) return send(reply, 'common.validation', undefined, status);
    request.log.error({ err: error }, 'request failed');
    return send(reply, 'common.system_error');
  });
}
