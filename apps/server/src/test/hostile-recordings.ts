import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegPath } from '@lms/speech';

/** A file made by ffmpeg from its own test sources, in a format. */
function made(sources: string[], format: string[]): Buffer {
  const folder = mkdtempSync(join(tmpdir(), 'hostile-recording-'));
  try {
    const file = join(folder, 'recording');
    const inputs = sources.flatMap((source) => ['-f', 'lavfi', '-i', source]);
    execFileSync(ffmpegPath(), ['-v', 'error', ...inputs, ...format, file]);
    return readFileSync(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const tone = (seconds: number) => `sine=frequency=440:sample_rate=16000:duration=${seconds}`;
const PLAYLIST = '#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\nhttp://127.0.0.1:9/a.ts\n#EXT-X-ENDLIST\n';

/**
 * Uploads that pass a look at their first bytes but could never be scored: a film with its sound,
 * an HLS playlist behind an MP3 (ID3) header, random bytes behind an Ogg header, and a recording
 * of more than a minute (small enough to pass the size limit). Made once per process.
 */
export const hostileRecordings = (() => {
  let made_: [string, Buffer][] | undefined;
  return (): [string, Buffer][] => {
    made_ ??= [
      [
        'MP4 with video',
        made(['testsrc=size=64x64:rate=5', tone(2)], ['-t', '2', '-c:v', 'mpeg4', '-c:a', 'aac', '-f', 'mp4']),
      ],
      [
        'HLS playlist behind an ID3 header',
        Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]), Buffer.from(PLAYLIST)]),
      ],
      ['random bytes behind an Ogg header', Buffer.concat([Buffer.from('OggS'), randomBytes(256 * 1024)])],
      ['8.7 minutes of sound', made([tone(522)], ['-ac', '1', '-c:a', 'libopus', '-b:a', '8k', '-f', 'ogg'])],
    ];
    return made_;
  };
})();
