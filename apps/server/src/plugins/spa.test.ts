import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { APP_CONFIG_META_NAME } from '@lms/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../test/harness.js';

const APP_JS = `console.log(${JSON.stringify('the app '.repeat(400))})`;
// Padded past the size from which answers are compressed.
const INDEX_HTML = `<!doctype html><html><head><!--app-config--><script type="module" src="./assets/index-abc123.js"></script></head><body><div id="root">${'<p>Sign in</p>'.repeat(100)}</div></body></html>`;

/**
 * A tiny built web app: index.html with the placeholder, one hashed asset with the
 * compressed copies the build leaves beside it, and a favicon without any.
 */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lms-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), APP_JS);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, '.hidden'), 'not for serving');
  return dir;
}

describe('the web app under BASE_PATH=/lms/', () => {
  const t = useTestApp({
    env: {
      BASE_PATH: '/lms/',
      WEB_DIST: webDist(),
      APP_VARIANT: 'internal-hk',
      V2_URL: 'https://v2.example.com/sso',
      PRIVACY_URL: 'https://example.com/privacy',
    },
  });
  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });

  it('answers every page address with index.html carrying the base path and the settings', async () => {
    for (const url of ['/lms/', '/lms/course', '/lms/resetpassword/id=abc/email=a%40b.test', '/lms/index.html']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).not.toContain('<!--app-config-->');
      expect(response.body).toContain('<base href="/lms/">');
    }
    const html = (await page('/lms/course')).body;
    const content = new RegExp(`<meta name="${APP_CONFIG_META_NAME}" content="([^"]*)">`).exec(html)?.[1];
    const settings = JSON.parse(content!.replaceAll('&#34;', '"'));
    expect(settings).toEqual({
      basePath: '/lms/',
      variant: 'internal-hk',
      v2Url: 'https://v2.example.com/sso',
      contactUrl: null,
      links: { subscription: null, privacy: 'https://example.com/privacy', cookies: null, terms: null },
    });
  });

  it('serves hashed assets for a year and other files uncached', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/lms/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/lms/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  describe('sends each file in the encoding the browser prefers', () => {
    const asset = (acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET', headers: Record<string, string> = {}) =>
      t.app.inject({
        method,
        url: '/lms/assets/index-abc123.js',
        headers: acceptEncoding === undefined ? headers : { 'accept-encoding': acceptEncoding, ...headers },
      });
    const decoded = (response: Awaited<ReturnType<typeof asset>>) => {
      const encoding = response.headers['content-encoding'];
      if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
      if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
      return response.body;
    };

    it.each([
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=1.0, gzip;q=0.8', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=0.9, br;q=0.5', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'gzip'],
    ])('Accept-Encoding "%s" gets %s', async (acceptEncoding, expected) => {
      const response = await asset(acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length).toBeLessThan(APP_JS.length / 4);
      expect(decoded(response)).toBe(APP_JS);
    });

    it.each([
      ['no Accept-Encoding', undefined],
      ['identity', 'identity'],
      ['every encoding refused with q=0', 'br;q=0, gzip;q=0'],
      ['only encodings it has no copy in', 'deflate, compress'],
    ])('sends the plain file for %s, still saying it varies', async (_case, acceptEncoding) => {
      const response = await asset(acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.body).toBe(APP_JS);
    });

    it('answers a revalidation of each encoding with 304, and never one encoding for another', async () => {
      const br = await asset('br');
      const plain = await asset('identity');
      expect(br.headers.etag).toBeTruthy();
      expect(br.headers.etag).not.toBe(plain.headers.etag);
      const again = await asset('br', 'GET', { 'if-none-match': String(br.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      // The plain file's tag does not match the brotli copy: the browser gets the copy in full.
      const switched = await asset('br', 'GET', { 'if-none-match': String(plain.headers.etag) });
      expect(switched.statusCode).toBe(200);
      expect(decoded(switched)).toBe(APP_JS);
    });

    it('answers HEAD with the headers of the chosen copy and no body', async () => {
      const head = await asset('br', 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers['content-length']).toBe(String(brotliCompressSync(APP_JS).length));
      expect(head.rawPayload.length).toBe(0);
    });

    it('does not serve the compressed copies under their own names', async () => {
      for (const url of ['/lms/assets/index-abc123.js.br', '/lms/assets/index-abc123.js.gz']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    });

    it('compresses as it sends a file the build left without copies', async () => {
      const icon = await t.app.inject({ method: 'GET', url: '/lms/favicon.svg', headers: { 'accept-encoding': 'br' } });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toBe('image/svg+xml');
      expect(icon.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(icon)).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    });

    it('compresses the page itself, still never cached', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/lms/course',
        headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
      });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(gunzipSync(response.rawPayload).toString()).toContain('<base href="/lms/">');
    });
  });

  it('keeps the API under the base path, with JSON 404s', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/lms/api/health' })).statusCode).toBe(200);
    const unknown = await page('/lms/api/no-such-thing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 'error', code: 'common.not_found' });
    const missingAsset = await t.app.inject({ method: 'GET', url: '/lms/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json()).toMatchObject({ code: 'common.not_found' });
  });

  it('answers files it refuses as missing, in the error format', async () => {
    const refused = [
      '/lms/.hidden',
      '/lms/assets/',
      '/lms/assets/index-abc123.js%00',
      '/lms/assets/a%00b',
      `/lms/${'a'.repeat(5000)}`,
      '/lms/assets/..%2f..%2fetc%2fpasswd',
    ];
    for (const url of refused) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ status: 'error', code: 'common.not_found', message: 'Not found.' });
    }
    const malformed = await t.app.inject({ method: 'GET', url: '/lms/assets/%c0' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ status: 'error', code: 'common.validation' });
    expect(malformed.body).not.toContain('%c0');
  });

  it('sends visitors outside the base path to it', async () => {
    const response = await page('/course');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/lms/');
  });

  it('sends a strict content security policy', async () => {
    const csp = (await page('/lms/')).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("media-src 'self' blob:;");
  });

  it('lets the page play media from a separate content host when one is configured', async () => {
    const withCdn = await buildTestApp({
      env: { CONTENT_BASE_URL: 'https://cdn.example.test/lms-content' },
      database: t.database,
    });
    try {
      const response = await withCdn.app.inject({ method: 'GET', url: '/api/health' });
      const csp = response.headers['content-security-policy'];
      expect(csp).toContain("media-src 'self' blob: https://cdn.example.test;");
      expect(csp).toContain("connect-src 'self' https://cdn.example.test;");
    } finally {
      await withCdn.app.close();
    }
  });

  it('explains how to build the web app when it is missing, while the API keeps working', async () => {
    const unbuilt = await buildTestApp({ env: { BASE_PATH: '/lms/' }, database: t.database });
    try {
      const response = await unbuilt.app.inject({
        method: 'GET',
        url: '/lms/course',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
      expect((await unbuilt.app.inject({ method: 'GET', url: '/lms/api/health' })).statusCode).toBe(200);
    } finally {
      await unbuilt.app.close();
    }
  });
});
