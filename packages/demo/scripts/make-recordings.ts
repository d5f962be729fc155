/**
 * Makes the demo's spoken answers in content/recordings: each recorded sentence of
 * src/school/echo.ts read exactly, with a word left out, with a word replaced, slowly with
 * pauses and a restart, and only its first half, by synthetic voices of different speakers,
 * speeds and pitches; plus one recording of silence. The recordings are committed (Opus in Ogg,
 * 16 kHz mono, about 20 kbit/s), so nothing else needs the synthesiser; run this by hand only when
 * the recorded sentences or readings change, on a machine with espeak-ng and sox. It makes the
 * recordings missing from the folder and keeps those committed; `--all` makes every one again:
 *
 *   node --import tsx packages/demo/scripts/make-recordings.ts [--all]
 *
 * Each recording is scored by the speech engine as it is made, and a voice the engine mishears
 * (an exact reading with a word marked wrong, a word left out that is not marked as left out)
 * gives way to the next voice, so the demo shows each kind of mistake as it should look. It also
 * writes durations.json (each recording's length in milliseconds) beside them.
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { createSphinxRecogniser, type ReadingResult, readingScorer } from '@lms/speech';
import {
  ECHO_READINGS,
  ECHO_SENTENCES,
  ECHO_VOICES,
  type EchoReading,
  type EchoVoice,
  halfOf,
  type RecordedSentence,
  recordingFile,
  SILENT_RECORDING,
  spokenWords,
} from '../src/school/echo.js';

const OUT = fileURLToPath(new URL('../content/recordings/', import.meta.url));
const ffmpegPath = process.env.FFMPEG_PATH || ffmpeg.path;
/** The hesitant reader's pace, words per minute. */
const HESITANT_SPEED = 110;

/** What espeak-ng is given: plain text, or SSML with pauses for the hesitant reading. */
function script(sentence: RecordedSentence, reading: EchoReading): { text: string; ssml: boolean } {
  if (reading === 'exact') return { text: sentence.text, ssml: false };
  const words = spokenWords(sentence, reading);
  if (reading !== 'hesitant') return { text: `${words.join(' ')}.`, ssml: false };
  // Starts, stops, starts again; then a long pause in the middle.
  const middle = Math.max(2, Math.floor(words.length / 2));
  const first = `${words[0]} <break time="500ms"/> ${words[0]!.toLowerCase()}`;
  const rest = words.slice(1).map((word, i) => (i + 1 === middle ? `<break time="700ms"/> ${word}` : word));
  return { text: `<speak>${first} ${rest.join(' ')}.</speak>`, ssml: true };
}

function toOpus(wav: string, out: string): void {
  execFileSync(ffmpegPath, [
    ...['-v', 'error', '-y', '-i', wav, '-ac', '1', '-ar', '16000'],
    ...['-c:a', 'libopus', '-b:a', '20k', '-application', 'voip', '-map_metadata', '-1', out],
  ]);
}

function speak(text: string, ssml: boolean, voice: EchoVoice, out: string, work: string): void {
  const raw = join(work, 'raw.wav');
  const padded = join(work, 'padded.wav');
  const args = ['-v', voice.voice, '-s', String(voice.speed), '-p', String(voice.pitch), '-w', raw];
  execFileSync('espeak-ng', [...args, ...(ssml ? ['-m'] : []), text]);
  // A short lead-in and tail, as a child's recording has before and after the sentence.
  // No dither, so the same voice and text always make the same recording.
  execFileSync('sox', ['-D', raw, '-r', '16000', '-c', '1', padded, 'pad', '0.25', '0.3']);
  toOpus(padded, out);
}

/** How far a result is from what the reading should show: 0 when every word is marked as expected. */
function misses(result: ReadingResult, sentence: RecordedSentence, reading: EchoReading): number {
  const expected = (i: number): string[] => {
    if (reading === 'omission' && i === sentence.leftOut) return ['omission'];
    if (reading === 'substitution' && i === sentence.replaced[0]) return ['substitution', 'omission'];
    if (reading === 'half' && i >= halfOf(result.words.length)) return ['omission'];
    return ['correct'];
  };
  const wrongWords = result.words.filter((word, i) => !expected(i).includes(word.mark)).length;
  // A hesitant reading should sound hesitant: its pauses lower the fluency.
  return wrongWords + (reading === 'hesitant' && (result.fluency ?? 100) >= 80 ? 1 : 0);
}

const scorer = readingScorer(await createSphinxRecogniser());
const remakeAll = process.argv.includes('--all');
if (remakeAll) rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'demo-recordings-'));
const durations: Record<string, number> = {};
try {
  for (const [index, sentence] of ECHO_SENTENCES.entries()) {
    for (const [r, reading] of ECHO_READINGS.entries()) {
      const file = recordingFile(sentence, reading);
      if (existsSync(join(OUT, file))) continue;
      const { text, ssml } = script(sentence, reading);
      let best: { misses: number; voice: string } | null = null;
      for (let attempt = 0; attempt < ECHO_VOICES.length && best?.misses !== 0; attempt++) {
        const picked = ECHO_VOICES[(index + r + attempt) % ECHO_VOICES.length]!;
        const voice = reading === 'hesitant' ? { ...picked, speed: HESITANT_SPEED } : picked;
        const out = join(work, `try-${attempt}.ogg`);
        speak(text, ssml, voice, out, work);
        const found = misses(await scorer.score(readFileSync(out), sentence.text), sentence, reading);
        if (!best || found < best.misses) {
          best = { misses: found, voice: `${voice.voice} s${voice.speed} p${voice.pitch}` };
          copyFileSync(out, join(OUT, file));
        }
      }
      const note = best!.misses > 0 ? `  (no voice read it as expected: ${best!.misses} off)` : '';
      console.log(`${file}: ${best!.voice}${note}`);
    }
  }
  // Two seconds of a very quiet room: no frame loud enough to be speech.
  const quiet = join(work, 'quiet.wav');
  execFileSync('sox', ['-n', '-r', '16000', '-c', '1', quiet, 'synth', '2', 'whitenoise', 'vol', '0.0005']);
  if (!existsSync(join(OUT, SILENT_RECORDING))) toOpus(quiet, join(OUT, SILENT_RECORDING));

  for (const file of readdirSync(OUT).filter((name) => name.endsWith('.ogg'))) {
    const wav = join(work, 'decoded.wav');
    execFileSync(ffmpegPath, ['-v', 'error', '-y', '-i', join(OUT, file), wav]);
    durations[file] = Math.round(Number(execFileSync('soxi', ['-D', wav]).toString()) * 1000);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
writeFileSync(join(OUT, 'durations.json'), `${JSON.stringify(durations, null, 1)}\n`);
const bytes = readdirSync(OUT).reduce((sum, name) => sum + statSync(join(OUT, name)).size, 0);
console.log(`${Object.keys(durations).length} recordings, ${Math.round(bytes / 1024)} KiB`);
