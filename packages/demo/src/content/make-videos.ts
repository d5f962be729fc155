/**
 * Makes the demo clips in content/videos from the subtitles and scenes in videos.ts. The clips are
 * committed, so this runs by hand only when a video's script changes, on a machine with ffmpeg and
 * rsvg-convert:  node --import tsx packages/demo/src/content/make-videos.ts [key ...]
 * Each sentence gets its own picture with a slow zoom and a fade; the sentences themselves are not
 * burned in, because players show them from the WebVTT track (writer.ts) and would show them twice.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderPageSvg } from './illustrations.js';
import { VIDEO_SOURCE_DIR } from './paths.js';
import type { VideoSeed } from './types.js';
import { VIDEOS } from './videos.js';

const FPS = 20;
const FADE_S = 0.3;

/** Each picture stays from its sentence's start until the next sentence starts (the first from 0, the last to the end). */
function segmentSeconds(video: VideoSeed['video']): number[] {
  const { subtitles, duration_s } = video;
  return subtitles.map((s, i) => (subtitles[i + 1]?.start ?? duration_s) - (i === 0 ? 0 : s.start));
}

function makeClip(video: VideoSeed, work: string): void {
  const lengths = segmentSeconds(video.video);
  const inputs = video.video.subtitles.flatMap((s, i) => {
    const svg = join(work, `${video.key}-${i}.svg`);
    const png = join(work, `${video.key}-${i}.png`);
    writeFileSync(svg, renderPageSvg(s.scene, 640, 360));
    // Rendered at 4× the output size so the zoom moves in sub-pixel steps instead of jittering.
    execFileSync('rsvg-convert', ['-w', '1280', '-h', '720', '-o', png, svg]);
    return ['-i', png];
  });
  const filters = lengths.map((seconds, i) => {
    const frames = Math.round(seconds * FPS);
    const zoom = i % 2 ? `1.08-0.08*on/${frames}` : `1+0.08*on/${frames}`;
    return (
      `[${i}:v]zoompan=z='${zoom}':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2':d=${frames}:s=320x180:fps=${FPS},` +
      `fade=t=in:st=0:d=${FADE_S},fade=t=out:st=${seconds - FADE_S}:d=${FADE_S}[v${i}]`
    );
  });
  const concat = `${lengths.map((_, i) => `[v${i}]`).join('')}concat=n=${lengths.length}:v=1:a=0,format=yuv420p[out]`;
  execFileSync('ffmpeg', [
    ...['-y', '-loglevel', 'error', ...inputs],
    ...['-filter_complex', [...filters, concat].join(';'), '-map', '[out]'],
    ...['-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.0', '-preset', 'veryslow', '-crf', '30'],
    ...['-maxrate', '80k', '-bufsize', '160k', '-g', String(FPS * 2), '-an', '-map_metadata', '-1'],
    ...['-movflags', '+faststart', join(VIDEO_SOURCE_DIR, video.video.file)],
  ]);
}

const wanted = new Set(process.argv.slice(2));
const work = mkdtempSync(join(tmpdir(), 'library-videos-'));
try {
  for (const video of VIDEOS.filter((v) => wanted.size === 0 || wanted.has(v.key))) {
    makeClip(video, work);
    const file = join(VIDEO_SOURCE_DIR, video.video.file);
    const probed = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file])
      .toString()
      .trim();
    console.log(
      `${video.video.file}: ${statSync(file).size} bytes, ${probed} s (script says ${video.video.duration_s} s)`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
