import { videoPath } from './paths.js';
import type { Actor, ActorKind, Background, BookPage, Subtitle } from './types.js';

/** Everything about an actor except what it is and where it stands; handy for recurring characters. */
export type ActorOptions = Omit<Actor, 'kind' | 'x' | 'y'>;

export const PUBLISHERS = {
  bluebell: 'Bluebell Press',
  kite: 'Kite & Compass Books',
  lantern: 'Little Lantern Media',
} as const;

/** An actor whose bottom centre stands at (x, y), in percent of the picture. */
export const a = (kind: ActorKind, x: number, y: number, options: ActorOptions = {}): Actor => ({
  kind,
  x,
  y,
  ...options,
});

/** A book page: its sentences and the picture drawn for them. */
export const page = (text: string | string[], background: Background, ...actors: Actor[]): BookPage => ({
  sentences: typeof text === 'string' ? [text] : text,
  scene: { background, actors },
});

/** A video subtitle from `start` to `end` seconds, with the picture shown meanwhile. */
export const cue = (
  start: number,
  end: number,
  text: string,
  background: Background,
  ...actors: Actor[]
): Subtitle => ({
  start,
  end,
  text,
  scene: { background, actors },
});

/** A video's information: a description plus the JSON `download_link` the app turns into a content-host URL. */
export const videoInformation = (key: string, description: string) =>
  JSON.stringify({ description, download_link: videoPath(key) });
