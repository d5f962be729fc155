import {
  createSphinxRecogniser,
  type DisplayedWordWarning,
  type ReadingResult,
  type ReadingScorer,
  readingScorer,
  SpeechRefusal,
} from '@lms/speech';
import { AppError } from '../lib/app-error.js';
import { asBuffer } from './bytes.js';

/** A child's recorded answer and the sentence they were asked to read. */
export interface SpokenAnswer {
  audio: Uint8Array;
  text: string;
}

// One recogniser per worker thread, loaded with its first task (or as a ready pool's thread starts) and kept.
let scorer: Promise<ReadingScorer> | null = null;

/** This thread's scorer, loading its recogniser the first time; a load that failed is tried again next time. */
export function loadedScorer(): Promise<ReadingScorer> {
  scorer ??= createSphinxRecogniser()
    .then((recogniser) => readingScorer(recogniser))
    .catch((error: unknown) => {
      scorer = null;
      throw error;
    });
  return scorer;
}

/** Scores a spoken answer on this thread; a refusal of its audio comes back as the AppError of its code. */
export async function scoreSpokenAnswer(answer: SpokenAnswer): Promise<ReadingResult> {
  const loaded = await loadedScorer();
  try {
    return await loaded.score(asBuffer(answer.audio), answer.text);
  } catch (error) {
    if (error instanceof SpeechRefusal) throw new AppError(error.code);
    // The recogniser may be left unusable (a WebAssembly abort): the next answer loads a new one.
    scorer = null;
    throw error;
  }
}

/** For each text, the words this thread's engine cannot score well, with why (for the quiz editor). */
export async function textWarnings(texts: string[]): Promise<DisplayedWordWarning[][]> {
  const loaded = await loadedScorer();
  return texts.map((text) => loaded.warnings(text));
}
