import { spawn } from 'node:child_process';
import { SpeechRefusal } from '../refusal.js';
import { ffmpegPath } from './ffmpeg-path.js';
import { AUDIO_LIMITS, type AudioLimits, SAMPLE_RATE } from './limits.js';

/** The containers browsers and phones record in: WebM, Ogg, MP4/M4A, MP3, WAV (and AAC, FLAC). */
const DEMUXERS = 'matroska,webm,ogg,mov,mp4,m4a,3gp,3g2,mj2,mp3,wav,aac,flac';
const BYTES_PER_SAMPLE = 2;

/** ffmpeg's arguments: input from a pipe only, the first audio stream only, 16 kHz mono 16-bit out. */
function ffmpegArguments(limits: AudioLimits): string[] {
  return [
    ...['-hide_banner', '-nostats', '-loglevel', 'error', '-threads', '1'],
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

/**
 * Decodes an uploaded answer to 16 kHz mono samples (-1..1), treating it as hostile: it goes to
 * ffmpeg through a pipe only, with no network or file protocols, a whitelist of containers, the
 * first audio stream only, a time limit and an output limit. Every refusal is a SpeechRefusal.
 */
export function decodeAnswer(upload: Uint8Array, limits: AudioLimits = AUDIO_LIMITS): Promise<Float32Array> {
  if (upload.byteLength > limits.maxBytes) return Promise.reject(new SpeechRefusal('speech.too_large'));
  if (upload.byteLength === 0) return Promise.reject(new SpeechRefusal('speech.not_audio', 'empty upload'));
  const maxOutput = (limits.maxSeconds + 1) * SAMPLE_RATE * BYTES_PER_SAMPLE;

  return new Promise((resolve, reject) => {
    const ffmpeg = spawn(ffmpegPath(), ffmpegArguments(limits), { stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let received = 0;
    let errors = '';
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
    ffmpeg.stderr.on('data', (chunk: Buffer) => {
      if (errors.length < 4096) errors += chunk.toString();
    });
    // ffmpeg may stop reading early (a file it refuses); the pipe then breaks, which is no error of ours.
    ffmpeg.stdin.on('error', () => {});
    ffmpeg.on('error', (error) => stop(new SpeechRefusal('speech.unreadable', error.message)));
    ffmpeg.on('close', (exitCode) => {
      clearTimeout(timer);
      if (refusal) return reject(refusal);
      const pcm = Buffer.concat(chunks);
      if (exitCode !== 0 || pcm.length < BYTES_PER_SAMPLE) return reject(refusalFor(errors));
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
