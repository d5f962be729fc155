import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const dist = join(import.meta.dirname, '../../apps/web/dist');

function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Gzip size of these built files' JavaScript. */
function gzipKb(files: (string | undefined)[]): number {
  let bytes = 0;
  for (const file of files) {
    if (file?.endsWith('.js')) bytes += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

/**
 * Gzip size of the JavaScript the login page needs: the entry index.html runs and every file it
 * names for preloading with it (the start code and the login page's own, see
 * apps/web/build/first-page-preload.ts).
 */
export function loginPageJsGzipKb(): { kb: number; chunks: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="\.\/([^"]+)"/g),
  ].map(([, file]) => file!);
  if (files.length === 0) throw new Error('index.html names no script');
  return { kb: gzipKb(files), chunks: files.length };
}

/** Gzip size of one route chunk alone (what opening that page adds to what is loaded). */
export function routeChunkGzipKb(routeSource: RegExp): number {
  const manifest = readManifest();
  const route = Object.keys(manifest).filter((k) => routeSource.test(k) && manifest[k]?.isDynamicEntry);
  return gzipKb(route.map((key) => manifest[key]?.file));
}
