/**
 * Whether a failure means the database cannot be reached right now (stopped, restarting, an
 * administrator ended the connection, the network dropped), as opposed to a fault in a query.
 * Such failures answer `503 common.unavailable` and pass once the database is back.
 */

/** Node's socket errors for a server that is gone or cannot be reached. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or not taking connections: admin_shutdown, crash_shutdown,
 * cannot_connect_now (starting up or shutting down), too_many_connections; class 08 is
 * "connection exception".
 */
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres and its pool say when a connection breaks or cannot be had in time. */
const CLIENT_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
];

interface Failure {
  code?: unknown;
  message?: unknown;
}

function describesUnavailable({ code, message }: Failure): boolean {
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_STATES.has(code) || code.startsWith('08'))) {
    return true;
  }
  return typeof message === 'string' && CLIENT_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * The driver's own error saying the database is out of reach, looked for through the error's
 * causes (Drizzle wraps it in a query error that also holds the statement and its values, which
 * must not be logged): its code and message, or undefined for any other failure.
 */
export function unavailableCause(error: unknown): { code: string | undefined; message: string } | undefined {
  for (let current = error, depth = 0; current instanceof Object && depth < 5; depth++) {
    const failure = current as Failure;
    if (describesUnavailable(failure)) {
      return {
        code: typeof failure.code === 'string' ? failure.code : undefined,
        message: String(failure.message ?? ''),
      };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableCause(error) !== undefined;
}
