import type { Language } from '@lms/shared';
import { type Catalogue, NAMESPACES } from './catalogues';
import { i18n } from './i18n';

// Every catalogue file, one chunk each. This list is not in the start code: the frame of the
// pages beyond the login page imports it, so it arrives with that frame (see catalogues.ts).
const loaders = import.meta.glob<Catalogue>('../../locales/*/*.json', { import: 'default' });

export function loadPageCatalogue(language: Language, namespace: string): Promise<Catalogue> {
  const load = loaders[`../../locales/${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`no catalogue ${language}/${namespace}`));
}

/** The catalogues of the pages beyond the login page; a later change of language reloads them all. */
export function loadAllNamespaces() {
  return i18n.loadNamespaces([...NAMESPACES]);
}
