import type { SpokenWord } from '@lms/shared';
import { describe, expect, it } from 'vitest';
import { hasSegment, spokenPieces } from './spoken-layout';

const word = (text: string, start: number | null, end: number | null = start === null ? null : start + 0.2) =>
  ({ word: text, mark: start === null ? 'omission' : 'correct', start, end }) as SpokenWord;

/** The pieces as a line: words by their text, inserted speech as "+". */
const line = (pieces: ReturnType<typeof spokenPieces>) =>
  pieces.map((piece) => (piece.kind === 'word' ? piece.word.word : '+')).join(' ');

describe('placing inserted speech among the words', () => {
  const words = [word('The', 0.1), word('cat', 0.5), word('sat', null), word('on', 1.6), word('mat', 2.0)];

  it('puts speech before the first word heard after it began', () => {
    expect(line(spokenPieces(words, [{ start: 0.8, end: 1.2 }]))).toBe('The cat sat + on mat');
  });

  it('puts speech before the first word when it came first, and after the last when nothing followed', () => {
    expect(line(spokenPieces(words, [{ start: 0, end: 0.08 }]))).toBe('+ The cat sat on mat');
    expect(line(spokenPieces(words, [{ start: 2.5, end: 3 }]))).toBe('The cat sat on mat +');
  });

  it('keeps several stretches in the order they were heard, each numbered once', () => {
    const pieces = spokenPieces(words, [
      { start: 2.5, end: 3 },
      { start: 0.8, end: 1 },
      { start: 1.1, end: 1.3 },
    ]);
    expect(line(pieces)).toBe('The cat sat + + on mat +');
    expect(pieces.filter((piece) => piece.kind === 'inserted').map((piece) => piece.index)).toEqual([0, 1, 2]);
  });

  it('places everything after the words when no word was heard', () => {
    const silent = [word('The', null), word('cat', null)];
    expect(line(spokenPieces(silent, [{ start: 0.2, end: 0.6 }]))).toBe('The cat +');
  });

  it('plays only words with a start and a later end', () => {
    expect(hasSegment(word('cat', 0.5))).toBe(true);
    expect(hasSegment(word('sat', null))).toBe(false);
    expect(hasSegment(word('on', 1, 1))).toBe(false);
  });
});
