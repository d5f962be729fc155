import type { ByteRange } from '../../../lib/file-store/file-store.js';

/**
 * The part of a file of `size` bytes that a `Range` header asks for: null for the whole file (no
 * header, another unit, several ranges), `unsatisfiable` for a range of bytes that cannot be
 * served (malformed, or starting past the end). `bytes=a-b`, `bytes=a-` and the last n bytes
 * `bytes=-n` are understood; an end past the file is cut to its last byte.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (header === undefined) return null;
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return null;
  const spec = match[1]!.trim();
  if (spec.includes(',')) return null;
  const parts = /^(\d*)-(\d*)$/.exec(spec);
  if (!parts || (parts[1] === '' && parts[2] === '') || size === 0) return 'unsatisfiable';
  if (parts[1] === '') {
    const last = Number(parts[2]);
    if (last === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - last), end: size - 1 };
  }
  const start = Number(parts[1]);
  const end = parts[2] === '' ? size - 1 : Math.min(Number(parts[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
