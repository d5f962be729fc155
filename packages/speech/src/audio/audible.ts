import { SpeechRefusal } from '../refusal.js';
import { decodeAnswer } from './decode.js';
import { AUDIO_LIMITS, type AudioLimits, SAMPLE_RATE } from './limits.js';
import { isSilent } from './loudness.js';

/**
 * An uploaded answer decoded as the scorer reads it, refused (a SpeechRefusal) when it could never
 * be scored: not one audio stream in a container on the list, too large or long, not decodable, or silent.
 */
export async function audibleAnswer(upload: Uint8Array, limits: AudioLimits = AUDIO_LIMITS): Promise<Float32Array> {
  const samples = await decodeAnswer(upload, limits);
  if (isSilent(samples)) throw new SpeechRefusal('speech.silent');
  return samples;
}

/**
 * Checks an upload before it is kept, exactly as scoring will read it: its length in milliseconds,
 * or the refusal scoring would give.
 */
export async function probeAnswer(
  upload: Uint8Array,
  limits: AudioLimits = AUDIO_LIMITS,
): Promise<{ durationMs: number }> {
  const samples = await audibleAnswer(upload, limits);
  return { durationMs: Math.round((samples.length / SAMPLE_RATE) * 1000) };
}
