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
  /** Other speech found where less of its time than this holds sound was not said (a breath, the hiss). */
  minSound: number;
  /**
   * An expected word found where less of its time than this holds sound was not said. Well under
   * half: the closures of stops ("kicked") and quiet endings hold little energy, above all under noise.
   */
  minWordSound: number;
  /**
   * The last word heard, alone after words not heard and before words not heard, is dropped: a
   * reading that stops early leaves the decoder fitting one more short word onto the last sound.
   */
  dropTrailingIsland: boolean;
  /**
   * In a run of several words not heard, other speech marks as substituted only the words in whose
   * place (spread at the reading's pace) it was said; the others are omitted. Off: all are substituted.
   */
  spreadRuns: boolean;
  /**
   * Words not heard whose place holds at least this many seconds of sound (though no other speech
   * was recognised there) were said as something else; 0 leaves them omitted.
   */
  minPlaceSoundSeconds: number;
}

export const MARK_SETTINGS: MarkSettings = {
  minConfidence: 0,
  minUnexpectedSeconds: 0.12,
  minSound: 0.3,
  minWordSound: 0.3,
  dropTrailingIsland: true,
  spreadRuns: true,
  minPlaceSoundSeconds: 0.25,
};

/**
 * Marks every expected (scored) word, given the phones of each, from what the recogniser heard. A
 * word "heard" where the recording holds almost no sound was not said, nor was a last word heard
 * alone after a gap (see `dropTrailingIsland`). A word heard with enough confidence is correct. A
 * word not heard is a substitution when other speech fills its place (between the words heard
 * before and after it, spread over a run of missing words at the reading's pace), else an
 * omission. Other speech left over, between or around words that were heard, is an inserted word.
 */
export function markWords(
  phones: readonly number[],
  recognition: Recognition,
  activity: Activity,
  settings: MarkSettings = MARK_SETTINGS,
): { words: MarkedWord[]; inserted: UnexpectedSpeech[] } {
  const sounding = (span: { start: number; end: number }, min: number) => activity.share(span.start, span.end) >= min;
  const speech = recognition.unexpected.filter(
    (s) => s.end - s.start >= settings.minUnexpectedSeconds && sounding(s, settings.minSound),
  );
  const count = phones.length;
  const used = new Set<UnexpectedSpeech>();
  const words: MarkedWord[] = Array.from({ length: count }, () => ({
    mark: 'omission',
    start: null,
    end: null,
    confidence: 0,
  }));
  const heardWords = recognition.heard.filter((word) => sounding(word, settings.minWordSound));
  if (settings.dropTrailingIsland && heardWords.length >= 2) {
    const last = heardWords.at(-1)!;
    const before = heardWords.at(-2)!;
    if (last.index > before.index + 1 && last.index < count - 1) heardWords.pop();
  }
  for (const heard of heardWords) {
    words[heard.index] = {
      mark: heard.confidence >= settings.minConfidence ? 'correct' : 'substitution',
      start: heard.start,
      end: heard.end,
      confidence: round(heard.confidence),
    };
  }
  const pace = secondsPerPhone(heardWords, phones);
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
    for (const s of filling) used.add(s);
    if (!settings.spreadRuns || index - first === 1) {
      const start = Math.min(...filling.map((s) => s.start));
      const end = Math.max(...filling.map((s) => s.end));
      for (let k = first; k < index; k++) words[k] = { mark: 'substitution', start, end, confidence: 0 };
      continue;
    }
    // Several words missing: each piece of speech stands for the word whose place it is in.
    const places = placesOf(phones.slice(first, index), from, to, pace, first === 0);
    for (const s of filling) {
      const k = first + nearestPlace(places, s);
      const word = words[k]!;
      words[k] = {
        mark: 'substitution',
        start: word.start === null ? s.start : Math.min(word.start, s.start),
        end: word.end === null ? s.end : Math.max(word.end, s.end),
        confidence: 0,
      };
    }
  }
  return { words, inserted: speech.filter((s) => !used.has(s)) };
}

type Place = { start: number; end: number };

/** How long one phone lasts in this reading, from the words heard (a steady reader's pace without any). */
function secondsPerPhone(heard: { index: number; start: number; end: number }[], phones: readonly number[]): number {
  const seconds = heard.reduce((sum, word) => sum + (word.end - word.start), 0);
  const count = heard.reduce((sum, word) => sum + phones[word.index]!, 0);
  return count > 0 && seconds > 0 ? seconds / count : 0.08;
}

/**
 * Where each missing word of a run would have been said: spread over the time between the words
 * heard around the run in proportion to their phones, or, at the start or the end of the reading,
 * at the reading's pace before the next word heard or after the last.
 */
function placesOf(phones: number[], from: number, to: number, pace: number, atStart: boolean): Place[] {
  const total = phones.reduce((sum, n) => sum + n, 0);
  const between = !atStart && Number.isFinite(to);
  const perPhone = between ? (to - from) / total : pace;
  // Between two words heard: from the first; before the first word heard: back from it; after the last: from it.
  let at = between || !Number.isFinite(to) ? from : to - total * perPhone;
  return phones.map((n) => {
    const place = { start: at, end: at + n * perPhone };
    at = place.end;
    return place;
  });
}

/** The place a piece of speech overlaps most, else the nearest one. */
function nearestPlace(places: Place[], speech: UnexpectedSpeech): number {
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  places.forEach((place, k) => {
    const overlap = Math.min(place.end, speech.end) - Math.max(place.start, speech.start);
    if (overlap > bestScore) {
      bestScore = overlap;
      best = k;
    }
  });
  return best;
}

const round = (value: number) => Math.round(value * 1000) / 1000;
