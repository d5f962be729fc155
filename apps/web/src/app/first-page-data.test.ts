import type { SessionUser } from '@lms/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { connectHttp } from '../lib/http';
import { useAuthStore } from '../stores/auth-store';
import { jsonResponse, mockApi } from '../test/fetch-mock';
import { sessionUserAs } from '../test/session';
import { askFirstPageData } from './first-page-data';
import { queryClient } from './query-client';

const teacher: SessionUser = { ...sessionUserAs('teacher'), email: 'teacher@demo.test' };
const classes = { status: 'success', active: [], expired: [] };
const announcements = { status: 'success', record: [{ id: 1, title: 'Welcome back' }] };

/** The class list's answer and what the signed-in frame around it shows (the school's logo, the announcements). */
function classListApi() {
  return mockApi({
    'GET /course/list': () => jsonResponse(classes),
    'GET /ores/getinslogo': () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
    'GET /ores/getanncmnt': () => jsonResponse(announcements),
  });
}

const asked = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.map(([url]) => String(url)).sort();

function connect() {
  connectHttp({
    token: () => useAuthStore.getState().token,
    isOnLoginRoute: () => false,
    expire() {},
    unavailable() {},
    signInAgain() {},
    navigate() {},
  });
}

describe('the answer of the first page, asked for as the app starts', () => {
  afterEach(() => {
    queryClient.clear();
    useAuthStore.getState().signOut();
  });

  // At the root address, the router is about to lead a teacher to the class list.
  it.each(['/course', '/'])(
    "asks for the class list and its frame's answers, with the session, when a teacher opens %s",
    async (path) => {
      useAuthStore.getState().signIn('token-7', teacher);
      connect();
      const fetchMock = classListApi();
      await askFirstPageData(path);
      expect(queryClient.getQueryData(['course', 'list'])).toEqual(classes);
      expect(queryClient.getQueryData(['announcements'])).toEqual(announcements.record);
      expect(asked(fetchMock)).toEqual(['/api/course/list', '/api/ores/getanncmnt', '/api/ores/getinslogo']);
      for (const [, init] of fetchMock.mock.calls) {
        expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-7');
      }
    },
  );

  it('asks for nothing when signed out, or for a page without a first answer', () => {
    connect();
    const fetchMock = classListApi();
    askFirstPageData('/course');
    useAuthStore.getState().signIn('token-7', teacher);
    askFirstPageData('/collection');
    // An administrator's home page is the staff list, which has no first answer.
    useAuthStore.getState().signIn('token-8', sessionUserAs('admin'));
    askFirstPageData('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
