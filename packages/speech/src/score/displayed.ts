import type { ScoredWord } from '../text/normalise.js';
import type { Mark, MarkedWord } from './marks.js';

export interface WordResult {
  /** The word as displayed. */
  word: string;
  mark: Mark;
  start: number | null;
  end: number | null;
  confidence: number;
}

/**
 * Carries the marks of scored words back to the displayed words. A displayed word read as
 * several ("21st": twenty first) is correct only when all its parts are, omitted when all are,
 * and otherwise a substitution; a displayed word with nothing to say (a lone dash) is correct.
 */
export function marksOnDisplayed(displayed: string[], scored: ScoredWord[], marked: MarkedWord[]): WordResult[] {
  return displayed.map((word, display) => {
    const parts = marked.filter((_, i) => scored[i]!.display === display);
    if (parts.length === 0) return { word, mark: 'correct', start: null, end: null, confidence: 1 };
    const marks = new Set(parts.map((p) => p.mark));
    const mark: Mark = marks.size === 1 ? parts[0]!.mark : 'substitution';
    const starts = parts.flatMap((p) => (p.start === null ? [] : [p.start]));
    const ends = parts.flatMap((p) => (p.end === null ? [] : [p.end]));
    return {
      word,
      mark,
      start: starts.length > 0 ? Math.min(...starts) : null,
      end: ends.length > 0 ? Math.max(...ends) : null,
      confidence: Math.min(...parts.map((p) => p.confidence)),
    };
  });
}
