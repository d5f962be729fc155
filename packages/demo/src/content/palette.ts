import type { ColorName, SkinTone, Topic } from './types.js';

/** Outline and eye colour: a soft near-black reads as "drawn" rather than harsh. */
export const INK = '#3a2f3a';

export const COLORS: Record<ColorName, string> = {
  red: '#e8504a',
  orange: '#f5993b',
  yellow: '#ffd54a',
  green: '#5cbf5a',
  blue: '#4a90e2',
  purple: '#9a6ad6',
  pink: '#f590b5',
  brown: '#a8693f',
  black: '#3b3940',
  white: '#fbfbf6',
  grey: '#a9afb6',
  gold: '#f0b429',
  teal: '#2bb3a3',
};

export const SKIN: Record<SkinTone, string> = {
  light: '#fde0c8',
  medium: '#efc09a',
  tan: '#c98d5e',
  dark: '#8d5a3c',
};

/** Cover colours per topic: a pale page colour and a deep colour for text, frame and badge. */
export const TOPIC_COLORS: Record<Topic, { light: string; deep: string }> = {
  animals: { light: '#fff1d6', deep: '#b85f16' },
  family: { light: '#ffe3ec', deep: '#b5174f' },
  food: { light: '#fff4c7', deep: '#a3670f' },
  school: { light: '#e1eeff', deep: '#2b62a8' },
  nature: { light: '#e3f6dc', deep: '#2d7a50' },
  seasons: { light: '#fde8d4', deep: '#b44d17' },
  weather: { light: '#ddf2fa', deep: '#226f8f' },
  transport: { light: '#ece8ff', deep: '#5142b8' },
  feelings: { light: '#fce4f3', deep: '#a82c75' },
  friends: { light: '#ffeedd', deep: '#c45a12' },
  space: { light: '#e2e4f6', deep: '#2a3585' },
  sports: { light: '#ddf5ee', deep: '#1f7a63' },
};

export function paint(name: ColorName | undefined, fallback: ColorName): string {
  return COLORS[name ?? fallback];
}

/** Scales a #rrggbb colour towards black (factor < 1) or white (factor > 1), for shadows and highlights. */
export function shade(hex: string, factor: number): string {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const scaled = channels.map((c) => (factor <= 1 ? c * factor : c + (255 - c) * (factor - 1)));
  return `#${scaled
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
