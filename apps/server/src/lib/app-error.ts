import { ERRORS, type ErrorCode } from '@lms/shared';

/** A failure the client is meant to see: a stable code (translated by the web app) and its HTTP status. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly details?: unknown,
  ) {
    super(ERRORS[code].message);
    this.name = 'AppError';
    this.statusCode = ERRORS[code].status;
  }
}
