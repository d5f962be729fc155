import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Variant = 'exact' | 'omission' | 'substitution' | 'insertion' | 'half' | 'nothing' | 'different';
export type WordLabel = 'correct' | 'omission' | 'substitution';

/** One recording of the evaluation set and what was really said in it. */
export interface EvalClip {
  file: string;
  split: 'tune' | 'held_out';
  /** The sentence as displayed. */
  sentence: string;
  /** The words spoken. */
  said: string;
  variant: Variant;
  voice: string;
  reading: number;
  /** The expected mark of every displayed word. */
  labels: WordLabel[];
  /** How many extra words were spoken. */
  inserted: number;
}

export const EVAL_DIR = import.meta.dirname;
export const loadEvalSet = (): EvalClip[] => JSON.parse(readFileSync(join(EVAL_DIR, 'labels.json'), 'utf8'));
export const clipAudio = (clip: EvalClip) => readFileSync(join(EVAL_DIR, 'audio', clip.file));
