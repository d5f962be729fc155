import type { UnexpectedSpeech } from '../recogniser.js';
import type { MarkedWord } from './marks.js';

/** Weights of the overall score; they add up to 1. */
export const WEIGHTS = { accuracy: 0.4, completeness: 0.4, fluency: 0.2 };
/** A silence between two words longer than this is a pause. */
export const PAUSE_SECONDS = 0.6;
/** Words per minute at or above which pace costs no fluency (a slow but steady young reader). */
export const STEADY_PACE_WPM = 60;

export interface Pause {
  /** Index of the displayed word the pause follows. */
  after_word: number;
  start: number;
  end: number;
}

export interface Metrics {
  overall: number;
  accuracy: number;
  completeness: number;
  fluency: number;
  wcpm: number;
}

/** Words said, in time order, with the displayed word each belongs to. */
export interface TimedWord {
  display: number;
  start: number;
  end: number;
}

export function findPauses(said: TimedWord[]): Pause[] {
  const pauses: Pause[] = [];
  for (let i = 1; i < said.length; i++) {
    const before = said[i - 1]!;
    const gap = said[i]!.start - before.end;
    if (gap > PAUSE_SECONDS) pauses.push({ after_word: before.display, start: before.end, end: said[i]!.start });
  }
  return pauses;
}

/**
 * - completeness: share of expected words said (not omitted);
 * - accuracy: share of what was said that was the expected word, counting each inserted word
 *   as one more thing said wrongly;
 * - fluency: share of the reading's time not spent in long pauses, lowered in proportion when
 *   the pace is under a steady pace;
 * - wcpm: words marked correct per minute of reading (first word's start to last word's end);
 * - overall: the weighted mean (WEIGHTS). All 0–100, whole numbers.
 */
export function computeMetrics(words: MarkedWord[], inserted: UnexpectedSpeech[], pauses: Pause[]): Metrics {
  const correct = words.filter((w) => w.mark === 'correct').length;
  const said = words.filter((w) => w.mark !== 'omission');
  const completeness = words.length === 0 ? 0 : said.length / words.length;
  const attempts = said.length + inserted.length;
  const accuracy = attempts === 0 ? 0 : correct / attempts;
  const times = said.flatMap((w) => [w.start!, w.end!]);
  const span = times.length > 0 ? Math.max(...times) - Math.min(...times) : 0;
  const minutes = span / 60;
  const wcpm = minutes > 0 ? correct / minutes : 0;
  const paused = pauses.reduce((sum, p) => sum + (p.end - p.start), 0);
  const pace = minutes > 0 ? Math.min(1, said.length / minutes / STEADY_PACE_WPM) : 0;
  const fluency = span > 0 ? Math.max(0, 1 - paused / span) * pace : 0;
  const overall = WEIGHTS.accuracy * accuracy + WEIGHTS.completeness * completeness + WEIGHTS.fluency * fluency;
  return {
    overall: percent(overall),
    accuracy: percent(accuracy),
    completeness: percent(completeness),
    fluency: percent(fluency),
    wcpm: Math.round(wcpm),
  };
}

const percent = (share: number) => Math.round(share * 100);
