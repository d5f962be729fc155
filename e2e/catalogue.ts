import { readFileSync } from 'node:fs';

/** The languages the browser journeys run in: English, and Japanese as the one other. */
export type JourneyLanguage = 'en-US' | 'ja-JP';

const catalogues = new Map<string, Record<string, unknown>>();

/**
 * A text of the web app's catalogue, as `namespace:path.to.key` (`auth:login.submit`), so a
 * journey can find controls by what a user of that language reads.
 */
export function text(language: JourneyLanguage, key: string): string {
  const [namespace, path] = key.split(':') as [string, string];
  const file = `${language}/${namespace}`;
  let catalogue = catalogues.get(file);
  if (!catalogue) {
    const url = new URL(`../apps/web/src/locales/${file}.json`, import.meta.url);
    catalogue = JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
    catalogues.set(file, catalogue);
  }
  const value = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${language}`);
  return value;
}
