import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSafeKey, type ByteRange, type FileStore } from './file-store.js';

/** Files in a folder (DATA_DIR by default); a write lands whole or not at all (written aside, then renamed). */
export function createFolderStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    kind: 'folder',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const aside = `${path}.${randomUUID()}.part`;
      await writeFile(aside, bytes);
      await rename(aside, path);
    },
    async get(key, range?: ByteRange) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { size, body: createReadStream(path, range ? { start: range.start, end: range.end } : {}) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
