import { AppError } from '../lib/app-error.js';

/** How a task that is retried once ended: its value, the refusal of its input, or a failure and why. */
export type RetriedOutcome<T> =
  | { status: 'done'; value: T }
  | { status: 'refused'; code: AppError['code'] }
  | { status: 'failed'; reason: string };

/**
 * Runs a task, and once more when it fails for a reason other than its input (the thread running
 * it died: the pool has started another). A refusal (AppError) is final at once; a second failure
 * ends as `failed` with its reason, never as a thrown error.
 */
export async function retryOnce<T>(task: () => Promise<T>): Promise<RetriedOutcome<T>> {
  let reason = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return { status: 'done', value: await task() };
    } catch (error) {
      if (error instanceof AppError) return { status: 'refused', code: error.code };
      reason = error instanceof Error ? error.message : String(error);
    }
  }
  return { status: 'failed', reason };
}
