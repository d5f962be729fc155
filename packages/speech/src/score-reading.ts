import { createHash } from 'node:crypto';
import { soundActivity } from './audio/activity.js';
import { audibleAnswer } from './audio/audible.js';
import type { AudioLimits } from './audio/limits.js';
import type { Recogniser, UnexpectedSpeech } from './recogniser.js';
import { marksOnDisplayed, type WordResult } from './score/displayed.js';
import { MARK_SETTINGS, type MarkSettings, markWords } from './score/marks.js';
import { computeMetrics, findPauses, type Metrics, type Pause } from './score/metrics.js';
import { SCORER_VERSION } from './score/version.js';
import { normaliseText } from './text/normalise.js';
import { pronounce } from './text/pronounce.js';
import { type DisplayedWordWarning, scoringWarnings } from './text/warnings.js';

export type ReadingResult = {
  engine_version: string;
  words: WordResult[];
  inserted: UnexpectedSpeech[];
  pauses: Pause[];
} & (({ heard: true; reason: null } & Metrics) | ({ heard: false; reason: 'nothing_heard' } & NoMetrics));

type NoMetrics = { [K in keyof Metrics]: null };

export interface ReadingScorer {
  readonly engineVersion: string;
  /** Scores an uploaded recording; refuses bad audio with a SpeechRefusal. */
  score(upload: Uint8Array, text: string, limits?: AudioLimits): Promise<ReadingResult>;
  /** Scores 16 kHz mono samples already decoded. */
  scoreSamples(samples: Float32Array, text: string): ReadingResult;
  /** The words of a sentence this engine cannot score well. */
  warnings(text: string): DisplayedWordWarning[];
}

/** A scorer on one recogniser; the same audio and text always give the same result. */
export function readingScorer(recogniser: Recogniser, settings: MarkSettings = MARK_SETTINGS): ReadingScorer {
  const fingerprint = createHash('sha256')
    .update(`${recogniser.version};${JSON.stringify(settings)}`)
    .digest('hex')
    .slice(0, 12);
  const engineVersion = `speech-${SCORER_VERSION}+${fingerprint}`;

  function scoreSamples(samples: Float32Array, text: string): ReadingResult {
    const { displayed, scored } = normaliseText(text);
    const expected = scored.map(({ word }) => ({ word, pronunciations: pronounce(word, recogniser).pronunciations }));
    const recognition = recogniser.recognise(samples, expected);
    const { words: marked, inserted } = markWords(
      expected.map(phoneCount),
      recognition,
      soundActivity(samples),
      settings,
    );
    const words = marksOnDisplayed(displayed, scored, marked);
    if (!marked.some((word) => word.mark === 'correct')) {
      const nothing = { overall: null, accuracy: null, completeness: null, fluency: null, wcpm: null };
      const omitted = words.map((word) => ({
        ...word,
        mark: 'omission' as const,
        start: null,
        end: null,
        confidence: 0,
      }));
      return {
        engine_version: engineVersion,
        heard: false,
        reason: 'nothing_heard',
        ...nothing,
        words: omitted,
        inserted: [],
        pauses: [],
      };
    }
    return {
      engine_version: engineVersion,
      heard: true,
      reason: null,
      ...computeMetrics(words, inserted),
      words,
      inserted,
      pauses: findPauses(words),
    };
  }

  return {
    engineVersion,
    scoreSamples,
    warnings: (text) => scoringWarnings(text, recogniser),
    async score(upload, text, limits) {
      return scoreSamples(await audibleAnswer(upload, limits), text);
    },
  };
}

/** Phones in the shortest pronunciation of a word. */
const phoneCount = (word: { pronunciations: string[] }) =>
  Math.max(1, Math.min(...word.pronunciations.map((p) => p.split(' ').length)));
