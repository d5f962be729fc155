/** Why an answer's audio was not scored: stable codes, translated by the app. */
export const SPEECH_REFUSALS = [
  'speech.too_long',
  'speech.too_large',
  'speech.not_audio',
  'speech.silent',
  'speech.unreadable',
] as const;
export type SpeechRefusalCode = (typeof SPEECH_REFUSALS)[number];

export class SpeechRefusal extends Error {
  constructor(
    readonly code: SpeechRefusalCode,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'SpeechRefusal';
  }
}
