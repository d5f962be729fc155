import { SAMPLE_RATE } from './limits.js';

const FRAME_SECONDS = 0.01;
const FRAME = SAMPLE_RATE * FRAME_SECONDS;
/** A frame this much louder than the recording's quiet floor holds sound (about 12 dB). */
const ABOVE_FLOOR = 16;
/** …and at least this loud (mean square), so a clean silent recording has no "sound" in it… */
const MIN_ENERGY = 1e-6;
/** …but a frame this loud (about -30 dBFS) always holds sound, even in a recording without pauses. */
const LOUD_ENERGY = 1e-3;

/** Where a recording holds sound rather than its background: the share of loud frames in a span. */
export interface Activity {
  share(start: number, end: number): number;
}

export function soundActivity(samples: Float32Array): Activity {
  const count = Math.floor(samples.length / FRAME);
  const energies = new Float64Array(count);
  for (let f = 0; f < count; f++) {
    let sum = 0;
    for (let i = f * FRAME; i < (f + 1) * FRAME; i++) sum += samples[i]! * samples[i]!;
    energies[f] = sum / FRAME;
  }
  const sorted = [...energies].sort((a, b) => a - b);
  const floor = sorted[Math.floor(sorted.length * 0.1)] ?? 0;
  const threshold = Math.min(LOUD_ENERGY, Math.max(MIN_ENERGY, floor * ABOVE_FLOOR));
  const loud = [...energies].map((energy) => (energy > threshold ? 1 : 0));
  return {
    share(start, end) {
      const from = Math.max(0, Math.floor(start / FRAME_SECONDS));
      const to = Math.min(count, Math.ceil(end / FRAME_SECONDS));
      if (to <= from) return 0;
      let sum = 0;
      for (let f = from; f < to; f++) sum += loud[f]!;
      return sum / (to - from);
    },
  };
}
