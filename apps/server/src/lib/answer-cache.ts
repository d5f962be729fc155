/**
 * Answer bodies a process has built, kept under keys that name everything they were built
 * from (the institution's revision, the day, the ids), so an entry is never stale: a change
 * makes a new key and the old entry ages out. The cache is bounded by the bytes it holds, the
 * least recently used going first, and concurrent requests for a missing key share one build.
 * Bodies are kept encoded, so sending one again neither encodes nor allocates it anew.
 */
export interface AnswerCache {
  get(key: string, build: () => Promise<string>): Promise<Buffer>;
}

export function createAnswerCache(maxBytes: number): AnswerCache {
  // A Map iterates in insertion order; moving an entry to the end on use keeps the oldest first.
  const kept = new Map<string, Buffer>();
  const building = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  function keep(key: string, body: Buffer) {
    if (body.length > maxBytes) return;
    kept.set(key, body);
    bytes += body.length;
    for (const [oldKey, oldBody] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldKey);
      bytes -= oldBody.length;
    }
  }

  return {
    async get(key, build) {
      const body = kept.get(key);
      if (body !== undefined) {
        kept.delete(key);
        kept.set(key, body);
        return body;
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
  };
}
