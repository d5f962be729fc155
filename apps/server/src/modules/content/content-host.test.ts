import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { useTestApp } from '../../test/harness.js';
import { contentUrl } from './content-url.js';

describe('the content host under BASE_PATH=/lms/', () => {
  const t = useTestApp({ env: { BASE_PATH: '/lms/' } });
  const clip = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

  beforeAll(() => {
    const dir = t.config.contentDir;
    mkdirSync(join(dir, 'videos'), { recursive: true });
    mkdirSync(join(dir, 'books', 'tiny'), { recursive: true });
    writeFileSync(join(dir, 'videos', 'clip.mp4'), clip);
    writeFileSync(join(dir, 'books', 'tiny', 'cover.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dir, '.hidden'), 'not for serving');
    // A file next to the content folder, which no content URL may reach.
    writeFileSync(join(t.config.dataDir, 'secret.txt'), 'top secret');
  });

  const fetch = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves files to anyone, cached for a year', async () => {
    const response = await fetch('/lms/cms/resdl/books/tiny/cover.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['last-modified']).toBeTruthy();
    expect(response.body).toContain('<svg');
  });

  it('answers range requests so videos can seek', async () => {
    const whole = await fetch('/lms/cms/resdl/videos/clip.mp4');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload).toEqual(clip);

    const start = await fetch('/lms/cms/resdl/videos/clip.mp4', { range: 'bytes=0-99' });
    expect(start.statusCode).toBe(206);
    expect(start.headers['content-range']).toBe('bytes 0-99/1000');
    expect(start.headers['content-length']).toBe('100');
    expect(start.rawPayload).toEqual(clip.subarray(0, 100));

    const end = await fetch('/lms/cms/resdl/videos/clip.mp4', { range: 'bytes=900-' });
    expect(end.statusCode).toBe(206);
    expect(end.headers['content-range']).toBe('bytes 900-999/1000');
    expect(end.rawPayload).toEqual(clip.subarray(900));

    const beyond = await fetch('/lms/cms/resdl/videos/clip.mp4', { range: 'bytes=5000-6000' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */1000');
  });

  it('answers HEAD with the size and no body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/lms/cms/resdl/videos/clip.mp4' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe('1000');
    expect(response.body).toBe('');
  });

  it('answers 404 for missing files, folders and dotfiles, never the web app or a listing', async () => {
    for (const url of [
      '/lms/cms/resdl/videos/none.mp4',
      '/lms/cms/resdl/videos',
      '/lms/cms/resdl/videos/',
      '/lms/cms/resdl/',
      '/lms/cms/resdl/.hidden',
    ]) {
      const response = await fetch(url, { accept: 'text/html,*/*' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'common.not_found' });
    }
  });

  it('never serves a file outside the content folder', async () => {
    for (const url of [
      '/lms/cms/resdl/../secret.txt',
      '/lms/cms/resdl/..%2fsecret.txt',
      '/lms/cms/resdl/%2e%2e/secret.txt',
      '/lms/cms/resdl/%2e%2e%2fsecret.txt',
      '/lms/cms/resdl/videos/..%2f..%2fsecret.txt',
      '/lms/cms/resdl/videos/%2e%2e/%2e%2e/secret.txt',
      '/lms/cms/resdl/%252e%252e%252fsecret.txt',
      '/lms/cms/resdl/..%5csecret.txt',
      '/lms/cms/resdl//etc/passwd',
    ]) {
      const response = await fetch(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('top secret');
      expect(response.body, url).not.toContain('root:');
    }
  });

  it('refuses writes', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/lms/cms/resdl/videos/clip.mp4', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});

describe('content URLs in answers', () => {
  it("point at this server's content host by default", () => {
    const url = contentUrl(loadConfig({ BASE_PATH: 'lms' }));
    expect(url('books/a-b/cover.svg')).toBe('/lms/cms/resdl/books/a-b/cover.svg');
  });

  it('point at CONTENT_BASE_URL when it is set', () => {
    for (const base of ['https://cdn.example.com/resdl', 'https://cdn.example.com/resdl/']) {
      const url = contentUrl(loadConfig({ CONTENT_BASE_URL: base }));
      expect(url('videos/clip one.mp4')).toBe('https://cdn.example.com/resdl/videos/clip%20one.mp4');
    }
    expect(() => loadConfig({ CONTENT_BASE_URL: 'ftp://cdn.example.com' })).toThrow(/CONTENT_BASE_URL/);
  });
});
