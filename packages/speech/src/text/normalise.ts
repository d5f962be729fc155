import { spokenNumber } from './numbers.js';

/** A word as it is scored, and the displayed word it belongs to. */
export interface ScoredWord {
  word: string;
  /** Index into the displayed words. */
  display: number;
}

export interface NormalisedText {
  /** The sentence split as the reader sees it, punctuation kept. */
  displayed: string[];
  scored: ScoredWord[];
}

const ABBREVIATIONS: Record<string, string[]> = {
  mr: ['mister'],
  mrs: ['missus'],
  ms: ['miz'],
  dr: ['doctor'],
  '&': ['and'],
  '+': ['plus'],
  '=': ['equals'],
  '%': ['percent'],
};

const APOSTROPHES = /[’‘`´ʼ]/g;
const DASHES = /[-‐‑‒–—]/;

/** What one piece of a displayed word is read as, lower case, letters and inner apostrophes only. */
function spoken(piece: string): string[] {
  const lower = piece.toLowerCase().replace(APOSTROPHES, "'");
  const bare = lower.replace(/^[^\p{L}\p{N}&+=%$£€]+|[^\p{L}\p{N}&+=%]+$/gu, '');
  if (!bare) return [];
  const abbreviation = ABBREVIATIONS[bare.replace(/\.$/, '')];
  if (abbreviation) return abbreviation;
  const money = /^[$£€](.+)$/.exec(bare);
  if (money) {
    const amount = spokenNumber(money[1]!);
    if (amount) return [...amount, bare.startsWith('$') ? 'dollars' : bare.startsWith('£') ? 'pounds' : 'euros'];
  }
  const number = spokenNumber(bare);
  if (number) return number;
  const percent = /^(.+)%$/.exec(bare);
  if (percent && spokenNumber(percent[1]!)) return [...spokenNumber(percent[1]!)!, 'percent'];
  return bare
    .replace(/[^\p{L}']+/gu, ' ')
    .split(' ')
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/**
 * The displayed sentence as the words to score: case, punctuation, curly apostrophes, hyphens and
 * dashes, numbers and ordinals, and a few abbreviations, each scored word keeping the displayed
 * word it came from so marks land on what the child saw.
 */
export function normaliseText(sentence: string): NormalisedText {
  const displayed = sentence.trim().split(/\s+/).filter(Boolean);
  const scored: ScoredWord[] = [];
  displayed.forEach((shown, display) => {
    for (const piece of shown.split(DASHES)) {
      for (const word of spoken(piece)) scored.push({ word, display });
    }
  });
  return { displayed, scored };
}
