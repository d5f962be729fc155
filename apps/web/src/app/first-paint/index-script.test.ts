import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../stores/auth-store';
import { useCommonStore } from '../../stores/common-store';
import { signInAs } from '../../test/session';

// index.html's inline script, run as the browser runs it before the page is drawn.
const INDEX_HTML = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8');
const SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(INDEX_HTML)![1]!;

function runIndexScript(pageLanguage: string) {
  document.documentElement.className = '';
  document.documentElement.lang = pageLanguage;
  new Function(SCRIPT)();
  return document.documentElement.classList.contains('no-first-paint') ? 'brand' : 'drawn form';
}

describe("index.html's script: who sees the sign-in form drawn before the app starts", () => {
  afterEach(() => {
    useAuthStore.getState().signOut();
    useCommonStore.setState({ language: null, schoolCode: null });
    localStorage.clear();
  });

  it('shows it to a first visit', () => {
    expect(runIndexScript('ja-JP')).toBe('drawn form');
  });

  it('shows the brand instead to a signed-in user, who is about to leave the login page', () => {
    signInAs();
    expect(runIndexScript('ja-JP')).toBe('brand');
  });

  it('shows the brand to a visitor who chose another language on this device, and the form in their own', () => {
    useCommonStore.getState().chooseLanguage('ko-KR');
    expect(runIndexScript('ja-JP')).toBe('brand');
    expect(runIndexScript('ko-KR')).toBe('drawn form');
  });

  it('shows the brand where a school is remembered (its logo would push the form down)', () => {
    useCommonStore.getState().rememberSchool('DEMO');
    expect(runIndexScript('en-US')).toBe('brand');
  });

  it('shows the form when the saved settings cannot be read', () => {
    localStorage.setItem('lms.auth', '{not json');
    expect(runIndexScript('en-US')).toBe('drawn form');
  });

  it('keeps the drawn form from being sent by the browser, marking it sent for the app; other forms are left alone', () => {
    runIndexScript('en-US');
    document.body.innerHTML = '<div data-first-paint><form id="login"></form></div><form id="other"></form>';
    const submit = (id: string) => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit('login')).toBe(true);
    expect(document.getElementById('login')).toHaveAttribute('data-sent');
    expect(submit('other')).toBe(false);
    document.body.innerHTML = '';
  });
});

describe("index.html's script: the signed-in pages' first files", () => {
  const preloads = () =>
    [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      as: link.getAttribute('as'),
      href: link.getAttribute('href'),
      crossOrigin: link.crossOrigin,
    }));

  afterEach(() => {
    useAuthStore.getState().signOut();
    localStorage.clear();
    document.head.innerHTML = '';
  });

  function withFileList() {
    document.head.innerHTML = '<meta name="lms-signed-in-files" content="assets/a.js assets/b.js assets/c.css">';
  }

  it('asks for them at once on a device holding a session: scripts as modules, styles as styles', () => {
    withFileList();
    signInAs();
    runIndexScript('en-US');
    expect(preloads()).toEqual([
      { rel: 'modulepreload', as: null, href: './assets/a.js', crossOrigin: '' },
      { rel: 'modulepreload', as: null, href: './assets/b.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: './assets/c.css', crossOrigin: '' },
    ]);
  });

  it('leaves them alone for a visitor about to sign in, who first needs only the form', () => {
    withFileList();
    runIndexScript('en-US');
    expect(preloads()).toEqual([]);
  });

  it('asks for nothing when the page lists no files', () => {
    signInAs();
    runIndexScript('en-US');
    expect(preloads()).toEqual([]);
  });
});
