import type { Recogniser } from '../recogniser.js';
import { normaliseText } from './normalise.js';
import { pronounce } from './pronounce.js';

/**
 * Why a word may be scored poorly, as far as the one who writes the sentence can do something
 * about it: the dictionary does not know it (its pronunciation is guessed from its spelling: a
 * name, a made-up word), or it sounds like another word close to it in the sentence ("went to
 * buy two"), so one may be taken for the other. Short words ("a", "the", "I") are the least
 * reliable too, but every sentence has them: that is a limit of the engine, not of the sentence.
 */
export type WordWarning = 'not_in_dictionary' | 'sounds_like_another';

/** Words sounding alike this many words apart or closer can be taken for each other. */
const ALIKE_DISTANCE = 2;

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
  said.forEach((word, i) => {
    if (word.source === 'spelling') warn(word.display, 'not_in_dictionary');
    // The decoder takes the words in order: only a word near its twin can take its place.
    const alike = said.some(
      (other, j) =>
        Math.abs(i - j) <= ALIKE_DISTANCE &&
        other.word !== word.word &&
        other.pronunciations.some((p) => word.pronunciations.includes(p)),
    );
    if (alike) warn(word.display, 'sounds_like_another');
  });
  return [...byDisplay].map(([index, warnings]) => ({ index, word: displayed[index]!, warnings: [...warnings] }));
}
