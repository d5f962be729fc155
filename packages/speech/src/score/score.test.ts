import { describe, expect, it } from 'vitest';
import type { Activity } from '../audio/activity.js';
import type { Recogniser, Recognition } from '../recogniser.js';
import { readingScorer } from '../score-reading.js';
import { marksOnDisplayed } from './displayed.js';
import { MARK_SETTINGS, markWords } from './marks.js';
import { computeMetrics, findPauses } from './metrics.js';
import { rescoredFromMarks } from './stored.js';
import { SCORER_VERSION } from './version.js';

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
  });
  /** n words read correctly, 0.3 s each with 0.1 s between them, from 0.5 s. */
  const fluent = (n: number) => Array.from({ length: n }, (_, i) => word('correct', 0.5 + i * 0.4, 0.8 + i * 0.4));

  it('finds pauses longer than 0.6 s between the words said, once for words replaced together', () => {
    const words = [
      word('correct', 0, 0.5),
      word('substitution', 0.9, 1.2),
      word('substitution', 0.9, 1.2),
      word('omission', null, null),
      word('correct', 2.2, 2.5),
    ];
    expect(findPauses(words)).toEqual([{ after_word: 1, start: 1.2, end: 2.2 }]);
  });

  it('scores the share of the sentence’s words read correctly: half the sentence read scores half', () => {
    expect(computeMetrics(fluent(8), []).overall).toBe(100);
    const half = [...fluent(4), ...Array.from({ length: 4 }, () => word('omission', null, null))];
    expect(computeMetrics(half, [])).toMatchObject({ overall: 50, completeness: 50, accuracy: 100, fluency: 100 });
  });

  it('lets one word of eight left out cost more than a hesitation: a long pause or a repeat', () => {
    const words = fluent(8);
    const oneLeftOut = computeMetrics([...words.slice(0, 4), word('omission', null, null), ...words.slice(5)], []);
    const paused = computeMetrics(
      words.map((w, i) => (i < 4 ? w : { ...w, start: w.start! + 1.5, end: w.end! + 1.5 })),
      [],
    );
    const repeated = computeMetrics(words, [{ start: 1.7, end: 2 }]);
    expect(oneLeftOut.overall).toBe(88);
    expect(paused.fluency).toBeLessThan(70);
    expect(paused.overall).toBeGreaterThan(oneLeftOut.overall);
    expect(repeated.fluency).toBeLessThan(100);
    expect(repeated.overall).toBeLessThan(100);
    expect(repeated.overall).toBeGreaterThan(oneLeftOut.overall);
    // Even with almost no fluency (a 9 s pause between two words), nine tenths stay.
    const slow = computeMetrics([word('correct', 0, 0.5), word('correct', 9.5, 10)], []);
    expect(slow).toMatchObject({ fluency: 2, overall: 90, wcpm: 12 });
  });

  it('never lifts a reading above its share of words read correctly', () => {
    const words = [word('correct', 0.5, 0.8), ...Array.from({ length: 6 }, () => word('omission', null, null))];
    expect(computeMetrics(words, []).overall).toBe(14);
  });

  it('scores a reading mostly of other speech lower than its words read correctly', () => {
    // 3 of 7 words found (0.9 s), and 1.5 s of other speech in the others' places and between them.
    const words = [
      word('correct', 0.5, 0.8),
      word('substitution', 0.8, 1.4),
      word('correct', 1.4, 1.7),
      word('omission', null, null),
      word('substitution', 1.7, 2.1),
      word('correct', 2.1, 2.4),
      word('omission', null, null),
    ];
    const metrics = computeMetrics(words, [{ start: 2.4, end: 2.9 }]);
    // Other speech is 1.5 of 2.4 s: the 43 of the words read correctly falls to 43 × 0.9 / 2.4 × 1.5.
    expect(metrics.overall).toBeLessThan(30);
    expect(metrics).toMatchObject({ completeness: 71, accuracy: 50 });
  });

  it('works out the scores of an earlier version’s stored reading again from its marks', () => {
    const stored = { words: fluent(3), inserted: [] };
    expect(rescoredFromMarks({ ...stored, engine_version: 'speech-2+0123456789ab' })).toEqual({
      engine_version: `speech-${SCORER_VERSION}+0123456789ab`,
      ...computeMetrics(stored.words, []),
    });
    expect(rescoredFromMarks({ ...stored, engine_version: `speech-${SCORER_VERSION}+0123456789ab` })).toBeNull();
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
    expect(result.engine_version).toMatch(/^speech-3\+[0-9a-f]{12}$/);
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
