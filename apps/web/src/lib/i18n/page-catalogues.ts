import type { Language } from '@lms/shared';
import { type Catalogue, NAMESPACES } from './catalogues';
import { i18n } from './i18n';

// One chunk per language (locales/*/pages.ts) holds the catalogues of every page beyond the login
// page: their frame loads them all at once, so a phone makes one request for them, not one each.
// This list is not in the start code: that frame imports it (see catalogues.ts).
const languages = import.meta.glob<Record<string, Catalogue>>('../../locales/*/pages.ts', { import: 'default' });

export async function loadPageCatalogue(language: Language, namespace: string): Promise<Catalogue> {
  const catalogue = (await languages[`../../locales/${language}/pages.ts`]?.())?.[`./${namespace}.json`];
  if (!catalogue) throw new Error(`no catalogue ${language}/${namespace}`);
  return catalogue;
}

/** The catalogues of the pages beyond the login page; a later change of language reloads them all. */
export function loadAllNamespaces() {
  return i18n.loadNamespaces([...NAMESPACES]);
}
