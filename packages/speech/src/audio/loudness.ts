import { SAMPLE_RATE } from './limits.js';

const FRAME = SAMPLE_RATE / 50;
/** About -54 dBFS: below this in every 20 ms frame, the recording holds no sound at all. */
const SILENT_RMS = 0.002;

/** True when no 20 ms frame of the recording is louder than a quiet room through a microphone. */
export function isSilent(samples: Float32Array): boolean {
  for (let start = 0; start < samples.length; start += FRAME) {
    const end = Math.min(samples.length, start + FRAME);
    let energy = 0;
    for (let i = start; i < end; i++) energy += samples[i]! * samples[i]!;
    if (Math.sqrt(energy / (end - start)) > SILENT_RMS) return false;
  }
  return true;
}
