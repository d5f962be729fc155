import type { ErrorCode } from '@lms/shared/plain';
import { create } from 'zustand';

interface SignedOutReason {
  /** Why the session ended under the person, when the sign-in page should say more than "sign in". */
  reason: ErrorCode | null;
  /** The session ended for this reason; an ordinary end (expired, signed out elsewhere) says nothing more. */
  ended(code: ErrorCode): void;
  /** Said and done: the person signed in again. */
  clear(): void;
}

/**
 * Why the last session ended, kept in memory for the sign-in page, whichever way the page is
 * reached (the redirect after a refused request, or the route guard of a page opened meanwhile).
 */
export const useSignedOutReason = create<SignedOutReason>()((set) => ({
  reason: null,
  ended: (code) => set({ reason: code === 'auth.session_suspended' ? code : null }),
  clear: () => set({ reason: null }),
}));
