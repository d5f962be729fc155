import { LIMITS } from './limits.js';

/**
 * The one rule for a password and the one rule for a person's name, whoever sets them: staff
 * (password change, reset, invitation, profile, teacher import), students (the roster's forms and
 * import, the pictures reset) and parents. Server and forms call the same functions, so a form
 * never lets through what the server refuses, nor the other way round.
 */

export const CREDENTIAL_LIMITS = {
  /** SPEC §9: at least 6 characters; spaces do not count, so six spaces are no password. */
  passwordMin: LIMITS.passwordMin,
  passwordMax: 200,
  nameMax: 50,
} as const;

// Control characters cannot be typed on purpose and break password managers, spreadsheets and printed cards.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const WHITE_SPACE = /\s/gu;
const LETTER = /\p{L}/u;

/** Characters as a person counts them: a letter outside the basic plane (an emoji, a rare Han character) is one. */
const characterCount = (text: string) => [...text].length;

/**
 * The rule a new password breaks, or null: at least 6 characters other than spaces ("Password at
 * least 6 characters"), at most 200, and no control character ("Password is not valid").
 */
export function passwordRuleProblem(password: string): 'auth.password_too_short' | 'auth.password_invalid' | null {
  if (characterCount(password.replace(WHITE_SPACE, '')) < CREDENTIAL_LIMITS.passwordMin) {
    return 'auth.password_too_short';
  }
  return characterCount(password) > CREDENTIAL_LIMITS.passwordMax || CONTROL_CHARACTERS.test(password)
    ? 'auth.password_invalid'
    : null;
}

/**
 * Whether a name (a student's, a teacher's, an administrator's), as typed, breaks the rule:
 * once trimmed, 1 to 50 characters, no control character, and at least one letter of any
 * script, so "@@" or "123" is no name while "王小明" or "Ana-María" is. Answers the code "Name
 * is not valid." every form shows.
 */
export function nameProblem(name: string): 'students.name_invalid' | null {
  const text = name.trim();
  return text.length === 0 ||
    characterCount(text) > CREDENTIAL_LIMITS.nameMax ||
    CONTROL_CHARACTERS.test(text) ||
    !LETTER.test(text)
    ? 'students.name_invalid'
    : null;
}
