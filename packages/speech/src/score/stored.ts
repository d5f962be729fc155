import { computeMetrics, type Metrics, type TimedMark } from './metrics.js';
import { SCORER_VERSION } from './version.js';

/** A result as stored: the engine that made it, the marks on the displayed words and the other speech heard. */
export interface StoredReading {
  engine_version: string;
  words: readonly TimedMark[];
  inserted: readonly { start: number; end: number }[];
}

const VERSION = /^speech-(\d+)\+(.+)$/;

/**
 * The scores of a reading stored by an earlier version of these rules, worked out again from its
 * stored marks by the current rule, and the engine version they now carry (this version, the same
 * recogniser's fingerprint); null when the reading is already this version's.
 * The marks stay as they were made: "Score again" decodes the recording anew.
 */
export function rescoredFromMarks(stored: StoredReading): ({ engine_version: string } & Metrics) | null {
  const parsed = VERSION.exec(stored.engine_version);
  if (!parsed || Number(parsed[1]) >= SCORER_VERSION) return null;
  return {
    engine_version: `speech-${SCORER_VERSION}+${parsed[2]}`,
    ...computeMetrics(stored.words, stored.inserted),
  };
}
