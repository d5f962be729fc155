import { describe, expect, it } from 'vitest';
import type { Activity } from '../audio/activity.js';
import type { Recogniser, Recognition } from '../recogniser.js';
import { readingScorer } from '../score-reading.js';
import { marksOnDisplayed } from './displayed.js';
import { MARK_SETTINGS, markWords } from './marks.js';
import { computeMetrics, findPauses } from './metrics.js';

const soundEverywhere: Activity = { share: () => 1 };
const threePhones = (count: number) => Array<number>(count).fill(3);
const heard = (index: number, start: number, end: number, confidence = 0.9) => ({ index, start, end, confidence });

describe('marks', () => {
  it('marks heard words correct, missing words omitted, and other speech in a missing word’s place a substitution', () => {
    const recognition: Recognition = {
      heard: [heard(0, 0.5, 0.7), heard(2, 1.4, 1.7), heard(4, 2.5, 2.8)],
      // "elephant" where word 3 should be; word 1 simply left out.
      unexpected: [{ start: 1.8, end: 2.3 }],
    };
    const quietWhereWordOneBelongs: Activity = { share: (start, end) => (start === 0.7 && end === 1.4 ? 0 : 1) };
    const { words, inserted } = markWords(threePhones(5), recognition, quietWhereWordOneBelongs);
    expect(words.map((w) => w.mark)).toEqual(['correct', 'omission', 'correct', 'substitution', 'correct']);
    expect(words[3]).toMatchObject({ start: 1.8, end: 2.3, confidence: 0 });
    expect(inserted).toEqual([]);
  });

  it('marks a word not heard as a substitution when its place holds sound, though no other speech was recognised', () => {
    const recognition: Recognition = { heard: [heard(0, 0.5, 0.7), heard(2, 1.4, 1.7)], unexpected: [] };
    const soundBetween: Activity = { share: (start, end) => (start === 0.7 && end === 1.4 ? 0.6 : 1) };
    expect(markWords(threePhones(3), recognition, soundBetween).words[1]).toEqual({
      mark: 'substitution',
      start: 0.7,
      end: 1.4,
      confidence: 0,
    });
    const quietBetween: Activity = { share: (start, end) => (start === 0.7 && end === 1.4 ? 0.2 : 1) };
    expect(markWords(threePhones(3), recognition, quietBetween).words[1]!.mark).toBe('omission');
  });

  it('counts other speech between two words heard as an insertion, ignoring clicks and silence', () => {
    const recognition: Recognition = {
      heard: [heard(0, 0.5, 0.7), heard(1, 1.4, 1.7)],
      unexpected: [
        { start: 0.8, end: 1.2 },
        { start: 1.75, end: 1.8 },
      ],
    };
    expect(markWords(threePhones(2), recognition, soundEverywhere).inserted).toEqual([{ start: 0.8, end: 1.2 }]);
    const silentThere: Activity = { share: (start) => (start === 0.8 ? 0 : 1) };
    expect(markWords(threePhones(2), recognition, silentThere).inserted).toEqual([]);
  });

  it('takes a word "heard" in silence as not said, and a word heard with low confidence as said wrongly', () => {
    const recognition: Recognition = { heard: [heard(0, 0.5, 0.7, 0.95), heard(1, 1, 1.3, 0.2)], unexpected: [] };
    const quietAtTheEnd: Activity = { share: (start) => (start >= 1 ? 0.1 : 1) };
    expect(markWords(threePhones(2), recognition, quietAtTheEnd).words.map((w) => w.mark)).toEqual([
      'correct',
      'omission',
    ]);
    const strict = { ...MARK_SETTINGS, minConfidence: 0.5 };
    expect(markWords(threePhones(2), recognition, soundEverywhere, strict).words.map((w) => w.mark)).toEqual([
      'correct',
      'substitution',
    ]);
  });

  it('keeps a word heard where only a third of its time is loud (the closure of a stop), drops one heard in near silence', () => {
    const recognition: Recognition = { heard: [heard(0, 0.5, 0.8), heard(1, 0.8, 1.1)], unexpected: [] };
    const quietSecond: Activity = { share: (start) => (start === 0.8 ? 0.35 : 1) };
    expect(markWords(threePhones(2), recognition, quietSecond).words[1]!.mark).toBe('correct');
    const silentSecond: Activity = { share: (start) => (start === 0.8 ? 0.1 : 1) };
    expect(markWords(threePhones(2), recognition, silentSecond).words[1]!.mark).toBe('omission');
  });

  it('drops a last word heard alone after a gap when words after it are missing too (a reading stopped halfway)', () => {
    const recognition: Recognition = {
      heard: [heard(0, 0.4, 0.6), heard(1, 0.6, 0.9), heard(3, 0.9, 0.95)],
      unexpected: [],
    };
    const marks = (settings = MARK_SETTINGS) =>
      markWords(threePhones(5), recognition, soundEverywhere, settings).words.map((w) => w.mark);
    expect(marks()).toEqual(['correct', 'correct', 'omission', 'omission', 'omission']);
    expect(marks({ ...MARK_SETTINGS, dropTrailingIsland: false })).toEqual([
      'correct',
      'correct',
      'omission',
      'correct',
      'omission',
    ]);
    // The last word of the sentence, after one left out, stays.
    const atTheEnd: Recognition = { heard: [heard(0, 0.4, 0.6), heard(2, 0.9, 1.2)], unexpected: [] };
    expect(markWords(threePhones(3), atTheEnd, soundEverywhere).words[2]!.mark).toBe('correct');
  });

  it('in a run of missing words, marks as substituted only the word in whose place other speech was said', () => {
    // Words 0–1 heard at 0.1 s a phone; words 2–5 missing; speech right after word 1, then silence.
    const recognition: Recognition = {
      heard: [heard(0, 0.4, 0.7), heard(1, 0.7, 1)],
      unexpected: [{ start: 1.02, end: 1.3 }],
    };
    const { words, inserted } = markWords(threePhones(6), recognition, soundEverywhere);
    expect(words.map((w) => w.mark)).toEqual([
      'correct',
      'correct',
      'substitution',
      'omission',
      'omission',
      'omission',
    ]);
    expect(words[2]).toMatchObject({ start: 1.02, end: 1.3 });
    expect(inserted).toEqual([]);
    const all = markWords(threePhones(6), recognition, soundEverywhere, { ...MARK_SETTINGS, spreadRuns: false });
    expect(all.words.slice(2).every((w) => w.mark === 'substitution')).toBe(true);
  });

  it('carries marks back to displayed words: all parts correct, all omitted, else a substitution', () => {
    const scored = [
      { word: 'twenty', display: 0 },
      { word: 'first', display: 0 },
      { word: 'of', display: 1 },
      { word: 'may', display: 2 },
    ];
    const marked = [
      { mark: 'correct' as const, start: 0.5, end: 0.8, confidence: 0.9 },
      { mark: 'omission' as const, start: null, end: null, confidence: 0 },
      { mark: 'omission' as const, start: null, end: null, confidence: 0 },
      { mark: 'correct' as const, start: 1.2, end: 1.5, confidence: 0.8 },
    ];
    expect(marksOnDisplayed(['21st', 'of', 'May.', '—'], scored, marked)).toEqual([
      { word: '21st', mark: 'substitution', start: 0.5, end: 0.8, confidence: 0 },
      { word: 'of', mark: 'omission', start: null, end: null, confidence: 0 },
      { word: 'May.', mark: 'correct', start: 1.2, end: 1.5, confidence: 0.8 },
      { word: '—', mark: 'correct', start: null, end: null, confidence: 1 },
    ]);
  });
});

