import type { Recogniser } from '../recogniser.js';
import { normaliseText } from './normalise.js';
import { pronounce } from './pronounce.js';

/**
 * Why a word may be scored poorly: the dictionary does not know it (its pronunciation is guessed
 * from its spelling), it is a very short word (two sounds or fewer: "a", "of", "to"), or it
 * sounds like another word of the same sentence ("to" and "two"), so one may be taken for the other.
 */
export type WordWarning = 'not_in_dictionary' | 'short_word' | 'sounds_like_another';

export interface DisplayedWordWarning {
  /** Index of the displayed word. */
  index: number;
  word: string;
  warnings: WordWarning[];
}

/** The displayed words of a sentence the engine cannot score well, for the quiz editor to warn about. */
export function scoringWarnings(
  sentence: string,
  recogniser: Pick<Recogniser, 'pronunciations'>,
): DisplayedWordWarning[] {
  const { displayed, scored } = normaliseText(sentence);
  const said = scored.map(({ word, display }) => ({ word, display, ...pronounce(word, recogniser) }));
  const byDisplay = new Map<number, Set<WordWarning>>();
  const warn = (display: number, warning: WordWarning) => {
    if (!byDisplay.has(display)) byDisplay.set(display, new Set());
    byDisplay.get(display)!.add(warning);
  };
  for (const word of said) {
    if (word.source === 'spelling') warn(word.display, 'not_in_dictionary');
    if (word.pronunciations.every((p) => p.split(' ').length <= 2)) warn(word.display, 'short_word');
    const alike = said.some(
      (other) => other.word !== word.word && other.pronunciations.some((p) => word.pronunciations.includes(p)),
    );
    if (alike) warn(word.display, 'sounds_like_another');
  }
  return [...byDisplay].map(([index, warnings]) => ({ index, word: displayed[index]!, warnings: [...warnings] }));
}
