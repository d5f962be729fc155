import { ConfigProvider } from 'antd';
import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { currentLanguage, loadAllNamespaces } from '../../lib/i18n/i18n';
import { loadLocalePack } from '../../lib/i18n/locale-pack';
import { ALERT, SELECT } from '../component-config';
import { theme } from '../theme';
import { useAntdLocale } from '../use-antd-locale';
import { useReducedMotion } from '../use-reduced-motion';

// This chunk is ready only with antd's texts and the app's other catalogues in the
// current language, so no page inside is ever drawn with raw keys.
const [initialLocale] = await Promise.all([loadLocalePack(currentLanguage()), loadAllNamespaces()]);

/** Around every page that uses antd: its theme and its texts in the app's language. */
export function Component() {
  const locale = useAntdLocale(initialLocale);
  // Dialogs, menus and drawers appear without animation for people who asked for less motion.
  const reducedMotion = useReducedMotion();
  const appTheme = useMemo(() => ({ ...theme, token: { ...theme.token, motion: !reducedMotion } }), [reducedMotion]);
  return (
    <ConfigProvider locale={locale} theme={appTheme} select={SELECT} alert={ALERT}>
      <Outlet />
    </ConfigProvider>
  );
}
