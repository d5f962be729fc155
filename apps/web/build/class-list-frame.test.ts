import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../src/stores/auth-store';
import { useCommonStore } from '../src/stores/common-store';
import { signInAs } from '../src/test/session';
import { classListFrame } from './class-list-frame';

const INDEX_HTML = readFileSync(join(import.meta.dirname, '../index.html'), 'utf8');

describe("index.html's scripts: the class list's frame, drawn before the app starts", () => {
  // The page as the build leaves it: the titles' meta tag comes from the build's own plugin.
  const builtHtml = (classListFrame().transformIndexHtml as (html: string) => string)(INDEX_HTML);
  const scripts = [...builtHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, script]) => script!);
  const titlesMeta = /<meta name="lms-class-list-titles"[^>]*>/.exec(builtHtml)![0];

  function openPage(path: string, pageLanguage = 'en-US') {
    window.history.replaceState(null, '', path);
    document.documentElement.className = '';
    document.documentElement.lang = pageLanguage;
    document.head.innerHTML = titlesMeta;
    document.body.innerHTML = '<div id="root"><div class="app-boot"></div></div>';
    for (const script of scripts) new Function(script)();
    const frame = document.querySelector('#root > .class-list-frame');
    return frame && { title: frame.querySelector('h1')?.textContent, school: frame.querySelector('p')?.textContent };
  }

  afterEach(() => {
    useAuthStore.getState().signOut();
    useCommonStore.setState({ language: null });
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it("draws a teacher's home page at the root address: the title in the page's language and the school", () => {
    signInAs('teacher');
    expect(openPage('/', 'ja-JP')).toEqual({ title: '担当クラス', school: 'Demo School' });
    expect(document.querySelector('#root')!.firstElementChild).toHaveClass('class-list-frame');
    // What the first script found for the second is not left on the page.
    expect(Object.keys(document.documentElement.dataset)).toEqual([]);
  });

  it('draws it in the language chosen on this device', () => {
    signInAs('teacher');
    useCommonStore.getState().chooseLanguage('es');
    expect(openPage('/course', 'en-US')).toEqual({ title: 'Mis clases', school: 'Demo School' });
  });

  it("draws an administrator's class list with their title, but not at the root address, which leads to the staff list", () => {
    signInAs('admin');
    expect(openPage('/course')).toEqual({ title: 'All classes', school: 'Demo School' });
    expect(openPage('/')).toBeNull();
  });

  it('draws nothing for a visitor without a session, on other pages, or in a language without titles', () => {
    expect(openPage('/')).toBeNull();
    signInAs('teacher');
    expect(openPage('/collection')).toBeNull();
    expect(openPage('/', 'en')).toBeNull();
  });

  it("writes the school's name as text, never as markup", () => {
    const user = signInAs('teacher');
    useAuthStore.getState().signIn('t', { ...user, institution: '<img src=x onerror=alert(1)>' });
    expect(openPage('/')).toEqual({ title: 'My classes', school: '<img src=x onerror=alert(1)>' });
    expect(document.querySelector('#root img')).toBeNull();
  });
});
