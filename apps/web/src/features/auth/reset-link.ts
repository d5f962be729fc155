/**
 * The mailed link is /resetpassword/id={id}/email={email}: each value sits in a whole
 * path segment after its name. Anything else is not a link we sent.
 */
export function parseResetLink(idSegment = '', emailSegment = ''): { id: string; email: string } | null {
  const id = idSegment.startsWith('id=') ? idSegment.slice(3) : '';
  const email = emailSegment.startsWith('email=') ? emailSegment.slice(6) : '';
  return id && email ? { id, email } : null;
}
