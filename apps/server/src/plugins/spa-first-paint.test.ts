import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_PAINT_MARKS, LANGUAGES } from '@lms/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, useTestApp } from '../test/harness.js';
import { withDeploymentSettings } from './spa.js';

const SCRIPT = "document.documentElement.classList.add('checked');";
const STYLE = '.form{color:#123456}';
const INDEX_HTML = `<!doctype html><html lang="en"><head><!--app-config--><script>${SCRIPT}</script><link rel="stylesheet" crossorigin href="./assets/Ab-1.css"><script type="module" src="./assets/entry.js"></script></head><body><div id="root"><!--first-paint--><div class="app-boot">Echo LMS</div></div></body></html>`;

/** A built web app with the login page drawn in each language. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lms-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'first-paint'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'Ab-1.css'), STYLE);
  for (const language of LANGUAGES) {
    writeFileSync(join(dir, 'first-paint', `${language}.html`), `<div data-first-paint>form in ${language}</div>`);
  }
  return dir;
}

describe('the login page drawn before the app starts', () => {
  const t = useTestApp({ env: { WEB_DIST: webDist() } });
  const page = (url: string, language?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(language ? { 'accept-language': language } : {}) },
    });

  it("is sent at the app's root address in the browser's first language, with its styles inside", async () => {
    for (const [asked, language] of [
      ['ja-JP,en;q=0.8', 'ja-JP'],
      ['es-MX', 'es'],
      ['zh-tw', 'zh-TW'],
      ['fr-FR,ja-JP;q=0.9', 'en-US'],
    ]) {
      const response = await page('/', asked);
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toMatch(/accept-language/i);
      expect(response.body).toContain(`<html lang="${language}">`);
      expect(response.body).toContain(
        `<div id="root"><div data-first-paint>form in ${language}</div><div class="app-boot">`,
      );
      expect(response.body).toContain(`<style>${STYLE}</style>`);
      expect(response.body).not.toContain('Ab-1.css');
    }
    expect((await page('/')).body).toContain('form in en-US');
  });

  it('is not sent where the page shows more than the form, nor on other pages', async () => {
    for (const url of ['/?mode=forgot', '/?school=DEMO', '/course', '/internal']) {
      const body = (await page(url, 'ja-JP')).body;
      expect(body, url).not.toContain('data-first-paint');
      expect(body, url).toContain('<div id="root"><!--first-paint--><div class="app-boot">');
    }
  });

  it("names the browser's first language as every page's, as the app will open in it", async () => {
    for (const url of ['/?mode=forgot', '/course', '/collection/1/a/2']) {
      const response = await page(url, 'ko-KR,en;q=0.5');
      expect(response.headers.vary, url).toMatch(/accept-language/i);
      expect(response.body, url).toContain('<html lang="ko-KR">');
    }
    expect((await page('/course', 'fr-FR')).body).toContain('<html lang="en-US">');
  });

  it('comes with the styles inside on every page, so what shows before the code waits for no file', async () => {
    for (const url of ['/', '/?mode=forgot', '/course', '/internal']) {
      const body = (await page(url, 'ja-JP')).body;
      expect(body, url).toContain(`<style>${STYLE}</style>`);
      expect(body, url).not.toContain('Ab-1.css');
    }
  });

  it("allows index.html's own inline script by its hash, and no other inline script", async () => {
    const hash = createHash('sha256').update(SCRIPT).digest('base64');
    const csp = (await page('/')).headers['content-security-policy'];
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
  });
});

describe("the drawn login page takes the deployment's settings", () => {
  const { basePath, links } = FIRST_PAINT_MARKS;
  const drawn = `<a href="${basePath.slice(0, -1)}?mode=forgot">Forgot?</a><img src="${basePath}logo.svg"><nav class="links" aria-label="About"><a href="${links.privacy}" target="_blank">Privacy</a><a href="${links.cookies}" target="_blank">Cookies</a><a href="${links.terms}" target="_blank">Terms</a></nav>`;
  const noLinks = { subscription: null, privacy: null, cookies: null, terms: null };

  it('at the root, with no site links', () => {
    expect(withDeploymentSettings(drawn, { basePath: '/', links: noLinks })).toBe(
      '<a href="/?mode=forgot">Forgot?</a><img src="/logo.svg">',
    );
  });

  it('under a base path, with the links it has', () => {
    const links = {
      ...noLinks,
      privacy: 'https://school.example/privacy?a=1&b="2"',
      terms: 'https://school.example/terms',
    };
    expect(withDeploymentSettings(drawn, { basePath: '/lms/', links })).toBe(
      '<a href="/lms?mode=forgot">Forgot?</a><img src="/lms/logo.svg"><nav class="links" aria-label="About">' +
        '<a href="https://school.example/privacy?a=1&#38;b=&#34;2&#34;" target="_blank">Privacy</a>' +
        '<a href="https://school.example/terms" target="_blank">Terms</a></nav>',
    );
  });

  it('is not sent by a deployment offering fewer languages than its switcher shows', async () => {
    const americas = await buildTestApp({ env: { WEB_DIST: webDist(), APP_VARIANT: 'americas' } });
    try {
      const response = await americas.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(response.body).not.toContain('data-first-paint');
      expect(response.body).toContain('<div class="app-boot">');
    } finally {
      await closeTestApp(americas);
    }
  });
});
