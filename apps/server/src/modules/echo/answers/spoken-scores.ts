import type { SpokenScores } from '@lms/shared';
import type { ReadingResult } from '@lms/speech';

/** What the scorer found, in the contract's shape (words without the engine's confidences). */
export function scoresOf(result: ReadingResult): SpokenScores {
  return {
    overall: result.overall,
    accuracy: result.accuracy,
    completeness: result.completeness,
    fluency: result.fluency,
    wcpm: result.wcpm,
    words: result.words.map(({ word, mark, start, end }) => ({ word, mark, start, end })),
    inserted: result.inserted.map(({ start, end }) => ({ start, end })),
  };
}
