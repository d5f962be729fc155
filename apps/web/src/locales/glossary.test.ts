import { AUDIT_WORDS, LANGUAGES } from '@lms/shared';
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from './glossary';

type Catalogue = { [key: string]: string | Catalogue };

const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

/** A catalogue's texts as a reader sees them: a placeholder's name (`{{course}}`) is not a word on screen. */
function texts(node: Catalogue | string): string[] {
  return typeof node === 'string' ? [node.replace(/\{\{[^}]*\}\}/g, '')] : Object.values(node).flatMap(texts);
}

/** Every text of a language: its screens' catalogues, and the audit log's words and sentences. */
function everyText(language: (typeof LANGUAGES)[number]): string[] {
  const screens = Object.entries(files)
    .filter(([path]) => path.startsWith(`./${language}/`))
    .flatMap(([, catalogue]) => texts(catalogue));
  const words = AUDIT_WORDS[language];
  const parts = { who: 'W', object: 'O', course: 'C', count: 2 };
  const audit = [
    ...Object.values(words.sentence).map((sentence) => sentence(parts)),
    words.support('S', 'R'),
    ...Object.values(words.fields),
  ];
  return [...screens, ...audit];
}

describe("the product's names", () => {
  it.each(LANGUAGES)('are written one way wherever they appear in %s', (language) => {
    const all = everyText(language);
    for (const { concept, term, notWritten } of GLOSSARY[language]) {
      const astray = all.filter((text) => notWritten.some((other) => text.includes(other)));
      expect(astray, `${concept} is written "${term}"`).toEqual([]);
    }
  });

  it('keep each name that appears in a language', () => {
    for (const language of LANGUAGES) {
      const all = everyText(language).join('\n');
      for (const { concept, term } of GLOSSARY[language]) expect(all, `${language}: ${concept}`).toContain(term);
    }
  });
});
