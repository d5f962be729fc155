import type { Level } from './types.js';

/**
 * How much text a page may carry at each level: A has one short sentence, and each level allows a
 * little more, up to three sentences of sixteen words at L. Authors stay inside these limits and the
 * library test enforces them.
 */
export const LEVEL_TEXT_LIMITS: Record<Level, { sentencesPerPage: number; wordsPerSentence: number }> = {
  A: { sentencesPerPage: 1, wordsPerSentence: 6 },
  B: { sentencesPerPage: 1, wordsPerSentence: 7 },
  C: { sentencesPerPage: 2, wordsPerSentence: 7 },
  D: { sentencesPerPage: 2, wordsPerSentence: 8 },
  E: { sentencesPerPage: 2, wordsPerSentence: 9 },
  F: { sentencesPerPage: 2, wordsPerSentence: 10 },
  G: { sentencesPerPage: 3, wordsPerSentence: 11 },
  H: { sentencesPerPage: 3, wordsPerSentence: 12 },
  I: { sentencesPerPage: 3, wordsPerSentence: 13 },
  J: { sentencesPerPage: 3, wordsPerSentence: 14 },
  K: { sentencesPerPage: 3, wordsPerSentence: 15 },
  L: { sentencesPerPage: 3, wordsPerSentence: 16 },
};

/** Words as a reader counts them: "hide-and-seek" and "don't" are one word each. */
export function countWords(sentence: string): number {
  return sentence.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}
