export const SAMPLE_RATE = 16_000;

export interface AudioLimits {
  /** Longest answer accepted, in seconds. */
  maxSeconds: number;
  /** Largest upload accepted, in bytes. */
  maxBytes: number;
  /** How long ffmpeg may take to decode one answer before it is stopped. */
  decodeTimeoutMs: number;
}

export const AUDIO_LIMITS: AudioLimits = { maxSeconds: 60, maxBytes: 5 * 1024 * 1024, decodeTimeoutMs: 15_000 };
