import { ConfigProvider } from 'antd';
import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { currentLanguage } from '../../lib/i18n/i18n';
import { loadLocalePack } from '../../lib/i18n/locale-pack';
import { loadAllNamespaces } from '../../lib/i18n/page-catalogues';
import { ALERT, SELECT } from '../component-config';
import { componentLibraryTheme } from '../component-library-theme';
import { useAntdLocale } from '../use-antd-locale';
import { useReducedMotion } from '../use-reduced-motion';
// antd's styles, made at build time from the app's theme: nothing is generated in the browser.
import 'virtual:component-library.css';

// This chunk is ready only with antd's texts and the app's other catalogues in the
// current language, so no page inside is ever drawn with raw keys.
const [initialLocale] = await Promise.all([loadLocalePack(currentLanguage()), loadAllNamespaces()]);

/** Around every page that uses antd: its theme and its texts in the app's language. */
export function Component() {
  const locale = useAntdLocale(initialLocale);
  // Dialogs, menus and drawers appear without animation for people who asked for less motion.
  const reducedMotion = useReducedMotion();
  const appTheme = useMemo(
    () => ({
      ...componentLibraryTheme,
      zeroRuntime: true,
      token: { ...componentLibraryTheme.token, motion: !reducedMotion },
    }),
    [reducedMotion],
  );
  return (
    <ConfigProvider locale={locale} theme={appTheme} select={SELECT} alert={ALERT}>
      <Outlet />
    </ConfigProvider>
  );
}
