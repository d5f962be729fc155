import { INK } from './palette.js';
import { circle, ellipse, fmt, line, NO_STROKE, path } from './svg.js';
import type { Mood } from './types.js';

/** One eye of radius r; sleepy eyes are closed arcs, surprised and scared eyes are wider. */
export function eye(x: number, y: number, r: number, mood: Mood = 'happy'): string {
  if (mood === 'sleepy')
    return path(`M${fmt(x - r * 1.3)} ${fmt(y)}Q${fmt(x)} ${fmt(y + r * 1.2)} ${fmt(x + r * 1.3)} ${fmt(y)}`, 'none');
  const big = mood === 'surprised' || mood === 'scared' ? 1.3 : 1;
  return circle(x, y, r * big, INK, NO_STROKE) + circle(x + r * 0.35, y - r * 0.35, r * 0.35, '#fff', NO_STROKE);
}

/** A mouth of half-width w centred on (x, y). */
export function mouth(x: number, y: number, w: number, mood: Mood = 'happy'): string {
  const l = fmt(x - w);
  const r = fmt(x + w);
  switch (mood) {
    case 'sad':
      return path(`M${l} ${fmt(y + w * 0.4)}Q${fmt(x)} ${fmt(y - w * 0.5)} ${r} ${fmt(y + w * 0.4)}`, 'none');
    case 'surprised':
      return ellipse(x, y + w * 0.2, w * 0.45, w * 0.6, INK, NO_STROKE);
    case 'scared':
      return path(`M${l} ${fmt(y)}q${fmt(w / 2)} ${fmt(-w / 3)} ${fmt(w)} 0t${fmt(w)} 0`, 'none');
    case 'angry':
      return line(x - w * 0.7, y + w * 0.2, x + w * 0.7, y + w * 0.2);
    case 'sleepy':
      return ellipse(x, y + w * 0.2, w * 0.3, w * 0.25, INK, NO_STROKE);
    default:
      return path(`M${l} ${fmt(y - w * 0.2)}Q${fmt(x)} ${fmt(y + w * 0.8)} ${r} ${fmt(y - w * 0.2)}`, 'none');
  }
}

/**
 * Two eyes `s` apart-ish and a mouth, for people, animals and friendly weather. `mouthY` lets a
 * muzzle or snout sit between eyes and mouth; angry and sad faces get brows so the mood reads at a glance.
 */
export function face(x: number, eyeY: number, s: number, mood: Mood = 'happy', mouthY = eyeY + s * 0.55): string {
  const dx = s * 0.42;
  const r = s * 0.11;
  let brows = '';
  if (mood === 'angry' || mood === 'sad') {
    const tilt = (mood === 'angry' ? 1 : -1) * s * 0.08;
    brows =
      line(x - dx - r * 1.5, eyeY - s * 0.28 - tilt, x - dx + r * 1.5, eyeY - s * 0.28 + tilt) +
      line(x + dx - r * 1.5, eyeY - s * 0.28 + tilt, x + dx + r * 1.5, eyeY - s * 0.28 - tilt);
  }
  const cheeks =
    mood === 'happy'
      ? circle(x - dx * 1.35, eyeY + s * 0.3, s * 0.12, '#f7768e', ` opacity="0.35"${NO_STROKE}`) +
        circle(x + dx * 1.35, eyeY + s * 0.3, s * 0.12, '#f7768e', ` opacity="0.35"${NO_STROKE}`)
      : '';
  return eye(x - dx, eyeY, r, mood) + eye(x + dx, eyeY, r, mood) + brows + cheeks + mouth(x, mouthY, s * 0.22, mood);
}
