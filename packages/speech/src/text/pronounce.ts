import type { Recogniser } from '../recogniser.js';
import { letterToSound } from './letter-to-sound.js';

/** Endings the dictionary may lack on a word it knows: "Lucy's", "Sam'll". */
const CLITICS: [string, (base: string) => string][] = [
  ["'s", (base) => (/(S|Z|SH|ZH|CH|JH)$/.test(base) ? 'IH Z' : /(P|T|K|F|TH)$/.test(base) ? 'S' : 'Z')],
  ["'ll", () => 'L'],
  ["'re", () => 'ER'],
  ["'ve", () => 'V'],
  ["'d", () => 'D'],
];

export interface Pronunciation {
  pronunciations: string[];
  /** Where they came from: the dictionary, a known word with an ending, or spelling rules. */
  source: 'dictionary' | 'clitic' | 'spelling';
}

/** How a scored word can be said: the dictionary's pronunciations, else a guess from its spelling. */
export function pronounce(word: string, recogniser: Pick<Recogniser, 'pronunciations'>): Pronunciation {
  const known = recogniser.pronunciations(word);
  if (known.length > 0) return { pronunciations: known, source: 'dictionary' };
  for (const [ending, sound] of CLITICS) {
    if (!word.endsWith(ending)) continue;
    const base = recogniser.pronunciations(word.slice(0, -ending.length));
    if (base.length > 0) return { pronunciations: base.map((p) => `${p} ${sound(p)}`), source: 'clitic' };
  }
  return { pronunciations: [letterToSound(word.replaceAll("'", '')) || 'AH'], source: 'spelling' };
}
