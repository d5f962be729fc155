import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = join(import.meta.dirname, '../../apps/web/dist');

function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** A chunk and every chunk it imports statically (what the browser preloads with it). */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return seen;
}

function gzipKb(manifest: Manifest, keys: Set<string>): number {
  let bytes = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) bytes += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

/**
 * Gzip size of the JavaScript a page needs: the entry, the page's route chunk, and all
 * they import statically. The route chunk is found by its source path in the manifest.
 */
export function pageJsGzipKb(routeSource: RegExp): { kb: number; chunks: number } {
  const manifest = readManifest();
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const route = Object.keys(manifest).filter((k) => routeSource.test(k) && manifest[k]?.isDynamicEntry);
  if (route.length === 0) throw new Error(`no route chunk matches ${routeSource}`);
  const keys = closure(manifest, [...entries, ...route]);
  return { kb: gzipKb(manifest, keys), chunks: keys.size };
}

/** Gzip size of one route chunk alone (what opening that page adds to what is loaded). */
export function routeChunkGzipKb(routeSource: RegExp): number {
  const manifest = readManifest();
  const route = Object.keys(manifest).filter((k) => routeSource.test(k) && manifest[k]?.isDynamicEntry);
  return gzipKb(manifest, new Set(route));
}
