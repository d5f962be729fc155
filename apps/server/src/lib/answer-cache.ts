/**
 * Answer bodies a process has built, kept under keys that name everything they were built
 * from (the institution's revision, the day, the ids), so an entry is never stale: a change
 * makes a new key and the old entry ages out. The cache is bounded by the bytes it holds, the
 * least recently used going first, and concurrent requests for a missing key share one build.
 */
export interface AnswerCache {
  get(key: string, build: () => Promise<string>): Promise<string>;
}

export function createAnswerCache(maxBytes: number): AnswerCache {
  // A Map iterates in insertion order; moving an entry to the end on use keeps the oldest first.
  const kept = new Map<string, string>();
  const building = new Map<string, Promise<string>>();
  let bytes = 0;

  // String length is close enough to the bytes held for a bound (JSON text is mostly ASCII).
  function keep(key: string, body: string) {
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
        (result) => {
          building.delete(key);
          keep(key, result);
          return result;
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
