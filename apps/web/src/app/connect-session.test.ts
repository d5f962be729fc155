import type { SessionUser } from '@lms/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../components/toast/toast-store';
import { RETURN_PARAM, returnPath } from '../features/auth/return-path';
import { useSignedOutReason } from '../features/auth/signed-out-reason';
import { http } from '../lib/http';
import { i18n } from '../lib/i18n/i18n';
import { useAuthStore } from '../stores/auth-store';
import { jsonResponse, mockApi } from '../test/fetch-mock';
import { sessionUserAs } from '../test/session';
import { connectSession } from './connect-session';

const teacher: SessionUser = { ...sessionUserAs('teacher'), email: 'teacher@demo.test' };

function routerOn(routeId: string) {
  return { state: { matches: [{ route: { id: routeId } }] }, navigate: vi.fn() } as unknown as Parameters<
    typeof connectSession
  >[0] & { navigate: ReturnType<typeof vi.fn> };
}

describe('the session as the HTTP client sees it', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useAuthStore.getState().signIn('token-7', teacher);
    mockApi({ 'GET /course/list': () => jsonResponse({ status: 'error', code: 'common.unauthorized' }, 401) });
  });
  afterEach(() => {
    vi.runOnlyPendingTimers();
    useSignedOutReason.getState().clear();
    useToastStore.getState().close();
    useAuthStore.getState().signOut();
  });

  it('a 401 on a signed-in page clears the saved session and opens login 1 second later, returning to the page', async () => {
    const router = routerOn('course');
    connectSession(router);
    window.history.replaceState(null, '', '/course_student/12/1A%20%26%201B/0?tab=cards#row-3');
    await http.get('/course/list');

    expect(useAuthStore.getState()).toMatchObject({ isLogin: false, token: null, userid: null });
    expect(JSON.parse(localStorage.getItem('lms.auth') ?? '{}').state.token).toBeNull();
    expect(useToastStore.getState().current?.text).toBe('Your session has ended. Please sign in again.');
    expect(router.navigate).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1_000);
    const [login, options] = router.navigate.mock.calls[0]!;
    expect(options).toEqual({ replace: true });
    expect(useSignedOutReason.getState().reason).toBeNull();
    const asked = new URL(login, 'http://school.test').searchParams.get(RETURN_PARAM);
    expect(asked).toBe('/course_student/12/1A%20%26%201B/0?tab=cards#row-3');
    expect(returnPath(asked, '/')).toBe('/course_student/12/1A%20%26%201B/0?tab=cards#row-3');
  });

  it('a teacher suspended while signed in is told so, on the toast and then on the login page', async () => {
    mockApi({
      'GET /course/list': () => jsonResponse({ status: 'error', code: 'auth.session_suspended' }, 401),
    });
    const router = routerOn('course');
    connectSession(router);
    await http.get('/course/list');
    expect(useAuthStore.getState().isLogin).toBe(false);
    // A request under way, refused again once the session is gone, does not say "ended" over it.
    mockApi({ 'GET /course/list': () => jsonResponse({ status: 'error', code: 'common.unauthorized' }, 401) });
    await http.get('/course/list');
    expect(useToastStore.getState().current?.text).toBe(
      'Your account has been suspended, so you were signed out. Please contact your administrator.',
    );
    vi.advanceTimersByTime(1_000);
    // The sign-in page says it again, however it is reached.
    expect(useSignedOutReason.getState().reason).toBe('auth.session_suspended');
    expect(router.navigate).toHaveBeenCalledOnce();
  });

  it("a 401 in a session of the company's staff opens their own sign-in page, /internal", async () => {
    useAuthStore.getState().signIn('token-9', {
      ...teacher,
      permit: 'admin',
      internal: { school_code: 'DEMO', support_reason: null },
    });
    const router = routerOn('course');
    connectSession(router);
    await http.get('/course/list');
    await http.get('/course/list');
    expect(useAuthStore.getState()).toMatchObject({ isLogin: false, internal: null });

    vi.advanceTimersByTime(1_000);
    expect(router.navigate.mock.calls).toEqual([['/internal', { replace: true }]]);
  });

  it('a 401 on the login page keeps the state and stays put', async () => {
    const router = routerOn('login');
    connectSession(router);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await http.get('/course/list');
    vi.advanceTimersByTime(2_000);
    expect(useAuthStore.getState().isLogin).toBe(true);
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['en-US', 'The service is unavailable right now; please try again in a moment.'],
    ['zh-TW', '服務暫時無法使用，請稍後再試。'],
  ])('a 503 shows "unavailable, try again" as an error message in %s and keeps the session', async (language, text) => {
    const router = routerOn('course');
    connectSession(router);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /course/list': () => jsonResponse({ status: 'error', code: 'common.unavailable' }, 503) });
    await i18n.changeLanguage(language);
    try {
      await http.get('/course/list');
      expect(useToastStore.getState().current).toMatchObject({ text, status: 'error' });
    } finally {
      await i18n.changeLanguage('en-US');
    }
    expect(useAuthStore.getState().isLogin).toBe(true);
    vi.advanceTimersByTime(2_000);
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('sends the saved token with each request', async () => {
    connectSession(routerOn('course'));
    const fetchMock = mockApi({ 'GET /auth/me': () => jsonResponse({ status: 'success' }) });
    await http.get('/auth/me');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer token-7');
  });
});
