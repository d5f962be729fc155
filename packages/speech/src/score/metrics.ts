import type { Mark } from './marks.js';

/**
 * The score's rule (docs/SPEECH.md, "Scores"): the share of the sentence's words read correctly,
 * lowered by at most `fluencyShare` of it for a halting reading, and in proportion when other
 * speech fills more than `otherSpeechAllowed` of the time spoken.
 */
export const SCORE_RULE = {
  /** At most this share of the score depends on fluency: a reading with no fluency keeps nine tenths. */
  fluencyShare: 0.1,
  /** Other speech (said in a word's place or between words) up to this share of the time spoken costs nothing more. */
  otherSpeechAllowed: 1 / 3,
};
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

/** A displayed word's mark and, when it was said, its time. */
export interface TimedMark {
  mark: Mark;
  start: number | null;
  end: number | null;
}

interface Span {
  start: number;
  end: number;
}

const hasTime = (word: TimedMark): word is TimedMark & Span => word.start !== null && word.end !== null;

/** Silences over PAUSE_SECONDS between the words said (words replaced together share one span: counted once). */
export function findPauses(words: readonly TimedMark[]): Pause[] {
  const pauses: Pause[] = [];
  let before: { index: number; end: number } | null = null;
  words.forEach((word, index) => {
    if (word.mark === 'omission' || !hasTime(word)) return;
    if (before && word.start - before.end > PAUSE_SECONDS) {
      pauses.push({ after_word: before.index, start: before.end, end: word.start });
    }
    if (!before || word.end > before.end) before = { index, end: word.end };
  });
  return pauses;
}

/** Seconds covered by any of the spans, each moment once. */
function covered(spans: readonly Span[]): number {
  let total = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const { start, end } of [...spans].sort((a, b) => a.start - b.start)) {
    const from = Math.max(start, reach);
    if (end > from) total += end - from;
    reach = Math.max(reach, end);
  }
  return total;
}

/**
 * The scores of one reading, from the marks on the displayed words and the other speech heard:
 * - completeness: share of the sentence's words said (not omitted);
 * - accuracy: share of what was said that was the sentence's word, each piece of other speech
 *   between words counting as one more thing said;
 * - fluency: share of the reading's time (first sound to last) not spent hesitating (pauses over
 *   PAUSE_SECONDS, and other speech between words: a repeat, a false start, an extra word), lowered
 *   in proportion when the pace is under STEADY_PACE_WPM;
 * - wcpm: words read correctly per minute of that time;
 * - overall (SCORE_RULE): words read correctly / words of the sentence, times
 *   (1 − fluencyShare × (1 − fluency)), times the time spoken on words read correctly over
 *   (1 − otherSpeechAllowed) of all the time spoken when that is less (other speech: words said
 *   wrongly and speech between words). All 0–100, whole numbers.
 */
export function computeMetrics(words: readonly TimedMark[], inserted: readonly Span[]): Metrics {
  const correct = words.filter((word) => word.mark === 'correct');
  const said = words.filter((word) => word.mark !== 'omission');
  const completeness = words.length === 0 ? 0 : said.length / words.length;
  const attempts = said.length + inserted.length;
  const accuracy = attempts === 0 ? 0 : correct.length / attempts;

  const sounds = [...said.filter(hasTime), ...inserted];
  const first = Math.min(...sounds.map((sound) => sound.start));
  const span = sounds.length > 0 ? Math.max(...sounds.map((sound) => sound.end)) - first : 0;
  const minutes = span / 60;
  const wcpm = minutes > 0 ? correct.length / minutes : 0;
  const hesitating = covered([...findPauses(words), ...inserted]);
  const pace = minutes > 0 ? Math.min(1, said.length / minutes / STEADY_PACE_WPM) : 0;
  const fluency = span > 0 ? Math.max(0, 1 - hesitating / span) * pace : 0;

  const wordsRead = words.length === 0 ? 0 : correct.length / words.length;
  const onWords = covered(correct.filter(hasTime));
  const other = covered([...words.filter((word) => word.mark === 'substitution').filter(hasTime), ...inserted]);
  const spoken = onWords + other;
  const onSentence = spoken > 0 ? Math.min(1, onWords / spoken / (1 - SCORE_RULE.otherSpeechAllowed)) : 1;
  const overall = wordsRead * (1 - SCORE_RULE.fluencyShare * (1 - fluency)) * onSentence;
  return {
    overall: percent(overall),
    accuracy: percent(accuracy),
    completeness: percent(completeness),
    fluency: percent(fluency),
    wcpm: Math.round(wcpm),
  };
}

const percent = (share: number) => Math.round(share * 100);
