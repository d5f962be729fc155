import type { ErrorCode } from '@lms/shared';
import { AppError } from './app-error.js';

/** The unique constraint a failed write broke (SQLSTATE 23505, looked for through Drizzle's wrapping), or undefined. */
export function brokenUniqueConstraint(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint, message } = cause as { code?: string; constraint?: string; message?: string };
  if (code !== '23505') return undefined;
  // On a Citus cluster the shard's copy of the constraint broke: its name ends in the shard's number,
  // and the error passed on by the coordinator may name it in its message only.
  const name = constraint ?? /unique constraint "([^"]+)"/.exec(message ?? '')?.[1];
  return name?.replace(/_\d{6,}$/, '');
}

/**
 * Runs a write whose checks ran before it: one that lost a race to another and broke a unique
 * constraint named in `codes` fails with that constraint's code, as the check would have.
 */
export async function withUniqueConflicts<T>(
  codes: Readonly<Record<string, ErrorCode>>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = codes[brokenUniqueConstraint(error) ?? ''];
    throw code ? new AppError(code) : error;
  }
}
