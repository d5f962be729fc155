import { fileURLToPath } from 'node:url';
import type { ResourceSeed } from './types.js';

/** The committed clips (packages/demo/content/videos), found relative to this file so any working directory works. */
export const VIDEO_SOURCE_DIR = fileURLToPath(new URL('../../content/videos/', import.meta.url));

/** Where a resource's files live, relative to the content folder (and to the content host's base URL). */
export interface ContentPaths {
  cover: string;
  pages: string[];
  video: string | null;
  vtt: string | null;
}

export const videoPath = (key: string) => `videos/${key}.mp4`;

export function contentPaths(resource: ResourceSeed): ContentPaths {
  if (resource.type === 'video') {
    const { key } = resource;
    return { cover: `videos/${key}.svg`, pages: [], video: videoPath(key), vtt: `videos/${key}.vtt` };
  }
  const dir = `books/${resource.key}`;
  return {
    cover: `${dir}/cover.svg`,
    pages: resource.pages.map((_, i) => `${dir}/page-${String(i + 1).padStart(2, '0')}.svg`),
    video: null,
    vtt: null,
  };
}
