/**
 * Builds the evaluation set: every sentence read exactly, with a word left out, a word replaced,
 * a word inserted and stopped halfway, by synthetic voices at several speeds and pitches, some
 * with background noise, plus a few recordings of noise alone, and every sentence read by the same
 * voices as another sentence of its part. Needs espeak-ng and sox; the audio is committed
 * (Ogg/Opus, 16 kHz mono) so tests do not. It makes the clips missing from the folder and keeps
 * those committed (the synthesiser's output is not the same byte for byte from one machine to
 * another, and the figures must not move with it); `--all` makes every one again:
 *
 *   node --import tsx packages/speech/eval/generate.ts [--all]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegPath } from '../src/audio/ffmpeg-path.js';
import type { EvalClip, Variant, WordLabel } from './labels.js';
import { isHeldOut, SENTENCES } from './sentences.js';

interface Voice {
  voice: string;
  speed: number;
  pitch: number;
  noise?: 'pinknoise' | 'whitenoise' | 'brownnoise';
}

// Held-out sentences are read only by voices tuning never hears.
const TUNE_VOICES: Voice[] = [
  { voice: 'en-us', speed: 160, pitch: 50 },
  { voice: 'en-gb', speed: 140, pitch: 50 },
  { voice: 'en-gb-x-rp', speed: 175, pitch: 55 },
  { voice: 'en-us+f3', speed: 150, pitch: 80 },
  { voice: 'en-us', speed: 130, pitch: 90, noise: 'pinknoise' },
  { voice: 'en-gb+f2', speed: 165, pitch: 60, noise: 'whitenoise' },
];
const HELD_OUT_VOICES: Voice[] = [
  { voice: 'en-029', speed: 150, pitch: 50 },
  { voice: 'en-gb-scotland', speed: 145, pitch: 50, noise: 'pinknoise' },
  { voice: 'en-us-nyc+f4', speed: 155, pitch: 85 },
  { voice: 'en-gb-x-gbclan', speed: 185, pitch: 45 },
  { voice: 'en-gb-x-gbcwmd+m3', speed: 135, pitch: 75, noise: 'brownnoise' },
];
const READINGS_PER_SENTENCE = 2;
const REPLACEMENTS = ['elephant', 'yellow', 'window', 'rabbit', 'monkey', 'pocket', 'tiger', 'lemon', 'basket'];
const INSERTIONS = ['very', 'purple', 'happy', 'suddenly', 'quickly', 'really', 'silly', 'lovely', 'maybe'];

const words = (sentence: string) =>
  sentence
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}'’-]/gu, '').toLowerCase())
    .filter(Boolean);

/** A word worth testing on: not the first, at least three letters. */
function pick(tokens: string[], seed: number): number {
  const candidates = tokens.map((_, i) => i).filter((i) => i > 0 && tokens[i]!.length >= 3);
  return candidates[seed % candidates.length]!;
}

function differentWord(list: string[], tokens: string[], seed: number, avoid: string): string {
  for (let k = 0; k < list.length; k++) {
    const word = list[(seed + k) % list.length]!;
    if (!tokens.includes(word) && word[0] !== avoid[0]) return word;
  }
  throw new Error('no different word left');
}

function variantsOf(sentence: string, index: number): { variant: Variant; said: string[]; labels: WordLabel[] }[] {
  const tokens = words(sentence);
  const correct = (): WordLabel[] => tokens.map(() => 'correct');
  const omitted = pick(tokens, index * 3);
  const replaced = pick(tokens, index * 3 + 1);
  const before = pick(tokens, index * 3 + 2);
  const half = Math.round(tokens.length / 2);
  const replacement = differentWord(REPLACEMENTS, tokens, index, tokens[replaced]!);
  return [
    { variant: 'exact', said: tokens, labels: correct() },
    {
      variant: 'omission',
      said: tokens.filter((_, i) => i !== omitted),
      labels: tokens.map((_, i) => (i === omitted ? 'omission' : 'correct')),
    },
    {
      variant: 'substitution',
      said: tokens.map((w, i) => (i === replaced ? replacement : w)),
      labels: tokens.map((_, i) => (i === replaced ? 'substitution' : 'correct')),
    },
    {
      variant: 'insertion',
      said: [...tokens.slice(0, before), differentWord(INSERTIONS, tokens, index, ''), ...tokens.slice(before)],
      labels: correct(),
    },
    {
      variant: 'half',
      said: tokens.slice(0, half),
      labels: tokens.map((_, i) => (i < half ? 'correct' : 'omission')),
    },
  ];
}

