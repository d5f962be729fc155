/**
 * What a page that has just set a password tells the login page it opens (as the navigation's
 * state, so nothing of it shows in the address): the e-mail to fill in, and whether this is
 * the person's first sign-in (an invitation just accepted) rather than a return.
 */
export interface SignInAfter {
  email: string;
  first: boolean;
}

export function signInAfter(email: string, first: boolean): { state: SignInAfter } {
  return { state: { email, first } };
}

/** The login page's reading of its navigation state; anything else (a plain visit) is null. */
export function readSignInAfter(state: unknown): SignInAfter | null {
  if (typeof state !== 'object' || state === null) return null;
  const { email, first } = state as Partial<SignInAfter>;
  return typeof email === 'string' && typeof first === 'boolean' ? { email, first } : null;
}
