import type { Language } from '@lms/shared';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';

interface Pack {
  dayjs: string;
  load(): Promise<[{ default: Locale }, unknown]>;
}

// antd's component texts and dayjs's calendar names follow the chosen language; each is
// its own chunk so only the chosen one is downloaded.
const PACKS: Record<Language, Pack> = {
  'zh-TW': {
    dayjs: 'zh-tw',
    load: () => Promise.all([import('antd/es/locale/zh_TW'), import('dayjs/locale/zh-tw')]),
  },
  'en-US': { dayjs: 'en', load: () => Promise.all([import('antd/es/locale/en_US'), null]) },
  es: { dayjs: 'es', load: () => Promise.all([import('antd/es/locale/es_ES'), import('dayjs/locale/es')]) },
  'ja-JP': { dayjs: 'ja', load: () => Promise.all([import('antd/es/locale/ja_JP'), import('dayjs/locale/ja')]) },
  'ko-KR': { dayjs: 'ko', load: () => Promise.all([import('antd/es/locale/ko_KR'), import('dayjs/locale/ko')]) },
  'th-TH': { dayjs: 'th', load: () => Promise.all([import('antd/es/locale/th_TH'), import('dayjs/locale/th')]) },
};

/** Loads antd's texts for the language and switches dayjs to it. */
export async function loadLocalePack(language: Language): Promise<Locale> {
  const pack = PACKS[language];
  const [antd] = await pack.load();
  dayjs.locale(pack.dayjs);
  return antd.default;
}
