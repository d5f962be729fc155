import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { type ReactNode, useMemo } from 'react';
import { queryClient } from './query-client';
import { theme } from './theme';
import { useAntdLocale } from './use-antd-locale';
import { useReducedMotion } from './use-reduced-motion';

export function Providers({ initialLocale, children }: { initialLocale: Locale; children: ReactNode }) {
  const locale = useAntdLocale(initialLocale);
  // Dialogs, menus and drawers appear without animation for people who asked for less motion.
  const reducedMotion = useReducedMotion();
  const appTheme = useMemo(() => ({ ...theme, token: { ...theme.token, motion: !reducedMotion } }), [reducedMotion]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={appTheme}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
