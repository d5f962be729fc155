import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { CLASS_LIST_TITLES_META } from './first-pages';
import { withMeta } from './index-meta';

const LOCALES = join(import.meta.dirname, '../src/locales');

/**
 * The class list's title as a teacher and as an administrator see it, in every language the app has
 * catalogues for (the config cannot load the shared package's list of languages).
 */
function classListTitles(): Record<string, { teacher: string; administrator: string }> {
  const titles: Record<string, { teacher: string; administrator: string }> = {};
  for (const language of readdirSync(LOCALES, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const file = join(LOCALES, language.name, 'course.json');
    const { teacher, administrator } = JSON.parse(readFileSync(file, 'utf8')).title;
    titles[language.name] = { teacher, administrator };
  }
  return titles;
}

/**
 * index.html carries the class list's titles (`lms-class-list-titles`), so its script can draw a
 * signed-in teacher's first page (its header bar, title and school) before the app's code has run.
 */
export function classListFrame(): Plugin {
  return {
    name: 'lms-class-list-frame',
    transformIndexHtml: (html) => withMeta(html, CLASS_LIST_TITLES_META, JSON.stringify(classListTitles())),
  };
}
