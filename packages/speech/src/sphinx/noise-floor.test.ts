import { describe, expect, it } from 'vitest';
import { decodeClips } from '../../eval/evaluate.js';
import { loadEvalSet } from '../../eval/labels.js';
import { normaliseText } from '../text/normalise.js';
import { pronounce } from '../text/pronounce.js';
import { withNoiseFloor } from './noise-floor.js';
import { createSphinxRecogniser, SPHINX_SETTINGS } from './sphinx-recogniser.js';

describe('the noise floor under a recording', () => {
  it('adds the same faint hiss, within its amplitude, to the same recording, leaving the recording itself untouched', () => {
    const silence = new Float32Array(16_000);
    const hissed = withNoiseFloor(silence, 0.005);
    expect(silence.every((sample) => sample === 0)).toBe(true);
    expect(Math.max(...hissed.map(Math.abs))).toBeLessThanOrEqual(0.005);
    const rms = Math.sqrt(hissed.reduce((sum, sample) => sum + sample * sample, 0) / hissed.length);
    expect(rms).toBeGreaterThan(0.002);
    expect(withNoiseFloor(silence, 0.005)).toEqual(hissed);
    expect(withNoiseFloor(silence, 0)).toBe(silence);
  });

  it('lets the recogniser hear the words of clean readings whose pauses are digital silence', async () => {
    const clean = loadEvalSet().filter(
      (clip) => clip.split === 'tune' && clip.variant === 'exact' && !clip.voice.includes('noise'),
    );
    const readings = await decodeClips(clean.slice(0, 12));
    const withFloor = await createSphinxRecogniser();
    const withoutFloor = await createSphinxRecogniser({ ...SPHINX_SETTINGS, noiseFloor: 0 });
    const heard = { withFloor: 0, withoutFloor: 0, said: 0 };
    for (const { clip, samples } of readings) {
      const expected = normaliseText(clip.sentence).scored.map(({ word }) => ({
        word,
        pronunciations: pronounce(word, withFloor).pronunciations,
      }));
      heard.said += expected.length;
      heard.withFloor += withFloor.recognise(samples, expected).heard.length;
      heard.withoutFloor += withoutFloor.recognise(samples, expected).heard.length;
    }
    expect(heard.withFloor / heard.said).toBeGreaterThanOrEqual(0.95);
    expect(heard.withoutFloor).toBeLessThan(heard.withFloor);
  });
});
