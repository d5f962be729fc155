import type { Language } from '@lms/shared';

export const NAMESPACES = [
  'common',
  'auth',
  'course',
  'account',
  'announcement',
  'class',
  'roster',
  'library',
  'collection',
  'assignment',
  'echo',
  'echoReview',
  'level',
  'internal',
  'errors',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What the login page reads; the rest loads with the pages that need it. */
export const START_NAMESPACES: Namespace[] = ['common', 'auth', 'errors'];

export type Catalogue = { [key: string]: string | Catalogue };

// One chunk per catalogue file: a visitor downloads only their own language.
const loaders = import.meta.glob<Catalogue>('../../locales/*/*.json', { import: 'default' });

export function loadCatalogue(language: Language, namespace: string): Promise<Catalogue> {
  const load = loaders[`../../locales/${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`no catalogue ${language}/${namespace}`));
}
