import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useMemo } from 'react';
import { Outlet, useLoaderData } from 'react-router';
import { FORM_CONFIG } from '../../components/form/first-error';
import { currentLanguage } from '../../lib/i18n/i18n';
import { loadLocalePack } from '../../lib/i18n/locale-pack';
import { loadAllNamespaces } from '../../lib/i18n/page-catalogues';
import { ALERT, SELECT } from '../component-config';
import { componentLibraryTheme } from '../component-library-theme';
import { useAntdLocale } from '../use-antd-locale';
import { useReducedMotion } from '../use-reduced-motion';
// antd's styles, made at build time from the app's theme: nothing is generated in the browser.
import 'virtual:component-library.css';

/**
 * antd's texts and the app's other catalogues in the current language: the router draws no page
 * inside before they are in, so none is ever drawn with raw keys.
 */
export async function loader(): Promise<Locale> {
  const [locale] = await Promise.all([loadLocalePack(currentLanguage()), loadAllNamespaces()]);
  return locale;
}

// Loaded once: a later change of language brings its own texts (useAntdLocale, the catalogues' reload).
export const shouldRevalidate = () => false;

/** Around every page that uses antd: its theme and its texts in the app's language. */
export function Component() {
  const locale = useAntdLocale(useLoaderData() as Locale);
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
    <ConfigProvider locale={locale} theme={appTheme} select={SELECT} alert={ALERT} form={FORM_CONFIG}>
      <Outlet />
    </ConfigProvider>
  );
}
