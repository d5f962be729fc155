import type { BookLevel } from '@lms/shared';

/** A comprehension question: three or four choices, one of them right (`right` is its index). */
export interface LevelQuestion {
  prompt: string;
  choices: string[];
  right: number;
}

/** A short text at one level (within that level's text limits) and the questions about it. */
export interface LevelPassage {
  level: BookLevel;
  sentences: string[];
  questions: LevelQuestion[];
}

/** A sentence the student reads aloud, scored by the speech engine. */
export interface OralItem {
  level: BookLevel;
  text: string;
}

export const question = (prompt: string, choices: string[], right: number): LevelQuestion => ({
  prompt,
  choices,
  right,
});
