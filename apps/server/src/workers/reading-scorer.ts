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

// One recogniser per worker thread, loaded with its first answer and kept.
let scorer: Promise<ReadingScorer> | null = null;

/** Scores a spoken answer on this thread; a refusal of its audio comes back as the AppError of its code. */
export async function scoreSpokenAnswer(answer: SpokenAnswer): Promise<ReadingResult> {
  scorer ??= createSphinxRecogniser().then((recogniser) => readingScorer(recogniser));
  try {
    return await (await scorer).score(asBuffer(answer.audio), answer.text);
  } catch (error) {
    if (error instanceof SpeechRefusal) throw new AppError(error.code);
    // The recogniser may be left unusable (a WebAssembly abort): the next answer loads a new one.
    scorer = null;
    throw error;
  }
}

/** For each text, the words this thread's engine cannot score well, with why (for the quiz editor). */
export async function textWarnings(texts: string[]): Promise<DisplayedWordWarning[][]> {
  scorer ??= createSphinxRecogniser().then((recogniser) => readingScorer(recogniser));
  try {
    const loaded = await scorer;
    return texts.map((text) => loaded.warnings(text));
  } catch (error) {
    // A recogniser that failed to load is loaded again by the next task.
    scorer = null;
    throw error;
  }
}
