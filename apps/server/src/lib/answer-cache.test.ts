import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.js';

/** A build that counts its calls and answers `body` (or fails with `error`). */
function counted(body: string, error?: Error) {
  const build = async () => {
    build.calls += 1;
    if (error) throw error;
    return body;
  };
  build.calls = 0;
  return build;
}

describe('answer cache', () => {
  it('builds an answer once and answers the same encoded body again under the same key', async () => {
    const cache = createAnswerCache(1000);
    const build = counted('{"a":1}');
    const first = await cache.get('k', build);
    expect(String(first)).toBe('{"a":1}');
    expect(await cache.get('k', build)).toBe(first);
    expect(build.calls).toBe(1);
    const other = counted('{"a":2}');
    expect(String(await cache.get('k2', other))).toBe('{"a":2}');
    expect(other.calls).toBe(1);
  });

  it('lets concurrent requests for a missing key share one build', async () => {
    const cache = createAnswerCache(1000);
    const build = counted('shared');
    const answers = await Promise.all([cache.get('k', build), cache.get('k', build), cache.get('k', build)]);
    expect(answers.map(String)).toEqual(['shared', 'shared', 'shared']);
    // One body, encoded once.
    expect(answers[1]).toBe(answers[0]);
    expect(build.calls).toBe(1);
  });

  it('keeps nothing from a failed build, so the next request builds again', async () => {
    const cache = createAnswerCache(1000);
    const failing = counted('', new Error('database gone'));
    await expect(cache.get('k', failing)).rejects.toThrow('database gone');
    const build = counted('fresh');
    expect(String(await cache.get('k', build))).toBe('fresh');
    expect(build.calls).toBe(1);
  });

  it('lets the least recently used answers go when it holds too much, and never keeps one larger than it all', async () => {
    const cache = createAnswerCache(10);
    await cache.get('a', counted('aaaa'));
    await cache.get('b', counted('bbbb'));
    await cache.get('a', counted('unused')); // a is now the most recently used
    await cache.get('c', counted('cccc')); // 12 characters: b goes
    const a = counted('a again');
    const b = counted('b again');
    expect(String(await cache.get('a', a))).toBe('aaaa');
    expect(String(await cache.get('b', b))).toBe('b again');
    expect([a.calls, b.calls]).toEqual([0, 1]);

    const huge = counted('x'.repeat(11));
    await cache.get('huge', huge);
    await cache.get('huge', huge);
    expect(huge.calls).toBe(2);
  });

  it('makes a compressed copy of a kept answer once and keeps it beside the answer', async () => {
    const cache = createAnswerCache(100_000);
    const text = JSON.stringify({ record: Array.from({ length: 100 }, (_, i) => ({ id: i })) });
    const body = await cache.get('k', counted(text));
    const br = cache.compressed(body, 'br');
    expect(cache.compressed(body, 'br')).toBe(br);
    expect(brotliDecompressSync(await br!).toString()).toBe(text);
    expect(gunzipSync((await cache.compressed(body, 'gzip'))!).toString()).toBe(text);
    expect((await br!).length).toBeLessThan(body.length / 4);
    // The same answer sent later still finds its copy.
    expect(cache.compressed(await cache.get('k', counted('unused')), 'br')).toBe(br);
  });

  it('makes no copy of bytes it did not answer', async () => {
    const cache = createAnswerCache(1000);
    await cache.get('k', counted('kept'));
    expect(cache.compressed(Buffer.from('kept'), 'br')).toBeNull();
  });

  it('counts the copies in what it holds, letting older answers go for them', async () => {
    const text = (letter: string) => letter.repeat(400);
    const cache = createAnswerCache(820);
    const a = await cache.get('a', counted(text('a')));
    await cache.get('b', counted(text('b')));
    await cache.compressed(a, 'gzip');
    await cache.compressed(a, 'br');
    // a is still the least recently used: its own copies pushed it past the bound.
    const again = counted(text('a'));
    await cache.get('a', again);
    expect(again.calls).toBe(1);
  });
});
