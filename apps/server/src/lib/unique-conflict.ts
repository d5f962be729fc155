/** The unique constraint a failed write broke (SQLSTATE 23505, looked for through Drizzle's wrapping), or undefined. */
export function brokenUniqueConstraint(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' ? constraint : undefined;
}
