import type { Activity } from '../audio/activity.js';
import type { Recognition, UnexpectedSpeech } from '../recogniser.js';

export type Mark = 'correct' | 'omission' | 'substitution';

export interface MarkedWord {
  mark: Mark;
  start: number | null;
  end: number | null;
  confidence: number;
}

export interface MarkSettings {
  /** A heard word with a lower confidence is marked as a substitution (said wrongly). */
  minConfidence: number;
  /** Shorter unexpected speech (a breath, a click) is ignored. */
  minUnexpectedSeconds: number;
  /** A word or other speech found where less of the time than this holds sound was not said. */
  minSound: number;
  /**
   * Words not heard whose place holds at least this many seconds of sound (though no other speech
   * was recognised there) were said as something else; 0 leaves them omitted.
   */
  minPlaceSoundSeconds: number;
}

export const MARK_SETTINGS: MarkSettings = {
  minConfidence: 0,
  minUnexpectedSeconds: 0.12,
  minSound: 0.5,
  minPlaceSoundSeconds: 0.25,
};

/**
 * Marks every expected (scored) word from what the recogniser heard. A word "heard" where the
 * recording holds no sound was not said. A word heard with enough confidence is correct. A word not heard is a substitution when other speech fills the place
 * where it should be (between the words heard before and after it), else an omission. Other
 * speech left over, between or around words that were heard, is an inserted word.
 */
export function markWords(
  count: number,
  recognition: Recognition,
  activity: Activity,
  settings: MarkSettings = MARK_SETTINGS,
): { words: MarkedWord[]; inserted: UnexpectedSpeech[] } {
  const sounding = (span: { start: number; end: number }) => activity.share(span.start, span.end) >= settings.minSound;
  const speech = recognition.unexpected.filter((s) => s.end - s.start >= settings.minUnexpectedSeconds && sounding(s));
  const used = new Set<UnexpectedSpeech>();
  const words: MarkedWord[] = Array.from({ length: count }, () => ({
    mark: 'omission',
    start: null,
    end: null,
    confidence: 0,
  }));
  for (const heard of recognition.heard.filter(sounding)) {
    words[heard.index] = {
      mark: heard.confidence >= settings.minConfidence ? 'correct' : 'substitution',
      start: heard.start,
      end: heard.end,
      confidence: round(heard.confidence),
    };
  }
  // Runs of words not heard, with the time between the words heard around them.
  let index = 0;
  while (index < count) {
    if (words[index]!.start !== null) {
      index++;
      continue;
    }
    const first = index;
    while (index < count && words[index]!.start === null) index++;
    const from = words[first - 1]?.end ?? 0;
    const to = words[index]?.start ?? Number.POSITIVE_INFINITY;
    const filling = speech.filter((s) => s.start >= from - 0.01 && s.end <= to + 0.01);
    if (filling.length === 0 && settings.minPlaceSoundSeconds > 0 && Number.isFinite(to)) {
      const sound = activity.share(from, to) * (to - from);
      if (sound >= settings.minPlaceSoundSeconds) {
        for (let k = first; k < index; k++) words[k] = { mark: 'substitution', start: from, end: to, confidence: 0 };
      }
      continue;
    }
    if (filling.length === 0) continue;
    const start = Math.min(...filling.map((s) => s.start));
    const end = Math.max(...filling.map((s) => s.end));
    for (const s of filling) used.add(s);
    for (let k = first; k < index; k++) words[k] = { mark: 'substitution', start, end, confidence: 0 };
  }
  return { words, inserted: speech.filter((s) => !used.has(s)) };
}

const round = (value: number) => Math.round(value * 1000) / 1000;
