import { z } from 'zod';

/**
 * The building blocks of every request schema. A request is read the same way whether it comes
 * as JSON, a form, a path or a query string, and nothing it can hold reaches a column that
 * cannot take it: numbers stay within the columns (integer, 32 bits), text holds no character
 * PostgreSQL refuses or that is not Unicode.
 */

/** The largest value of an `integer` column, which every id is. */
export const INT4_MAX = 2_147_483_647;

/** Most ids a request may name at once; far below PostgreSQL's limit of parameters in one statement. */
export const ID_LIST_MAX = 10_000;

const DECIMAL = /^\d+$/;

/**
 * A whole number from JSON (a number) or from a form, path or query (decimal digits only: no
 * sign, blank, exponent, fraction or hex), from `min` to `max`. Booleans, arrays and objects
 * are refused rather than read as 1 or 0.
 */
export function wholeNumber(min: number, max: number) {
  return z.union([z.number(), z.string().regex(DECIMAL).transform(Number)]).pipe(z.number().int().min(min).max(max));
}

/** An id of any kind (class, student, assignment, collection, package, resource). */
export const idSchema = wholeNumber(1, INT4_MAX);

/**
 * Ids from JSON (`[1, 2]`) or a form (`ids=1&ids=2`, or `ids=1,2`), at most `max`; empty form
 * items are left out, so an empty field names none.
 */
export function idListSchema(max: number = ID_LIST_MAX) {
  return z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
        .filter((item) => item !== '' && item !== undefined && item !== null),
    z.array(idSchema).max(max),
  );
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this finds.
const NUL = /\u0000/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text a person could have typed: no NUL (PostgreSQL cannot store it in text) and no half of a
 * surrogate pair (not Unicode, so it has no UTF-8 form).
 */
export function isWellFormedText(text: string): boolean {
  return !NUL.test(text) && !LONE_SURROGATE.test(text);
}

/** Every free-text field of a request (names, remarks, passwords, e-mails, search terms); add trim and limits as needed. */
export const textSchema = z.string().refine(isWellFormedText, 'Text with a NUL character or broken Unicode.');

/** Line breaks of any kind, with the spaces and tabs around them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: line breaks are what this finds.
const LINE_BREAKS = /[ \t]*(?:[\r\n\u000b\u000c\u0085\u2028\u2029][ \t]*)+/g;

/**
 * The name of a thing (a quiz, a class, an assignment, a collection): one line wherever it is
 * shown or exported; a line break typed or pasted into it becomes a space.
 */
export const lineText = textSchema.overwrite((text) => text.replace(LINE_BREAKS, ' '));
