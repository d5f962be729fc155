/**
 * How an error is written to the log (the logger's `err` serializer). A failed query carries its
 * parameters, and PostgreSQL's message and detail quote values ("invalid input syntax: …",
 * "Key (email)=(…) already exists"): names, e-mails and passwords in the clear. So a database
 * error is logged by what names no value: the statement (its verb and tables), the SQLSTATE code
 * and the schema objects involved. Other errors keep their message and stack, and their cause is
 * described the same way.
 */

import { brokenUniqueConstraint } from './unique-conflict.js';

/** What PostgreSQL reports about a failure that never holds a value. */
const DATABASE_FACTS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint'] as const;

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The shape the logger asks of a described error. */
interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [fact: string]: unknown;
}

/** A failed query as Drizzle (and PGlite) report it: the SQL text and the values sent with it. */
function isQueryFailure(error: Error): error is Error & { query: string } {
  return typeof (error as { query?: unknown }).query === 'string' && 'params' in error;
}

/** An error PostgreSQL answered (node-postgres and PGlite alike). */
function isDatabaseError(error: unknown): error is Error & Record<string, unknown> {
  return error instanceof Error && SQLSTATE.test(String((error as { code?: unknown }).code)) && 'severity' in error;
}

/** A short name for a statement from its text: the verb and the tables it reads or writes ("select sessions, users"). */
export function statementLabel(sqlText: string): string {
  const text = sqlText.replace(/'(?:[^']|'')*'/g, "''");
  const verb = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'statement';
  const tables = new Set(
    [...text.matchAll(/\b(?:from|join|into|update)\s+("[^"]+"|\w+)/gi)].map((match) => match[1]!.replaceAll('"', '')),
  );
  return tables.size === 0 ? verb : `${verb} ${[...tables].join(', ')}`;
}

/** The call frames of a stack, without the message lines above them. */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/**
 * The facts of a database error. A unique constraint is named as the app reads it: on a Citus
 * cluster the shard's copy broke, and the coordinator names it (with the shard's number) in the
 * message only, which quotes no value.
 */
function databaseFacts(error: unknown): Record<string, unknown> {
  if (!isDatabaseError(error)) return {};
  const facts = Object.fromEntries(
    DATABASE_FACTS.filter((key) => error[key] !== undefined).map((key) => [key, error[key]]),
  );
  const constraint = brokenUniqueConstraint(error);
  return constraint === undefined ? facts : { ...facts, constraint };
}

/** The logger's serializer for `err`: any error, with the values of a failed query left out. */
export function errorForLog(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const type = error.constructor.name;
  if (isQueryFailure(error)) {
    return {
      type,
      message: 'query failed',
      statement: statementLabel(error.query),
      ...databaseFacts(error.cause),
      ...databaseFacts(error),
      stack: framesOf(error),
    };
  }
  if (isDatabaseError(error))
    return { type, message: 'database error', ...databaseFacts(error), stack: framesOf(error) };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type,
    message: error.message,
    ...(code === undefined ? {} : { code }),
    ...(statusCode === undefined ? {} : { statusCode }),
    stack: error.stack ?? '',
    ...(error.cause === undefined ? {} : { cause: errorForLog(error.cause) }),
  };
}
