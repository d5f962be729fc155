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
  'audit',
  'subscription',
  'studentPage',
  'dashboard',
  'report',
  'internal',
  'errors',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What the login page reads; the rest loads with the pages that need it. */
export const START_NAMESPACES: Namespace[] = ['common', 'auth', 'errors'];

export type Catalogue = { [key: string]: string | Catalogue };

// One chunk per catalogue file: a visitor downloads only their own language. The start code
// lists only the login page's catalogues (START_NAMESPACES, named again in the pattern); the
// list of them all is in page-catalogues.ts, which comes with the pages beyond the login page,
// so the start code does not grow with each new page's catalogue.
const startLoaders = import.meta.glob<Catalogue>('../../locales/*/{common,auth,errors}.json', { import: 'default' });

export function loadCatalogue(language: Language, namespace: string): Promise<Catalogue> {
  const load = startLoaders[`../../locales/${language}/${namespace}.json`];
  return load ? load() : import('./page-catalogues').then((pages) => pages.loadPageCatalogue(language, namespace));
}
