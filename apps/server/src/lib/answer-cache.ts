import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The compressed forms an answer is sent in besides its plain bytes. */
export type AnswerEncoding = 'br' | 'gzip';

const COMPRESS: Record<AnswerEncoding, (body: Buffer) => Promise<Buffer>> = {
  // Made once per kept answer, so a better ratio than per-request compression can afford.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 7 }),
};

/**
 * Answer bodies a process has built, kept under keys that name everything they were built
 * from (the institution's revision, the day, the ids), so an entry is never stale: a change
 * makes a new key and the old entry ages out. The cache is bounded by the bytes it holds, the
 * least recently used going first, and concurrent requests for a missing key share one build.
 * Bodies are kept encoded, so sending one again neither encodes nor allocates it anew; their
 * compressed copies are made at first need and kept beside them, so neither is compression.
 */
export interface AnswerCache {
  get(key: string, build: () => Promise<string>): Promise<Buffer>;
  /** A body `get` answered, compressed (once); null for any other buffer. */
  compressed(body: Buffer, encoding: AnswerEncoding): Promise<Buffer> | null;
}

interface Entry {
  key: string;
  body: Buffer;
  copies: Map<AnswerEncoding, Promise<Buffer>>;
  /** The body and the copies made so far. */
  bytes: number;
}

export function createAnswerCache(maxBytes: number): AnswerCache {
  // A Map iterates in insertion order; moving an entry to the end on use keeps the oldest first.
  const kept = new Map<string, Entry>();
  // Found by body, so whoever sends an answer needs only the bytes it was given.
  const byBody = new WeakMap<Buffer, Entry>();
  const building = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  function trim() {
    for (const [oldKey, old] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldKey);
      bytes -= old.bytes;
    }
  }

  function keep(key: string, body: Buffer) {
    if (body.length > maxBytes) return;
    const entry: Entry = { key, body, copies: new Map(), bytes: body.length };
    kept.set(key, entry);
    byBody.set(body, entry);
    bytes += body.length;
    trim();
  }

  function compressed(entry: Entry, encoding: AnswerEncoding): Promise<Buffer> {
    const made = entry.copies.get(encoding);
    if (made) return made;
    const copy = COMPRESS[encoding](entry.body);
    entry.copies.set(encoding, copy);
    copy.then(
      (buffer) => {
        entry.bytes += buffer.length;
        // An entry already let go is not counted any more.
        if (kept.get(entry.key) === entry) {
          bytes += buffer.length;
          trim();
        }
      },
      () => entry.copies.delete(encoding),
    );
    return copy;
  }

  return {
    async get(key, build) {
      const entry = kept.get(key);
      if (entry !== undefined) {
        kept.delete(key);
        kept.set(key, entry);
        return entry.body;
      }
      const pending = building.get(key);
      if (pending) return pending;
      const built = build().then(
        (text) => {
          building.delete(key);
          const body = Buffer.from(text);
          keep(key, body);
          return body;
        },
        (error: unknown) => {
          building.delete(key);
          throw error;
        },
      );
      building.set(key, built);
      return built;
    },

    compressed(body, encoding) {
      const entry = byBody.get(body);
      return entry ? compressed(entry, encoding) : null;
    },
  };
}
