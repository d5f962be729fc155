import type { Subtitle } from './types.js';

/** Seconds as a WebVTT timestamp, e.g. 3.5 → "00:00:03.500". */
function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, '0');
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
}

/** A WebVTT subtitle track; "&" and "<" are escaped because cue text may hold markup. */
export function toWebVtt(subtitles: Subtitle[]): string {
  const cues = subtitles.map(
    (s, i) =>
      `${i + 1}\n${timestamp(s.start)} --> ${timestamp(s.end)}\n${s.text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}\n`,
  );
  return `WEBVTT\n\n${cues.join('\n')}`;
}
