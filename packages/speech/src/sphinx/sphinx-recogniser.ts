import { fileURLToPath } from 'node:url';
import createModule, { type Decoder, type Segment } from 'soundswallower';
import type { ExpectedWord, HeardWord, Recogniser, Recognition, UnexpectedSpeech } from '../recogniser.js';
import { withAccents } from '../text/accents.js';
import { positionOfSlotWord, readingGrammar, slotWord } from './grammar.js';
import { withNoiseFloor } from './noise-floor.js';

export interface SphinxSettings {
  /** Chance an expected word is left out. */
  skip: number;
  /** Also accept each word without the "r" after a vowel (British and other accents). */
  nonRhotic: boolean;
  /** Peak of the faint hiss added before decoding, so pauses of digital silence hold a background (see noise-floor.ts). */
  noiseFloor: number;
  /**
   * Decoder settings passed as they are: `fillprob` is the chance of a one-phone filler (speech
   * that is not in the text) between words, `lw` the grammar's weight against the sound.
   */
  decoder: Record<string, number>;
}

export const SPHINX_SETTINGS: SphinxSettings = {
  skip: 0.05,
  nonRhotic: true,
  noiseFloor: 0.005,
  // At most 3000 HMMs active per frame and a slightly narrower beam: the same marks, a fifth less time.
  decoder: { fillprob: 0.003, maxhmmpf: 3000, beam: 1e-45 },
};

/** Fillers: silence, noise, and every phone alone, which stand for speech that is not in the text. */
const FILLERS = fileURLToPath(new URL('../../model/fillers.dict', import.meta.url));
const isPhoneFiller = (word: string) => /^\+[a-z]+\+$/.test(word) || word === '[SPEECH]';

const MAX_ALTERNATIVES = 4;

/**
 * PocketSphinx (soundswallower, WebAssembly) with its US English model and dictionary. Loading
 * takes about a second and tens of megabytes, so a process makes one and keeps it.
 */
export async function createSphinxRecogniser(settings: SphinxSettings = SPHINX_SETTINGS): Promise<Recogniser> {
  const modelBase = fileURLToPath(new URL('./model/', import.meta.resolve('soundswallower')));
  const module = await createModule({ modelBase, print: () => {}, printErr: () => {} } as object);
  const decoder: Decoder = new module.Decoder({
    loglevel: 'FATAL',
    samprate: 16000,
    fdict: FILLERS,
    ...settings.decoder,
  });
  await decoder.initialize();

  function pronunciations(word: string): string[] {
    const found: string[] = [];
    for (let alternative = 1; alternative <= MAX_ALTERNATIVES; alternative++) {
      const pronunciation = decoder.lookup_word(alternative === 1 ? word : `${word}(${alternative})`);
      if (!pronunciation) break;
      found.push(pronunciation);
    }
    return settings.nonRhotic ? withAccents(found) : found;
  }

  function defineSlots(expected: ExpectedWord[]) {
    const missing: [string, string][] = [];
    expected.forEach((word, position) => {
      word.pronunciations.forEach((pronunciation, alternative) => {
        const name = slotWord(position, word.word, alternative);
        if (decoder.lookup_word(name) !== pronunciation) missing.push([name, pronunciation]);
      });
    });
    if (missing.length > 0) decoder.add_words(...missing);
  }

  function recognise(samples: Float32Array, expected: ExpectedWord[]): Recognition {
    defineSlots(expected);
    decoder.set_grammar(readingGrammar(expected, settings.skip));
    decoder.start();
    decoder.process_audio(withNoiseFloor(samples, settings.noiseFloor), false, true);
    decoder.stop();
    return readAlignment(decoder.get_alignment({ align_level: 0 }).w ?? []);
  }

  return {
    version: `soundswallower-0.6/en-us;${JSON.stringify(settings)}`,
    pronunciations,
    recognise,
  };
}

function readAlignment(segments: Segment[]): Recognition {
  const heard: HeardWord[] = [];
  const unexpected: UnexpectedSpeech[] = [];
  for (const segment of segments) {
    const start = segment.b;
    const end = round(segment.b + segment.d);
    if (isPhoneFiller(segment.t)) {
      const last = unexpected.at(-1);
      if (last && Math.abs(last.end - start) < 0.011) last.end = end;
      else unexpected.push({ start, end });
      continue;
    }
    const index = positionOfSlotWord(segment.t);
    if (index !== null) heard.push({ index, start, end, confidence: segment.p });
  }
  return { heard, unexpected };
}

const round = (seconds: number) => Math.round(seconds * 100) / 100;
