import type { Readable } from 'node:stream';

/** A part of a stored file: bytes `start` to `end`, both included (as HTTP ranges count them). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  /** The whole file's size in bytes. */
  size: number;
  /** The bytes asked for: the whole file, or the range. */
  body: Readable;
}

/**
 * Where uploaded files (students' recordings) are kept: a folder by default, an S3-compatible
 * bucket when configured. Keys are relative paths the app makes itself (`recordings/…`), never
 * a name from an upload.
 */
export interface FileStore {
  readonly kind: 'folder' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file or a range of it; null when there is no such file. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** The whole file's bytes; null when there is no such file. */
  read(key: string): Promise<Uint8Array | null>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
}

/** Refuses keys that could leave the store's root: only letters, digits, `-`, `_`, `.` in `/`-separated parts. */
export function assertSafeKey(key: string): void {
  const parts = key.split('/');
  const safe = parts.every((part) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(part) && part !== '..');
  if (!safe || key.length > 300) throw new Error(`unsafe file store key: ${JSON.stringify(key)}`);
}
