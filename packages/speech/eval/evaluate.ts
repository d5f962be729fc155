import { decodeAnswer } from '../src/audio/decode.js';
import { SAMPLE_RATE } from '../src/audio/limits.js';
import type { ReadingResult, ReadingScorer } from '../src/score-reading.js';
import { clipAudio, type EvalClip } from './labels.js';

export interface DecodedClip {
  clip: EvalClip;
  samples: Float32Array;
}

/** Decodes the clips a few at a time (each is one ffmpeg process). */
export async function decodeClips(clips: EvalClip[], parallel = 4): Promise<DecodedClip[]> {
  const decoded: DecodedClip[] = new Array(clips.length);
  let next = 0;
  const decodeNext = async () => {
    while (next < clips.length) {
      const index = next++;
      decoded[index] = { clip: clips[index]!, samples: await decodeAnswer(clipAudio(clips[index]!)) };
    }
  };
  await Promise.all(Array.from({ length: parallel }, decodeNext));
  return decoded;
}

/** The figures the issue asks for, as shares (0–1), on one part of the evaluation set. */
export interface EvalFigures {
  clips: number;
  correctKept: number;
  omissionsFound: number;
  replacedFlagged: number;
  replacedAsSubstitution: number;
  insertionsFound: number;
  /** Exact reading above each one-error reading, and each one-error reading above the half reading. */
  orderingRight: number;
  /** Readings of another sentence of the set scoring under DIFFERENT_SENTENCE_CEILING ("nothing heard" included). */
  differentUnderCeiling: number;
  /** Their mean score (0–100; "nothing heard" counts 0). */
  differentMean: number;
  nothingHeardOnNoise: number;
  /** Seconds of processor time per second of audio, recognition and scoring only (one thread). */
  realTimeFactor: number;
  /** The same in elapsed time, which includes waiting for a core on a busy machine. */
  elapsedRealTimeFactor: number;
}

const share = (hits: number, total: number) => (total === 0 ? 1 : hits / total);

/** A reading of a different sentence must score under this. */
export const DIFFERENT_SENTENCE_CEILING = 40;

export function evaluate(scorer: ReadingScorer, decoded: DecodedClip[]): EvalFigures {
  const results = new Map<EvalClip, ReadingResult>();
  let audio = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (const { clip, samples } of decoded) {
    results.set(clip, scorer.scoreSamples(samples, clip.sentence));
    audio += samples.length / SAMPLE_RATE;
  }
  const elapsed = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const computing = (used.user + used.system) / 1e6;
  const tally = { correct: [0, 0], omission: [0, 0], replaced: [0, 0, 0], inserted: [0, 0], noise: [0, 0] };
  const different: number[] = [];
  for (const [clip, result] of results) {
    if (clip.variant === 'different') {
      different.push(result.overall ?? 0);
      continue;
    }
    if (clip.variant === 'nothing') {
      tally.noise[0]! += result.heard ? 0 : 1;
      tally.noise[1]! += 1;
      continue;
    }
    clip.labels.forEach((label, i) => {
      const mark = result.words[i]?.mark;
      if (label === 'correct') {
        tally.correct[0]! += mark === 'correct' ? 1 : 0;
        tally.correct[1]! += 1;
      } else if (label === 'omission') {
        tally.omission[0]! += mark === 'omission' ? 1 : 0;
        tally.omission[1]! += 1;
      } else {
        tally.replaced[0]! += mark !== 'correct' ? 1 : 0;
        tally.replaced[1]! += mark === 'substitution' ? 1 : 0;
        tally.replaced[2]! += 1;
      }
    });
    if (clip.inserted > 0) {
      tally.inserted[0]! += result.inserted.length > 0 ? 1 : 0;
      tally.inserted[1]! += 1;
    }
  }
  return {
    clips: decoded.length,
    correctKept: share(tally.correct[0]!, tally.correct[1]!),
    omissionsFound: share(tally.omission[0]!, tally.omission[1]!),
    replacedFlagged: share(tally.replaced[0]!, tally.replaced[2]!),
    replacedAsSubstitution: share(tally.replaced[1]!, tally.replaced[2]!),
    insertionsFound: share(tally.inserted[0]!, tally.inserted[1]!),
    orderingRight: ordering(results),
    differentUnderCeiling: share(
      different.filter((score) => score < DIFFERENT_SENTENCE_CEILING).length,
      different.length,
    ),
    differentMean: different.length === 0 ? 0 : different.reduce((sum, score) => sum + score, 0) / different.length,
    nothingHeardOnNoise: share(tally.noise[0]!, tally.noise[1]!),
    realTimeFactor: audio === 0 ? 0 : computing / audio,
    elapsedRealTimeFactor: audio === 0 ? 0 : elapsed / audio,
  };
}

const ONE_ERROR = ['omission', 'substitution', 'insertion'] as const;

function ordering(results: Map<EvalClip, ReadingResult>): number {
  const readings = new Map<string, Map<string, number>>();
  for (const [clip, result] of results) {
    const key = `${clip.sentence}#${clip.reading}`;
    if (!readings.has(key)) readings.set(key, new Map());
    readings.get(key)!.set(clip.variant, result.overall ?? 0);
  }
  let right = 0;
  let total = 0;
  for (const scores of readings.values()) {
    const exact = scores.get('exact');
    const half = scores.get('half');
    for (const variant of ONE_ERROR) {
      const one = scores.get(variant);
      if (one === undefined) continue;
      if (exact !== undefined) {
        total++;
        right += exact > one ? 1 : 0;
      }
      if (half !== undefined) {
        total++;
        right += one > half ? 1 : 0;
      }
    }
  }
  return share(right, total);
}
