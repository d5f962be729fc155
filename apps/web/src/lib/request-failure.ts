import type { ErrorCode } from '@lms/shared';
import type { Failure, HttpResult } from './http';

/**
 * TanStack Query needs a rejected promise to enter its error state; this carries the
 * translatable code there instead of raw text.
 */
export class RequestFailure extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(failure: Failure) {
    super(failure.code);
    this.name = 'RequestFailure';
    this.status = failure.status;
    this.code = failure.code;
    this.details = failure.details;
  }
}

export function unwrap<T>(result: HttpResult<T>): T {
  if (result.ok) return result.data;
  throw new RequestFailure(result);
}

export function failureCode(error: unknown): ErrorCode {
  return error instanceof RequestFailure ? error.code : 'common.system_error';
}
