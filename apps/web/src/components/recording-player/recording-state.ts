import type { ErrorCode } from '@lms/shared';

/** Where a recording the player shows stands: not asked for, on its way, ready to play, or refused with a reason. */
export type RecordingState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  | { status: 'failed'; code: ErrorCode };
