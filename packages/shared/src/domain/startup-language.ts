import { type AppVariant, DEFAULT_LANGUAGE, type Language, variantLanguages } from './enums.js';

/** Browser languages taken as they are (SPEC §4); Spanish comes from any regional code below. */
const BROWSER_LANGUAGES: readonly Language[] = ['zh-TW', 'en-US', 'ja-JP', 'th-TH', 'ko-KR'];

const SPANISH_CODES = [
  'es',
  'es-ES',
  'es-MX',
  'es-AR',
  'es-CO',
  'es-CL',
  'es-PE',
  'es-VE',
  'es-EC',
  'es-GT',
  'es-CU',
  'es-BO',
  'es-DO',
  'es-HN',
  'es-PY',
  'es-SV',
  'es-NI',
  'es-CR',
  'es-PA',
  'es-UY',
  'es-PR',
  'es-US',
  'es-GQ',
  'es-419',
].map((code) => code.toLowerCase());

interface StartupInput {
  saved: Language | null;
  /** navigator.language */
  browser: string;
  variant: AppVariant;
}

/**
 * The language the app opens in: the saved choice; else the browser's language when it
 * is one we speak; else Spanish for Spanish-speaking regions; else English. Only the
 * deployment variant's languages are ever picked.
 */
export function startupLanguage({ saved, browser, variant }: StartupInput): Language {
  const offered = variantLanguages(variant);
  if (saved && offered.includes(saved)) return saved;
  // Browsers differ in letter case ("zh-tw" vs "zh-TW").
  const asked = browser.toLowerCase();
  const direct = BROWSER_LANGUAGES.find((language) => language.toLowerCase() === asked);
  if (direct && offered.includes(direct)) return direct;
  if (offered.includes('es') && SPANISH_CODES.includes(asked)) return 'es';
  return DEFAULT_LANGUAGE;
}
