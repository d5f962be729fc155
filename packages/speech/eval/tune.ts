/**
 * Prints the figures on the tuning part for recogniser settings (JSON arguments) crossed with
 * mark settings (MARKS, a JSON list), recognising each clip once per recogniser setting:
 *   MARKS='[{"minConfidence":0.5}]' node --import tsx packages/speech/eval/tune.ts '{"skip":0.1}'
 * Tuning looks at this part only; the held-out part is judged by the evaluation test.
 */
import type { Recogniser, Recognition } from '../src/recogniser.js';
import { MARK_SETTINGS } from '../src/score/marks.js';
import { readingScorer } from '../src/score-reading.js';
import { createSphinxRecogniser, SPHINX_SETTINGS } from '../src/sphinx/sphinx-recogniser.js';
import { decodeClips, evaluate } from './evaluate.js';
import { loadEvalSet } from './labels.js';

const every = Number(process.env.EVAL_EVERY ?? 1);
const clips = loadEvalSet().filter((clip, i) => clip.split === 'tune' && Math.floor(i / 5) % every === 0);
const decoded = await decodeClips(clips);
const marks: object[] = JSON.parse(process.env.MARKS ?? '[{}]');

function remembering(recogniser: Recogniser): Recogniser {
  const seen = new WeakMap<Float32Array, Recognition>();
  return {
    ...recogniser,
    recognise(samples, expected) {
      if (!seen.has(samples)) seen.set(samples, recogniser.recognise(samples, expected));
      return seen.get(samples)!;
    },
  };
}

for (const argument of process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['{}']) {
  const change = JSON.parse(argument);
  const settings = { ...SPHINX_SETTINGS, ...change, decoder: { ...SPHINX_SETTINGS.decoder, ...change.decoder } };
  const recogniser = remembering(await createSphinxRecogniser(settings));
  for (const mark of marks) {
    const figures = evaluate(readingScorer(recogniser, { ...MARK_SETTINGS, ...mark }), decoded);
    const shown = Object.entries(figures).map(([k, v]) => `${k}=${Number.isInteger(v) ? v : v.toFixed(3)}`);
    console.log(argument, JSON.stringify(mark), shown.join(' '));
  }
}
