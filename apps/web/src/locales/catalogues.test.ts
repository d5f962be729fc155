import { ERROR_CODES, LANGUAGES } from '@lms/shared';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../lib/i18n/catalogues';

type Catalogue = { [key: string]: string | Catalogue };

const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

function catalogue(language: string, namespace: string): Catalogue {
  const found = files[`./${language}/${namespace}.json`];
  if (!found) throw new Error(`missing catalogue ${language}/${namespace}`);
  return found;
}

function leaves(node: Catalogue, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

// Names that are the same in every language on purpose: the product's name, and each
// language's name written in that language (so anyone can find their own).
// The product's own names (the app's, Echo Valley's: see glossary.ts) and the languages' own names.
const SAME_EVERYWHERE = [/^common:appName$/, /^common:languages\./, /^class:tabs\.echo$/, /^echo:kind\.weekly$/];

const placeholdersOf = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('locale catalogues', () => {
  it('exist for exactly the six languages and the app namespaces', () => {
    const expected = LANGUAGES.flatMap((language) => NAMESPACES.map((ns) => `./${language}/${ns}.json`)).sort();
    expect(Object.keys(files).sort()).toEqual(expected);
  });

  it.each(NAMESPACES)('have identical keys in all six languages (%s)', (namespace) => {
    const reference = [...leaves(catalogue('en-US', namespace)).keys()].sort();
    for (const language of LANGUAGES) {
      expect([...leaves(catalogue(language, namespace)).keys()].sort(), language).toEqual(reference);
    }
  });

  it('translate every error code the server can answer with', () => {
    for (const language of LANGUAGES) {
      const keys = new Set(leaves(catalogue(language, 'errors')).keys());
      expect([...keys].sort(), language).toEqual([...ERROR_CODES].sort());
    }
  });

  it('have no empty texts and keep the same placeholders as English', () => {
    for (const namespace of NAMESPACES) {
      const english = leaves(catalogue('en-US', namespace));
      for (const language of LANGUAGES) {
        for (const [key, text] of leaves(catalogue(language, namespace))) {
          expect(text.trim(), `${language} ${namespace}:${key}`).not.toBe('');
          expect(placeholdersOf(text), `${language} ${namespace}:${key}`).toEqual(
            placeholdersOf(english.get(key) ?? ''),
          );
        }
      }
    }
  });

  it('are real translations, not copies of the English text', () => {
    const copies: string[] = [];
    for (const namespace of NAMESPACES) {
      const english = leaves(catalogue('en-US', namespace));
      for (const language of LANGUAGES.filter((code) => code !== 'en-US')) {
        for (const [key, text] of leaves(catalogue(language, namespace))) {
          const id = `${namespace}:${key}`;
          if (SAME_EVERYWHERE.some((pattern) => pattern.test(id))) continue;
          if (text === english.get(key)) copies.push(`${language} ${id}`);
        }
      }
    }
    expect(copies).toEqual([]);
  });

  it('write Chinese, Japanese, Korean and Thai in their own scripts', () => {
    const scripts: Record<string, RegExp> = {
      'zh-TW': /\p{Script=Han}/u,
      'ja-JP': /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
      'ko-KR': /\p{Script=Hangul}/u,
      'th-TH': /\p{Script=Thai}/u,
    };
    for (const [language, script] of Object.entries(scripts)) {
      for (const namespace of NAMESPACES) {
        for (const [key, text] of leaves(catalogue(language, namespace))) {
          const id = `${namespace}:${key}`;
          if (SAME_EVERYWHERE.some((pattern) => pattern.test(id))) continue;
          expect(script.test(text), `${language} ${id}: ${text}`).toBe(true);
        }
      }
    }
  });
});
