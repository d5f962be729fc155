import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { questionWords } from '@lms/shared';
import { describe, expect, it } from 'vitest';
import {
  ECHO_BOOKS,
  ECHO_QUIZ_PLAN,
  ECHO_READINGS,
  ECHO_SENTENCES,
  FALLING_READER,
  readRecording,
  recordingDurations,
  recordingFile,
  SILENT_RECORDING,
  spokenWords,
} from './echo.js';

const RECORDINGS = fileURLToPath(new URL('../../content/recordings/', import.meta.url));

describe('the demo’s Echo Valley recordings', () => {
  it('records two sentences of each of its books, each word it changes inside the sentence', () => {
    for (const book of ECHO_BOOKS)
      expect(
        ECHO_SENTENCES.filter((s) => s.book === book),
        book,
      ).toHaveLength(2);
    for (const sentence of ECHO_SENTENCES) {
      const words = questionWords(sentence.text);
      expect(words.length).toBeLessThanOrEqual(25);
      expect(sentence.leftOut).toBeLessThan(words.length);
      expect(sentence.replaced[0]).toBeLessThan(words.length);
      expect(spokenWords(sentence, 'omission')).toHaveLength(words.length - 1);
      const replaced = spokenWords(sentence, 'substitution');
      expect(replaced[sentence.replaced[0]]).toBe(sentence.replaced[1]);
      expect(replaced[sentence.replaced[0]]).not.toBe(spokenWords(sentence, 'exact')[sentence.replaced[0]]);
      // Stopped halfway: the sentence's first words only, at least one, at most half.
      const half = spokenWords(sentence, 'half');
      expect(half).toEqual(spokenWords(sentence, 'exact').slice(0, half.length));
      expect(half.length).toBeGreaterThanOrEqual(1);
      expect(half.length).toBeLessThanOrEqual(words.length / 2);
    }
  });

  it('has a falling reader reading worse in each of the latest quizzes, over as many quizzes as are published', () => {
    const order = ['exact', 'omission', 'substitution', 'half'];
    const ranks = FALLING_READER.readings.map((reading) => order.indexOf(reading));
    expect(ranks.every((rank, i) => rank >= 0 && (i === 0 || rank > ranks[i - 1]!))).toBe(true);
    expect(FALLING_READER.readings).toHaveLength(3);
    expect(ECHO_QUIZ_PLAN.filter((quiz) => quiz.state === 'published').length).toBeGreaterThanOrEqual(3);
    expect(FALLING_READER.place).toBeLessThanOrEqual(FALLING_READER.minimumClass);
  });

  it('commits every recording the plan names, with its length, and nothing else, under 1.5 MB', async () => {
    const expected = [
      ...ECHO_SENTENCES.flatMap((sentence) => ECHO_READINGS.map((reading) => recordingFile(sentence, reading))),
      SILENT_RECORDING,
    ];
    const committed = readdirSync(RECORDINGS).filter((name) => name.endsWith('.ogg'));
    expect(committed.sort()).toEqual([...expected].sort());
    const durations = await recordingDurations();
    expect(Object.keys(durations).sort()).toEqual([...expected].sort());
    for (const file of expected) {
      const bytes = await readRecording(file);
      expect(Buffer.from(bytes.subarray(0, 4)).toString('latin1'), file).toBe('OggS');
      expect(Buffer.from(bytes.subarray(28, 36)).toString('latin1'), file).toBe('OpusHead');
      expect(durations[file]).toBeGreaterThan(1000);
      expect(durations[file]).toBeLessThan(15_000);
    }
    const total = readdirSync(RECORDINGS).reduce((sum, name) => sum + statSync(`${RECORDINGS}${name}`).size, 0);
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('reads only committed recordings', async () => {
    await expect(readRecording('../../package.json')).rejects.toThrow(/not a demo recording/);
  });

  it('plans quizzes in every state from the recorded sentences', () => {
    const states = ECHO_QUIZ_PLAN.map((q) => `${q.kind}:${q.state}${q.auto ? ':auto' : ''}`);
    expect(new Set(states)).toEqual(
      new Set([
        'weekly:published',
        'weekly:unpublished',
        'weekly:published:auto',
        'task:published',
        'task:unpublished',
      ]),
    );
    const weekly = ECHO_QUIZ_PLAN.filter((q) => q.kind === 'weekly' && !q.auto);
    expect(weekly.some((q) => q.state === 'published' && q.closes! < 0)).toBe(true);
    expect(weekly.some((q) => q.state === 'published' && q.opens! <= 0 && q.closes! >= 0)).toBe(true);
    for (const quiz of ECHO_QUIZ_PLAN) {
      expect(quiz.answered + quiz.partly).toBeLessThanOrEqual(1);
      if (quiz.state === 'unpublished') expect(quiz.answered + quiz.partly).toBe(0);
      if (quiz.kind === 'task') {
        const refs = quiz.questions.map((q) => (Array.isArray(q) ? q : q.word));
        expect(refs.every(([book]) => book === quiz.book)).toBe(true);
      }
    }
    expect(ECHO_QUIZ_PLAN.filter((q) => q.silentAnswer)).toHaveLength(1);
  });
});
