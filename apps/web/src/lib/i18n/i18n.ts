import { LANGUAGES, type Language } from '@lms/shared/plain';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadCatalogue, START_NAMESPACES } from './catalogues';

const catalogueBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    loadCatalogue(language as Language, namespace).then(
      (catalogue) => callback(null, catalogue),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n = i18next.createInstance().use(catalogueBackend).use(initReactI18next);

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/**
 * Loads the login page's catalogues of one language only (see `loadAllNamespaces` in page-catalogues.ts for the
 * rest). No fallback language: the catalogue test keeps every language complete, and a
 * fallback would download a second set.
 */
export function startI18n(language: Language) {
  return i18n.init({
    lng: language,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    fallbackLng: false,
    ns: [...START_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

export function currentLanguage(): Language {
  return i18n.language as Language;
}
