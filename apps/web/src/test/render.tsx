import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

// Without animations antd opens and closes dialogs at once, as a user sees them settle.
const NO_MOTION = { token: { motion: false } };

/** Renders a component with what the app around it provides: queries, antd settings and a router. */
export function renderInApp(ui: ReactElement, { route = '/' } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={NO_MOTION}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}
