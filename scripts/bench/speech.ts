import { setTimeout } from 'node:timers/promises';
import { createSphinxRecogniser, readingScorer, SAMPLE_RATE } from '@lms/speech';
import {
  clipAudio,
  DIFFERENT_SENTENCE_CEILING,
  decodeClips,
  type EvalClip,
  evaluate,
  loadEvalSet,
} from '@lms/speech/eval';
import type { FastifyBaseLogger } from 'fastify';
import { createWorkerPool, type WorkerPool } from '../../apps/server/src/workers/worker-pool.js';

type Report = (name: string, value: unknown) => void;

const AT_ONCE = 30;
const THREADS = 2;
const READY_AFTER_MS = 10_000;
const quiet = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} } as unknown as FastifyBaseLogger;
const percent = (share: number) => Math.round(share * 1000) / 10;
const round3 = (value: number) => Math.round(value * 1000) / 1000;
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * 30 answers of about 3 s arriving at once, scored by the app's worker pool on 2 threads: on a pool
 * started on demand (its threads start and load their recognisers with these answers), again on the
 * same pool, and on a ready pool (as the server keeps) started 10 s before they arrive.
 */
async function answersAtOnce(clips: EvalClip[], durations: Map<EvalClip, number>) {
  const threeSeconds = clips.filter((clip) => Math.abs(durations.get(clip)! - 3) < 0.5).slice(0, AT_ONCE);
  const batch = async (pool: WorkerPool) => {
    const started = performance.now();
    const outcomes = await Promise.all(
      threeSeconds.map((clip) => pool.scoreReading({ audio: clipAudio(clip), text: clip.sentence })),
    );
    if (outcomes.some((outcome) => outcome.status !== 'done')) throw new Error('an answer was not scored');
    return Math.round(performance.now() - started);
  };
  const [cold_ms, warm_ms] = await onPool({ ready: false }, async (pool) => [await batch(pool), await batch(pool)]);
  const ready_ms = await onPool({ ready: true }, async (pool) => {
    await setTimeout(READY_AFTER_MS);
    return batch(pool);
  });
  return { answers: threeSeconds.length, cold_ms, warm_ms, ready_ms };
}

/** Runs `use` on a pool of the app's worker threads, then closes it. */
async function onPool<T>({ ready }: { ready: boolean }, use: (pool: WorkerPool) => Promise<T>): Promise<T> {
  const pool = createWorkerPool(quiet, { threads: THREADS, ready });
  try {
    return await use(pool);
  } finally {
    await pool.close();
  }
}

/** `BENCH_ONLY=speech`: the scoring engine's quality on its evaluation set, its speed and its memory. */
export async function benchSpeech(report: Report) {
  const before = process.memoryUsage().rss;
  const scorer = readingScorer(await createSphinxRecogniser());
  const clips = loadEvalSet();
  const decoded = await decodeClips(clips);
  scorer.scoreSamples(decoded[0]!.samples, decoded[0]!.clip.sentence);
  report('speech: memory of one loaded recogniser (MB, RSS)', megabytes(process.memoryUsage().rss - before));

  for (const part of ['tune', 'held_out'] as const) {
    const figures = evaluate(
      scorer,
      decoded.filter(({ clip }) => clip.split === part),
    );
    const name = (what: string) => `speech (${part}): ${what}`;
    report(name('clips'), figures.clips);
    report(name('correct words marked correct (%; target >= 97)'), percent(figures.correctKept));
    report(name('omitted words marked omission (%; target >= 97)'), percent(figures.omissionsFound));
    report(name('replaced words flagged (%; target >= 90)'), percent(figures.replacedFlagged));
    report(name('replaced words marked substitution (%; target >= 80)'), percent(figures.replacedAsSubstitution));
    report(name('inserted words found (%; target >= 80)'), percent(figures.insertionsFound));
    report(name('score ordering right (%; target >= 95)'), percent(figures.orderingRight));
    report(
      name(`another sentence read scores under ${DIFFERENT_SENTENCE_CEILING} (%; target >= 95)`),
      percent(figures.differentUnderCeiling),
    );
    report(name('another sentence read: mean score'), Math.round(figures.differentMean * 10) / 10);
    report(name('noise alone gives "nothing heard" (%)'), percent(figures.nothingHeardOnNoise));
    report(name('real-time factor on one core, processor time (target <= 0.05)'), round3(figures.realTimeFactor));
    report(name('real-time factor, elapsed on this machine as it is'), round3(figures.elapsedRealTimeFactor));
  }
  const durations = new Map(decoded.map(({ clip, samples }) => [clip, samples.length / SAMPLE_RATE]));
  report(
    `speech: ${AT_ONCE} answers of 3 s at once, ${THREADS} worker threads (ms; target <= 5000)`,
    await answersAtOnce(clips, durations),
  );
  report('speech: memory of the whole process after the run (MB, RSS)', megabytes(process.memoryUsage().rss));
}
