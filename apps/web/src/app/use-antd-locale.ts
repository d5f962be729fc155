import type { Language } from '@lms/shared';
import type { Locale } from 'antd/es/locale';
import { useEffect, useState } from 'react';
import { i18n } from '../lib/i18n/i18n';
import { loadLocalePack } from '../lib/i18n/locale-pack';

/** antd's own texts (pagination, empty tables, dialogs) follow the app's language. */
export function useAntdLocale(initial: Locale): Locale {
  const [locale, setLocale] = useState(initial);
  useEffect(() => {
    let latest = '';
    const follow = (language: string) => {
      latest = language;
      loadLocalePack(language as Language).then((pack) => {
        // A quick second change must not be overwritten by the first one's late pack.
        if (latest === language) setLocale(pack);
      });
    };
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, []);
  return locale;
}
