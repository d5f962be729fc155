import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { type InitialEntry, MemoryRouter } from 'react-router';
import { FORM_CONFIG } from '../components/form/first-error';

/**
 * antd as the tests run it: without animations, dialogs open and close at once, as a user sees
 * them settle; without its CSS-in-JS styles (`zeroRuntime`), since every query of the testing
 * library asks jsdom for computed styles, which walks every injected rule (an antd page's
 * tests took nearly twice as long with them). What the tests read (roles, names, states,
 * hidden attributes) does not change.
 */
export const TEST_THEME = { token: { motion: false }, zeroRuntime: true };

/** Renders a component with what the app around it provides: queries, antd settings and a router. */
export function renderInApp(ui: ReactElement, { route = '/' as InitialEntry } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={TEST_THEME} form={FORM_CONFIG}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}
