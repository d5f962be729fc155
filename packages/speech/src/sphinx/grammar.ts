import type { ExpectedWord } from '../recogniser.js';

/** The dictionary name of one pronunciation of the expected word at a position: unique per position. */
export const slotWord = (position: number, word: string, alternative: number) =>
  `${word.replace(/[^a-z]/g, 'q')}_${position}_${alternative}`;

export const positionOfSlotWord = (name: string): number | null => {
  const match = /_(\d+)_\d+$/.exec(name);
  return match ? Number(match[1]) : null;
};

/**
 * The reading as a grammar: every expected word in order, each of which may be left out (with
 * chance `skip`). Speech that is not in the text is matched by the decoder's fillers (see
 * model/fillers.dict), which it may put between any two words.
 */
export function readingGrammar(expected: ExpectedWord[], skip: number): string {
  const slots = expected.map((word, position) => {
    const said = word.pronunciations.map((_, alternative) => slotWord(position, word.word, alternative)).join(' | ');
    return `( /${1 - skip}/ ( ${said} ) | /${skip}/ <NULL> )`;
  });
  return ['#JSGF V1.0;', 'grammar reading;', `public <reading> = ${slots.join(' ')};`, ''].join('\n');
}
