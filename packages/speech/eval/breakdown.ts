import { MARK_SETTINGS } from '../src/score/marks.js';
import { readingScorer } from '../src/score-reading.js';
import { createSphinxRecogniser, SPHINX_SETTINGS } from '../src/sphinx/sphinx-recogniser.js';
import { decodeClips } from './evaluate.js';
import { loadEvalSet } from './labels.js';

const every = Number(process.env.EVAL_EVERY ?? 1);
const clips = loadEvalSet().filter((c, i) => c.split === 'tune' && Math.floor(i / 5) % every === 0);
const decoded = await decodeClips(clips);
const change = JSON.parse(process.argv[2] ?? '{}');
const recogniser = await createSphinxRecogniser({
  ...SPHINX_SETTINGS,
  ...change,
  decoder: { ...SPHINX_SETTINGS.decoder, ...change.decoder },
});
const scorer = readingScorer(recogniser, { ...MARK_SETTINGS, ...change.marks });
const byVoice = new Map<string, number[]>();
const confusion = new Map<string, number>();
for (const { clip, samples } of decoded) {
  const r = scorer.scoreSamples(samples, clip.sentence);
  const v = byVoice.get(clip.voice) ?? [0, 0];
  clip.labels.forEach((l, i) => {
    const key = `${l}->${r.words[i]?.mark}`;
    confusion.set(key, (confusion.get(key) ?? 0) + 1);
    if (l === 'correct') {
      v[0]! += r.words[i]?.mark === 'correct' ? 1 : 0;
      v[1]! += 1;
    }
  });
  byVoice.set(clip.voice, v);
  if (process.env.SHOW)
    console.log(
      clip.variant,
      clip.said,
      '||',
      r.words.map((w) => `${w.word}:${w.mark[0]}${w.confidence}`).join(' '),
      r.inserted.length,
    );
}
console.log([...byVoice].map(([k, v]) => `${k}: ${(v[0]! / v[1]!).toFixed(2)}`).join('\n'));
console.log(
  [...confusion]
    .sort()
    .map(([k, v]) => `${k}=${v}`)
    .join(' '),
);
