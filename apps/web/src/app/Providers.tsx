import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';
import { theme } from './theme';
import { useAntdLocale } from './use-antd-locale';

export function Providers({ initialLocale, children }: { initialLocale: Locale; children: ReactNode }) {
  const locale = useAntdLocale(initialLocale);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={theme}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
