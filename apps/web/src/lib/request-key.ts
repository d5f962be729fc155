/**
 * The header that makes a create safe to send again: one fresh key per user action, so a
 * request repeated after a lost answer is done once by the server and answered as the first
 * time. Made from `getRandomValues`, which (unlike `randomUUID`) also works on a school's
 * plain-HTTP address.
 */
export function onceOnly(): Record<string, string> {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return { 'Idempotency-Key': Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('') };
}