function speak(text: string, voice: Voice, out: string, work: string) {
  if (existsSync(out)) return;
  const raw = join(work, 'raw.wav');
  const padded = join(work, 'padded.wav');
  execFileSync('espeak-ng', ['-v', voice.voice, '-s', String(voice.speed), '-p', String(voice.pitch), '-w', raw, text]);
  execFileSync('sox', [raw, '-r', '16000', '-c', '1', padded, 'pad', '0.4', '0.5']);
  let source = padded;
  if (voice.noise) {
    const seconds = execFileSync('soxi', ['-D', padded]).toString().trim();
    const noise = join(work, 'noise.wav');
    const mixed = join(work, 'mixed.wav');
    execFileSync('sox', ['-n', '-r', '16000', '-c', '1', noise, 'synth', seconds, voice.noise, 'vol', '0.04']);
    execFileSync('sox', ['-m', padded, noise, mixed]);
    source = mixed;
  }
  execFileSync(ffmpegPath(), [
    '-v',
    'error',
    '-y',
    '-i',
    source,
    '-ac',
    '1',
    '-ar',
    '16000',
    '-c:a',
    'libopus',
    '-b:a',
    '16k',
    out,
  ]);
}

function noiseOnly(kind: Voice['noise'] & string, seconds: number, out: string, work: string) {
  if (existsSync(out)) return;
  const noise = join(work, 'noise.wav');
  execFileSync('sox', ['-n', '-r', '16000', '-c', '1', noise, 'synth', String(seconds), kind, 'vol', '0.05']);
  execFileSync(ffmpegPath(), ['-v', 'error', '-y', '-i', noise, '-c:a', 'libopus', '-b:a', '16k', out]);
}

const here = import.meta.dirname;
const audioDir = join(here, 'audio');
if (process.argv.includes('--all')) rmSync(audioDir, { recursive: true, force: true });
mkdirSync(audioDir, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'speech-eval-'));
const clips: EvalClip[] = [];
SENTENCES.forEach((sentence, index) => {
  const heldOut = isHeldOut(index);
  const voices = heldOut ? HELD_OUT_VOICES : TUNE_VOICES;
  for (let reading = 0; reading < READINGS_PER_SENTENCE; reading++) {
    const voice = voices[(index * READINGS_PER_SENTENCE + reading) % voices.length]!;
    for (const { variant, said, labels } of variantsOf(sentence, index)) {
      const file = `s${String(index).padStart(2, '0')}-r${reading}-${variant}.ogg`;
      const text = variant === 'exact' ? sentence : `${said.join(' ')}.`;
      speak(text, voice, join(audioDir, file), work);
      clips.push({
        file,
        split: heldOut ? 'held_out' : 'tune',
        sentence,
        said: said.join(' '),
        variant,
        voice: `${voice.voice} s${voice.speed} p${voice.pitch}${voice.noise ? ` ${voice.noise}` : ''}`,
        reading,
        labels,
        inserted: variant === 'insertion' ? 1 : 0,
      });
    }
  }
});
(['pinknoise', 'whitenoise', 'brownnoise', 'pinknoise'] as const).forEach((kind, i) => {
  const file = `noise-${i}.ogg`;
  noiseOnly(kind, 2 + i, join(audioDir, file), work);
  clips.push({
    file,
    split: i % 2 === 0 ? 'tune' : 'held_out',
    sentence: SENTENCES[i]!,
    said: '',
    variant: 'nothing',
    voice: kind,
    reading: 0,
    labels: words(SENTENCES[i]!).map(() => 'omission'),
    inserted: 0,
  });
});
// Each sentence read as the next sentence of its part (the one after that for the second reading),
// by the voice of the same reading: a reading of the wrong text, which must score low.
SENTENCES.forEach((sentence, index) => {
  const heldOut = isHeldOut(index);
  const part = SENTENCES.filter((_, other) => isHeldOut(other) === heldOut);
  const voices = heldOut ? HELD_OUT_VOICES : TUNE_VOICES;
  for (let reading = 0; reading < READINGS_PER_SENTENCE; reading++) {
    const voice = voices[(index * READINGS_PER_SENTENCE + reading) % voices.length]!;
    const read = part[(part.indexOf(sentence) + 1 + reading) % part.length]!;
    const file = `s${String(index).padStart(2, '0')}-r${reading}-different.ogg`;
    speak(read, voice, join(audioDir, file), work);
    clips.push({
      file,
      split: heldOut ? 'held_out' : 'tune',
      sentence,
      said: words(read).join(' '),
      variant: 'different',
      voice: `${voice.voice} s${voice.speed} p${voice.pitch}${voice.noise ? ` ${voice.noise}` : ''}`,
      reading,
      labels: words(sentence).map(() => 'substitution'),
      inserted: 0,
    });
  }
});
rmSync(work, { recursive: true, force: true });
writeFileSync(join(here, 'labels.json'), `${JSON.stringify(clips, null, 1)}\n`);
console.log(`${clips.length} clips`);
