import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SpeechRefusal } from '../refusal.js';
import { readingScorer } from '../score-reading.js';
import { probeAnswer } from './audible.js';
import { decodeAnswer } from './decode.js';
import { ffmpegPath } from './ffmpeg-path.js';
import { AUDIO_LIMITS } from './limits.js';

/** A recording made by ffmpeg from its own test sources ("sine=duration=2"), in a format. */
function record(source: string | string[], format: string[], seconds?: number): Buffer {
  const folder = mkdtempSync(join(tmpdir(), 'speech-test-'));
  try {
    const file = join(folder, 'recording');
    const length = seconds === undefined ? [] : ['-t', String(seconds)];
    const inputs = [source].flat().flatMap((one) => ['-f', 'lavfi', '-i', one]);
    execFileSync(ffmpegPath(), ['-v', 'error', ...inputs, ...length, ...format, file]);
    return readFileSync(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
const OGG_OPUS = ['-ac', '1', '-c:a', 'libopus', '-f', 'ogg'];
const tone = (seconds: number) => `sine=frequency=440:sample_rate=48000:duration=${seconds}`;

async function refusalOf(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(SpeechRefusal);
  return (error as SpeechRefusal).code;
}

describe('decoding an answer', () => {
  it('turns what browsers and phones record into 16 kHz mono samples', async () => {
    for (const format of [
      OGG_OPUS,
      ['-c:a', 'aac', '-f', 'ipod'],
      ['-c:a', 'libmp3lame', '-f', 'mp3'],
      ['-f', 'wav'],
    ]) {
      const samples = await decodeAnswer(record(tone(2), format));
      expect(Math.abs(samples.length - 32_000)).toBeLessThan(1_000);
      expect(Math.max(...samples.subarray(8_000, 9_000))).toBeGreaterThan(0.05);
    }
    const webm = await decodeAnswer(record(tone(1), ['-c:a', 'libopus', '-f', 'webm']));
    expect(Math.abs(webm.length - 16_000)).toBeLessThan(1_000);
  });

  it('refuses an upload over 5 MB before decoding it', async () => {
    expect(await refusalOf(decodeAnswer(new Uint8Array(AUDIO_LIMITS.maxBytes + 1)))).toBe('speech.too_large');
  });

  it('refuses a recording over 60 seconds', async () => {
    const long = record(tone(61), ['-ac', '1', '-ar', '8000', '-c:a', 'libopus', '-b:a', '6k', '-f', 'ogg']);
    expect(long.length).toBeLessThan(AUDIO_LIMITS.maxBytes);
    expect(await refusalOf(decodeAnswer(long))).toBe('speech.too_long');
    expect((await decodeAnswer(record(tone(59), OGG_OPUS))).length).toBe(59 * 16_000);
  });

  it('refuses what is not audio: text, a picture, a video without sound, a playlist pointing elsewhere', async () => {
    expect(await refusalOf(decodeAnswer(Buffer.from('hello, this is not a recording')))).toBe('speech.not_audio');
    expect(await refusalOf(decodeAnswer(new Uint8Array(0)))).toBe('speech.not_audio');
    const picture = record('color=c=red:s=16x16:d=0.04', ['-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png']);
    expect(await refusalOf(decodeAnswer(picture))).toBe('speech.not_audio');
    const silentFilm = record('color=c=red:s=32x32:d=1', ['-f', 'matroska']);
    expect(await refusalOf(decodeAnswer(silentFilm))).toBe('speech.not_audio');
    const playlist = Buffer.from(
      '#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\nhttp://127.0.0.1:9/a.ts\n#EXT-X-ENDLIST\n',
    );
    expect(await refusalOf(decodeAnswer(playlist))).toBe('speech.not_audio');
  });

  it('refuses a film with sound, two voices in one file, a playlist behind an audio header and noise behind an Ogg header', async () => {
    const film = record(['testsrc=size=64x64:rate=5', tone(2)], ['-c:v', 'mpeg4', '-c:a', 'aac', '-f', 'mp4'], 2);
    expect(await refusalOf(decodeAnswer(film))).toBe('speech.not_audio');
    const twoVoices = record([tone(2), 'sine=frequency=220:duration=2'], ['-map', '0', '-map', '1', ...OGG_OPUS]);
    expect(await refusalOf(decodeAnswer(twoVoices))).toBe('speech.not_audio');
    const playlist = '#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\nhttp://127.0.0.1:9/a.ts\n#EXT-X-ENDLIST\n';
    const id3 = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
    for (const header of [id3, Buffer.from('OggS'), Buffer.from('RIFF\0\0\0\0WAVE')]) {
      const code = await refusalOf(decodeAnswer(Buffer.concat([header, Buffer.from(playlist)])));
      expect(['speech.not_audio', 'speech.unreadable']).toContain(code);
    }
    const noise = Buffer.concat([Buffer.from('OggS'), randomBytes(64 * 1024)]);
    expect(['speech.not_audio', 'speech.unreadable']).toContain(await refusalOf(decodeAnswer(noise)));
  });

  it('probes an answer as scoring reads it: its length, or the refusal scoring would give', async () => {
    expect((await probeAnswer(record(tone(2), OGG_OPUS))).durationMs).toBe(2000);
    const silence = record('anullsrc=r=16000:cl=mono', ['-f', 'wav'], 2);
    expect(await refusalOf(probeAnswer(silence))).toBe('speech.silent');
    expect(await refusalOf(probeAnswer(record(tone(61), OGG_OPUS)))).toBe('speech.too_long');
  });

  it('refuses a broken recording, and one that takes too long to decode, as unreadable', async () => {
    const m4a = record(tone(2), ['-c:a', 'aac', '-f', 'ipod']);
    expect(await refusalOf(decodeAnswer(m4a.subarray(0, m4a.length - 2_000)))).toBe('speech.unreadable');
    const slow = { ...AUDIO_LIMITS, decodeTimeoutMs: 1 };
    expect(await refusalOf(decodeAnswer(record(tone(30), ['-f', 'wav']), slow))).toBe('speech.unreadable');
  });

  it('refuses a silent recording before any recognition', async () => {
    const recogniser = {
      version: 'none',
      pronunciations: () => ['AH'],
      recognise: () => {
        throw new Error('a silent recording reached the recogniser');
      },
    };
    const silence = record('anullsrc=r=16000:cl=mono', ['-f', 'wav'], 2);
    expect(await refusalOf(readingScorer(recogniser).score(silence, 'Hello there.'))).toBe('speech.silent');
  });
});
