import type { SessionUser } from '@lms/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { connectHttp } from '../lib/http';
import { useAuthStore } from '../stores/auth-store';
import { jsonResponse, mockApi } from '../test/fetch-mock';
import { askFirstPageData } from './first-page-data';
import { queryClient } from './query-client';

const teacher: SessionUser = {
  userid: 7,
  username: 'Ms Lin',
  email: 'teacher@demo.test',
  permit: 'teacher',
  image: '2',
  currentsLang: 'en-US',
  institution: 'Demo School',
};
const classes = { status: 'success', active: [], expired: [] };

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

  it('asks for the class list, with the session, when a signed-in user opens it', async () => {
    useAuthStore.getState().signIn('token-7', teacher);
    connect();
    const fetchMock = mockApi({ 'GET /course/list': () => jsonResponse(classes) });
    await askFirstPageData('/course');
    expect(queryClient.getQueryData(['course', 'list'])).toEqual(classes);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer token-7');
  });

  it("asks for a teacher's home page at the root address, where the router is about to lead", async () => {
    useAuthStore.getState().signIn('token-7', teacher);
    connect();
    const fetchMock = mockApi({ 'GET /course/list': () => jsonResponse(classes) });
    await askFirstPageData('/');
    expect(queryClient.getQueryData(['course', 'list'])).toEqual(classes);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('asks for nothing when signed out, or for a page without a first answer', () => {
    connect();
    const fetchMock = mockApi({ 'GET /course/list': () => jsonResponse(classes) });
    askFirstPageData('/course');
    useAuthStore.getState().signIn('token-7', teacher);
    askFirstPageData('/collection');
    // An administrator's home page is the staff list, which has no first answer.
    useAuthStore.getState().signIn('token-8', { ...teacher, permit: 'admin' });
    askFirstPageData('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