describe('metrics', () => {
  const word = (mark: 'correct' | 'omission' | 'substitution', start: number | null, end: number | null) => ({
    mark,
    start,
    end,
    confidence: 1,
  });

  it('finds pauses longer than 0.6 s between words', () => {
    const said = [
      { display: 0, start: 0, end: 0.5 },
      { display: 1, start: 0.9, end: 1.2 },
      { display: 2, start: 2.2, end: 2.5 },
    ];
    expect(findPauses(said)).toEqual([{ after_word: 1, start: 1.2, end: 2.2 }]);
  });

  it('computes completeness, accuracy, fluency, words correct per minute and the weighted overall', () => {
    // Four words over 2 s, one omitted, one said wrongly, one extra word, a 0.5 s pause (below the threshold).
    const words = [
      word('correct', 0, 0.4),
      word('omission', null, null),
      word('substitution', 0.9, 1.3),
      word('correct', 1.6, 2),
    ];
    const metrics = computeMetrics(words, [{ start: 0.5, end: 0.8 }], []);
    expect(metrics).toEqual({ completeness: 75, accuracy: 50, fluency: 100, wcpm: 60, overall: 70 });
    const paused = computeMetrics(words, [], [{ after_word: 0, start: 0.4, end: 1.4 }]);
    expect(paused.fluency).toBe(50);
    const slow = computeMetrics([word('correct', 0, 0.5), word('correct', 9.5, 10)], [], []);
    expect(slow).toMatchObject({ fluency: 20, wcpm: 12 });
  });
});

describe('scoring a reading', () => {
  const recogniser = (recognition: Recognition): Recogniser => ({
    version: 'fake-1',
    pronunciations: (word) => (word === 'zog' ? [] : ['AH']),
    recognise: () => recognition,
  });
  // A tone, quiet from 0.5 s to 1.5 s.
  const samples = new Float32Array(48_000).map((_, i) => (i >= 8_000 && i < 24_000 ? 0 : Math.sin(i / 5) * 0.3));

  it('gives marks on the displayed words, scores, pauses and the engine version', () => {
    const scorer = readingScorer(recogniser({ heard: [heard(0, 0.2, 0.5), heard(2, 1.5, 1.9)], unexpected: [] }));
    const result = scorer.scoreSamples(samples, 'Zog likes 3');
    expect(result.engine_version).toMatch(/^speech-2\+[0-9a-f]{12}$/);
    expect(result).toMatchObject({ heard: true, reason: null, completeness: 67, accuracy: 100, inserted: [] });
    expect(result.words.map((w) => [w.word, w.mark])).toEqual([
      ['Zog', 'correct'],
      ['likes', 'omission'],
      ['3', 'correct'],
    ]);
    expect(result.pauses).toEqual([{ after_word: 0, start: 0.5, end: 1.5 }]);
    expect(scorer.scoreSamples(samples, 'Zog likes 3')).toEqual(result);
  });

  it('says "nothing heard" rather than scoring 0 when no expected word was heard', () => {
    const scorer = readingScorer(recogniser({ heard: [], unexpected: [{ start: 0.2, end: 1 }] }));
    expect(scorer.scoreSamples(samples, 'Zog likes apples')).toMatchObject({
      heard: false,
      reason: 'nothing_heard',
      overall: null,
      accuracy: null,
      inserted: [],
    });
  });

  it('changes its engine version with the recogniser or its settings', () => {
    const one = readingScorer(recogniser({ heard: [], unexpected: [] }));
    const other = readingScorer({ ...recogniser({ heard: [], unexpected: [] }), version: 'fake-2' });
    expect(one.engineVersion).not.toBe(other.engineVersion);
    expect(readingScorer(recogniser({ heard: [], unexpected: [] })).engineVersion).toBe(one.engineVersion);
  });
});
