import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { contentPackages } from './catalogue.js';
import { renderCoverSvg, renderPageSvg } from './illustrations.js';
import { contentPaths, VIDEO_SOURCE_DIR } from './paths.js';
import { toWebVtt } from './vtt.js';

/**
 * Writes only when the bytes differ, so re-seeding leaves unchanged files (and their modification
 * times, which caching headers use) alone and never truncates a file the content host is serving.
 */
async function writeIfChanged(path: string, data: string | Buffer): Promise<void> {
  const next = typeof data === 'string' ? Buffer.from(data) : data;
  const current = await readFile(path).catch(() => null);
  if (!current?.equals(next)) await writeFile(path, next);
}

/** One file of the demo library: where it goes (relative to the content folder) and how to make its bytes. */
type LibraryFile = [path: string, produce: () => Promise<string | Buffer>];

const rendered = (path: string, render: () => string): LibraryFile => [path, async () => render()];

function libraryFiles(): LibraryFile[] {
  return contentPackages.flatMap((pkg) =>
    pkg.resources.flatMap((resource): LibraryFile[] => {
      const paths = contentPaths(resource);
      const cover = rendered(paths.cover, () => renderCoverSvg(resource));
      if (resource.type === 'book') {
        return [cover, ...resource.pages.map((p, i) => rendered(paths.pages[i]!, () => renderPageSvg(p.scene)))];
      }
      return [
        cover,
        [paths.video!, () => readFile(join(VIDEO_SOURCE_DIR, resource.video.file))],
        rendered(paths.vtt!, () => toWebVtt(resource.video.subtitles)),
      ];
    }),
  );
}

/**
 * Renders the demo library (covers, page illustrations, video posters, subtitles) and copies the
 * committed clips into `contentDir`, the folder the content host serves. Safe to run again.
 */
export async function writeLibraryContent(contentDir: string): Promise<{ files: number }> {
  const files = libraryFiles();
  // Folders first, once each: a recursive mkdir per file would repeat the same work hundreds of times.
  const folders = new Set(files.map(([path]) => dirname(join(contentDir, path))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  await Promise.all(files.map(async ([path, produce]) => writeIfChanged(join(contentDir, path), await produce())));
  return { files: files.length };
}
