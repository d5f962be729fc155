import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sniffAudio } from './audio-sniff.js';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));
const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))),
  );

describe('sniffAudio', () => {
  it('knows the containers recordings come in by their signatures', () => {
    expect(sniffAudio(fixture('silence.wav'))).toBe('wav');
    expect(sniffAudio(fixture('exact.ogg'))).toBe('ogg');
    expect(sniffAudio(bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42))).toBe('webm');
    expect(sniffAudio(bytes('ID3', 4, 0, 0, 0, 0, 0))).toBe('mp3');
    expect(sniffAudio(bytes(0xff, 0xfb, 0x90, 0x64))).toBe('mp3');
    expect(sniffAudio(bytes(0, 0, 0, 0x20, 'ftypM4A ', 0, 0))).toBe('mp4');
  });

  it('refuses anything else', () => {
    expect(sniffAudio(Buffer.from('username,account\nAnn,ann\n'))).toBeNull();
    expect(sniffAudio(bytes('RIFF', 0, 0, 0, 0, 'AVI '))).toBeNull();
    expect(sniffAudio(bytes(0x89, 'PNG\r\n'))).toBeNull();
    expect(sniffAudio(bytes(0xff, 0xff, 0xff, 0xff))).toBeNull();
    expect(sniffAudio(Buffer.alloc(0))).toBeNull();
  });
});
