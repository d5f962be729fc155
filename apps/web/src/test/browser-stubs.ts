import { vi } from 'vitest';

/**
 * jsdom has no object URLs; these hand out `blob:` names and record which were released.
 * Undone by `vi.restoreAllMocks()` after each test.
 */
export function stubObjectUrls() {
  let next = 0;
  const revoked: string[] = [];
  const created: Blob[] = [];
  const define = <Name extends 'createObjectURL' | 'revokeObjectURL'>(name: Name, value: (typeof URL)[Name]) => {
    if (!(name in URL)) Object.defineProperty(URL, name, { value: () => {}, configurable: true, writable: true });
    return vi.spyOn(URL, name).mockImplementation(value as never);
  };
  define('createObjectURL', (blob: Blob) => {
    created.push(blob);
    next += 1;
    return `blob:recording-${next}`;
  });
  define('revokeObjectURL', (url: string) => {
    revoked.push(url);
  });
  return { created, revoked };
}

/** jsdom does not play media: play resolves and pause is recorded, as a browser would. */
export function stubMediaPlayback() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  return { play, pause };
}
