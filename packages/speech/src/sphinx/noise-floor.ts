/**
 * The recording with a faint, steady hiss added: uniform noise up to ±`amplitude`, from a fixed
 * seed so the same recording always gets the same hiss.
 *
 * PocketSphinx's front end takes the log of each frame's energy and estimates the background from
 * the quietest frames. A recording whose pauses are digital silence (synthetic speech, or a browser
 * whose noise suppression zeroes the pauses) gives it frames of no energy at all, nothing like the
 * background its acoustic model was trained on, and it then misses quiet and short words. A hiss
 * far below speech (about -51 dBFS at ±0.005) gives those frames a background and changes nothing
 * in a recording that already has one.
 */
export function withNoiseFloor(samples: Float32Array, amplitude: number): Float32Array {
  if (amplitude <= 0) return samples;
  const out = new Float32Array(samples.length);
  let state = 0x2545f491;
  for (let i = 0; i < samples.length; i++) {
    // xorshift32: a fast generator whose sequence depends on the seed alone.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out[i] = samples[i]! + amplitude * ((state >>> 0) / 0x80000000 - 1);
  }
  return out;
}
