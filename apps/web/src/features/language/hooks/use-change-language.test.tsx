import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { useAuthStore } from '../../../stores/auth-store';
import { useCommonStore } from '../../../stores/common-store';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/session';
import { useChangeLanguage } from './use-change-language';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('changing the language', () => {
  afterEach(async () => {
    useAuthStore.getState().signOut();
    useCommonStore.setState({ language: null });
    await i18n.changeLanguage('en-US');
  });

  it('switches the texts and remembers the choice on this device', async () => {
    const fetchMock = mockApi({});
    const { result } = renderHook(() => useChangeLanguage(), { wrapper });
    await act(() => result.current('ko-KR'));
    expect(i18n.language).toBe('ko-KR');
    expect(i18n.t('nav.home')).toBe('홈');
    expect(JSON.parse(localStorage.getItem('lms.common') ?? '{}').state.language).toBe('ko-KR');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('also saves it to the profile when signed in', async () => {
    signInAs();
    const fetchMock = mockApi({ 'POST /auth/language': () => jsonResponse({ status: 'success' }) });
    const { result } = renderHook(() => useChangeLanguage(), { wrapper });
    await act(() => result.current('es'));
    await vi.waitFor(() => expect(useAuthStore.getState().currentsLang).toBe('es'));
    expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toBe('lang=es');
  });
});
