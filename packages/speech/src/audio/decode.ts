import { spawn } from 'node:child_process';
import { SpeechRefusal } from '../refusal.js';
import { ffmpegPath } from './ffmpeg-path.js';
import { AUDIO_LIMITS, type AudioLimits, SAMPLE_RATE } from './limits.js';

/** The containers browsers and phones record in: WebM, Ogg, MP4/M4A, MP3, WAV (and AAC, FLAC). */
const DEMUXERS = 'matroska,webm,ogg,mov,mp4,m4a,3gp,3g2,mj2,mp3,wav,aac,flac';
const BYTES_PER_SAMPLE = 2;

/**
 * ffmpeg's arguments: input from a pipe only, the first audio stream only, 16 kHz mono 16-bit out.
 * Messages at the information level, each line tagged with its level, so the input's streams are read.
 */
function ffmpegArguments(limits: AudioLimits): string[] {
  return [
    ...['-hide_banner', '-nostats', '-loglevel', 'level+info', '-threads', '1'],
    ...['-protocol_whitelist', 'pipe', '-format_whitelist', DEMUXERS],
    ...['-i', 'pipe:0'],
    ...['-map', '0:a:0', '-vn', '-sn', '-dn'],
    // A little past the limit, so a recording that is too long is told from one that is not.
    ...['-t', String(limits.maxSeconds + 1)],
    ...['-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 's16le', '-acodec', 'pcm_s16le', 'pipe:1'],
  ];
}

/** ffmpeg's complaints that mean the upload holds no audio it accepts: no audio stream, a container refused. */
const NOT_AUDIO = /matches no streams|not on whitelist/i;
/** No container recognised the bytes at all (when one did, its name starts a line: "[mov,mp4,…] moov atom not found"). */
const UNRECOGNISED = /Invalid data found/i;

function refusalFor(errors: string): SpeechRefusal {
  const unrecognised = UNRECOGNISED.test(errors) && !/^\[/m.test(errors);
  const code = NOT_AUDIO.test(errors) || unrecognised ? 'speech.not_audio' : 'speech.unreadable';
  return new SpeechRefusal(code, firstLine(errors) || 'no audio decoded');
}

/** A line of ffmpeg's messages: the component that speaks (`[mov,mp4 @ 0x…] `), the level, the text. */
const MESSAGE = /^(\[[^\]]* @ [^\]]*\] )?\[(\w+)\] (.*)$/;
const ERROR_LEVELS = new Set(['error', 'fatal', 'panic']);
/** A stream of the input as ffmpeg lists it: "    Stream #0:1(und): Audio: aac …". */
const INPUT_STREAM = /^\s*Stream #0:\d+\S*: (\w+):/;
/** The line after the input's list of streams. */
const LIST_END = /^Stream mapping:/;
/** How much of ffmpeg's messages is kept: its errors, and the lines listing the input's streams. */
const MESSAGES_KEPT = 4096;

/**
 * ffmpeg's messages, read line by line: its errors (as ffmpeg writes them at the error level) and
 * the kinds of the input's streams, told once the list is complete.
 */
class FfmpegMessages {
  errors = '';
  readonly streams: string[] = [];
  listed = false;
  private pending = '';

  constructor(private readonly onListed: (streams: string[]) => void) {}

  add(chunk: string) {
    const lines = (this.pending + chunk).split('\n');
    this.pending = lines.pop() ?? '';
    if (this.pending.length > MESSAGES_KEPT) this.pending = '';
    for (const line of lines) this.line(line);
  }

  end() {
    if (this.pending) this.line(this.pending);
    this.pending = '';
  }

  private line(line: string) {
    const message = MESSAGE.exec(line.replace(/\r$/, ''));
    if (!message) return;
    const [, component = '', level = '', text = ''] = message;
    if (ERROR_LEVELS.has(level)) {
      if (this.errors.length < MESSAGES_KEPT) this.errors += `${component}${text}\n`;
      return;
    }
    if (this.listed) return;
    const stream = INPUT_STREAM.exec(text);
    if (stream) this.streams.push(stream[1]!);
    else if (LIST_END.test(text)) {
      this.listed = true;
      this.onListed(this.streams);
    }
  }
}

/** Why an input whose streams are listed is refused: anything but one audio stream (a film, a second voice). */
function streamsRefusal(streams: string[]): SpeechRefusal | null {
  if (streams.length === 1 && streams[0] === 'Audio') return null;
  return new SpeechRefusal('speech.not_audio', `streams: ${streams.join(', ') || 'none'}`);
}

/**
 * Decodes an uploaded answer to 16 kHz mono samples (-1..1), treating it as hostile: it goes to
 * ffmpeg through a pipe only, with no network or file protocols, a whitelist of containers, one
 * audio stream and nothing else (a film or a file of several voices is refused), a time limit and
 * an output limit. Every refusal is a SpeechRefusal.
 */
export function decodeAnswer(upload: Uint8Array, limits: AudioLimits = AUDIO_LIMITS): Promise<Float32Array> {
  if (upload.byteLength > limits.maxBytes) return Promise.reject(new SpeechRefusal('speech.too_large'));
  if (upload.byteLength === 0) return Promise.reject(new SpeechRefusal('speech.not_audio', 'empty upload'));
  const maxOutput = (limits.maxSeconds + 1) * SAMPLE_RATE * BYTES_PER_SAMPLE;

  return new Promise((resolve, reject) => {
    const ffmpeg = spawn(ffmpegPath(), ffmpegArguments(limits), { stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let received = 0;
    let refusal: SpeechRefusal | null = null;
    const stop = (reason: SpeechRefusal) => {
      refusal ??= reason;
      ffmpeg.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(new SpeechRefusal('speech.unreadable', 'decoding took too long')),
      limits.decodeTimeoutMs,
    );

    ffmpeg.stdout.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxOutput) stop(new SpeechRefusal('speech.too_long'));
      else chunks.push(chunk);
    });
    const messages = new FfmpegMessages((streams) => {
      const refused = streamsRefusal(streams);
      if (refused) stop(refused);
    });
    ffmpeg.stderr.on('data', (chunk: Buffer) => messages.add(chunk.toString()));
    // ffmpeg may stop reading early (a file it refuses); the pipe then breaks, which is no error of ours.
    ffmpeg.stdin.on('error', () => {});
    ffmpeg.on('error', (error) => stop(new SpeechRefusal('speech.unreadable', error.message)));
    ffmpeg.on('close', (exitCode) => {
      clearTimeout(timer);
      messages.end();
      if (refusal) return reject(refusal);
      const pcm = Buffer.concat(chunks);
      if (exitCode !== 0 || pcm.length < BYTES_PER_SAMPLE) return reject(refusalFor(messages.errors));
      // ffmpeg always lists the input's streams before decoding; a decoding without the list is no answer.
      if (!messages.listed) return reject(new SpeechRefusal('speech.unreadable', 'no streams listed'));
      const samples = toFloat(pcm);
      if (samples.length > limits.maxSeconds * SAMPLE_RATE) return reject(new SpeechRefusal('speech.too_long'));
      resolve(samples);
    });
    ffmpeg.stdin.end(upload);
  });
}

const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';

function toFloat(pcm: Buffer): Float32Array {
  const count = Math.floor(pcm.length / BYTES_PER_SAMPLE);
  const samples = new Float32Array(count);
  for (let i = 0; i < count; i++) samples[i] = pcm.readInt16LE(i * BYTES_PER_SAMPLE) / 32768;
  return samples;
}
