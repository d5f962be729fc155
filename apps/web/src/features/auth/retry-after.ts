import { RequestFailure } from '../../lib/request-failure';

/** Seconds the server asked to wait before the next sign-in attempt, when it refused one for too many. */
export function retryAfter(error: unknown): number | null {
  if (!(error instanceof RequestFailure) || error.code !== 'common.rate_limited') return null;
  const seconds = (error.details as { retry_after?: unknown } | undefined)?.retry_after;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/** A wait is told in seconds up to a minute and a half, then in whole minutes. */
export function retryWait(seconds: number): { unit: 'seconds' | 'minutes'; count: number } {
  return seconds < 90 ? { unit: 'seconds', count: seconds } : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}
