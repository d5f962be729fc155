/** One word the reader is expected to say, as the recogniser needs it. */
export interface ExpectedWord {
  /** The scored form: lower case, letters and apostrophes only. */
  word: string;
  /** Pronunciations in the recogniser's phone set, one string each ("DH AH"). */
  pronunciations: string[];
}

/** An expected word the recogniser heard, by its position in the expected list. */
export interface HeardWord {
  index: number;
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
  /** 0–1: how well the sound fits the word rather than any other sound. */
  confidence: number;
}

/** Speech that matched none of the expected words, in seconds. */
export interface UnexpectedSpeech {
  start: number;
  end: number;
}

export interface Recognition {
  /** In time order; each expected index at most once, in increasing order. */
  heard: HeardWord[];
  unexpected: UnexpectedSpeech[];
}

/**
 * What the scorer needs from a speech recogniser: 16 kHz mono samples and the expected words in,
 * the expected words it heard (with times and a confidence) and the other speech it heard out.
 * Another engine (an HTTP speech service, say) plugs in by implementing this.
 */
export interface Recogniser {
  /** Names the engine and its settings; part of every result's engine version. */
  readonly version: string;
  /** The pronunciations the recogniser knows for a word, empty when it does not know it. */
  pronunciations(word: string): string[];
  recognise(samples: Float32Array, expected: ExpectedWord[]): Recognition;
}
