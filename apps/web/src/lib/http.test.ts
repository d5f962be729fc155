import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../test/fetch-mock';
import { connectHttp, type HttpSession, http } from './http';

function fakeSession(overrides: Partial<HttpSession> = {}) {
  const session = {
    token: vi.fn(() => 'secret-token'),
    isOnLoginRoute: vi.fn(() => false),
    expire: vi.fn(),
    unavailable: vi.fn(),
    signInAgain: vi.fn(),
    navigate: vi.fn(),
    ...overrides,
  };
  connectHttp(session);
  return session;
}

const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('the HTTP client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.runOnlyPendingTimers());

  it('sends the bearer token and form-encodes bodies by default', async () => {
    fakeSession();
    const fetchMock = mockApi({ 'POST /auth/login': () => jsonResponse({ status: 'success' }) });
    await http.post('/auth/login', { email: 'a@b.test', password: 'pw 1' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer secret-token');
    expect(init?.body).toBeInstanceOf(URLSearchParams);
    expect(String(init?.body)).toBe('email=a%40b.test&password=pw+1');
  });

  it('sends JSON when asked', async () => {
    fakeSession();
    const fetchMock = mockApi({ 'POST /thing': () => jsonResponse({ status: 'success' }) });
    await http.post('/thing', { ids: [1, 2] }, { json: true });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"ids":[1,2]}');
  });

  it('sends the headers a call adds besides its own', async () => {
    fakeSession();
    const fetchMock = mockApi({ 'POST /thing': () => jsonResponse({ status: 'success' }) });
    await http.post('/thing', { a: 1 }, { headers: { 'Idempotency-Key': 'k-1' } });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Idempotency-Key')).toBe('k-1');
    expect(headers.get('Authorization')).toBe('Bearer secret-token');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('resolves with the data on success', async () => {
    fakeSession();
    mockApi({ 'GET /course/list': () => jsonResponse({ status: 'success', active: [] }) });
    await expect(http.get('/course/list')).resolves.toEqual({
      ok: true,
      data: { status: 'success', active: [] },
    });
  });

  it('on a 401 outside the login page forgets the session and goes to login after 1 second', async () => {
    const session = fakeSession();
    mockApi({ 'GET /course/list': () => jsonResponse({ status: 'error', code: 'common.unauthorized' }, 401) });
    const result = await http.get('/course/list');
    expect(result).toEqual({ ok: false, status: 401, code: 'common.unauthorized' });
    expect(session.expire).toHaveBeenCalledExactlyOnceWith('common.unauthorized');
    vi.advanceTimersByTime(999);
    expect(session.signInAgain).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(session.signInAgain).toHaveBeenCalledOnce();
    expect(session.navigate).not.toHaveBeenCalled();
  });

  it('sends the user to login once when several requests fail with 401 together', async () => {
    const session = fakeSession();
    mockApi({ 'GET /a': () => jsonResponse({ status: 'error', code: 'common.unauthorized' }, 401) });
    await Promise.all([http.get('/a'), http.get('/a'), http.get('/a')]);
    vi.advanceTimersByTime(1_000);
    expect(session.signInAgain).toHaveBeenCalledOnce();
  });

  it('on the login page leaves a 401 (wrong password) to the caller', async () => {
    const session = fakeSession({ isOnLoginRoute: () => true });
    quietConsole();
    mockApi({ 'POST /auth/login': () => jsonResponse({ status: 'error', code: 'auth.invalid_credentials' }, 401) });
    const result = await http.post('/auth/login', { email: 'a@b.test', password: 'x' });
    expect(result).toEqual({ ok: false, status: 401, code: 'auth.invalid_credentials' });
    vi.advanceTimersByTime(5_000);
    expect(session.expire).not.toHaveBeenCalled();
    expect(session.navigate).not.toHaveBeenCalled();
  });

  it('goes to the not-found page on a 404', async () => {
    const session = fakeSession();
    mockApi({ 'GET /course/detail/9': () => jsonResponse({ status: 'error', code: 'common.not_found' }, 404) });
    const result = await http.get('/course/detail/9');
    expect(result).toMatchObject({ ok: false, status: 404 });
    expect(session.navigate).toHaveBeenCalledExactlyOnceWith('/404');
  });

  it('leaves a 404 that carries a business code (such as "no quiz yet") to the caller', async () => {
    const session = fakeSession();
    quietConsole();
    mockApi({ 'GET /quiz': () => jsonResponse({ status: 'error', code: 'quiz.none' }, 404) });
    await expect(http.get('/quiz')).resolves.toEqual({ ok: false, status: 404, code: 'quiz.none' });
    expect(session.navigate).not.toHaveBeenCalled();
  });

  it('leaves a 404 for an optional resource (such as a logo) to the caller', async () => {
    const session = fakeSession();
    quietConsole();
    mockApi({ 'GET /logo': () => jsonResponse({ status: 'error', code: 'common.not_found' }, 404) });
    await expect(http.download('/logo', { optional: true })).resolves.toMatchObject({ ok: false, status: 404 });
    expect(session.navigate).not.toHaveBeenCalled();
  });

  it.each([500, 502, 418])('only logs a %i and resolves with an error result', async (status) => {
    const session = fakeSession();
    const log = quietConsole();
    mockApi({ 'GET /x': () => new Response('<html>Bad gateway</html>', { status }) });
    await expect(http.get('/x')).resolves.toEqual({ ok: false, status, code: 'common.system_error' });
    expect(log).toHaveBeenCalled();
    expect(session.navigate).not.toHaveBeenCalled();
    expect(session.expire).not.toHaveBeenCalled();
  });

  it('reports a service that is unavailable for now, in the API error format or a proxy page', async () => {
    const session = fakeSession();
    quietConsole();
    mockApi({
      'GET /course/list': () => jsonResponse({ status: 'error', code: 'common.unavailable' }, 503),
      'GET /proxied': () => new Response('<html>Service Unavailable</html>', { status: 503 }),
    });
    await expect(http.get('/course/list')).resolves.toEqual({ ok: false, status: 503, code: 'common.unavailable' });
    await expect(http.get('/proxied')).resolves.toEqual({ ok: false, status: 503, code: 'common.unavailable' });
    expect(session.unavailable).toHaveBeenCalledTimes(2);
    expect(session.navigate).not.toHaveBeenCalled();
    expect(session.expire).not.toHaveBeenCalled();
  });

  it('passes on the error code the server gave', async () => {
    fakeSession();
    quietConsole();
    mockApi({ 'POST /auth/login': () => jsonResponse({ status: 'error', code: 'common.rate_limited' }, 429) });
    await expect(http.post('/auth/login')).resolves.toMatchObject({ code: 'common.rate_limited' });
  });

  it('logs a request with no response and resolves with status 0', async () => {
    fakeSession();
    const log = quietConsole();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(http.get('/x')).resolves.toEqual({ ok: false, status: 0, code: 'common.system_error' });
    expect(log).toHaveBeenCalled();
  });

  it('gives up after 20 seconds', async () => {
    fakeSession();
    quietConsole();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      ),
    );
    const pending = http.get('/slow');
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ ok: false, status: 0, code: 'common.system_error' });
  });

  describe('generic authorised GET', () => {
    it('returns JSON answers as data', async () => {
      fakeSession();
      mockApi({ 'GET /report': () => jsonResponse({ status: 'success', rows: 3 }) });
      await expect(http.download('/report')).resolves.toEqual({
        ok: true,
        data: { kind: 'json', data: { status: 'success', rows: 3 } },
      });
    });

    it('opens a PDF in a new tab', async () => {
      fakeSession();
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      URL.createObjectURL = vi.fn(() => 'blob:pdf-1');
      URL.revokeObjectURL = vi.fn();
      mockApi({
        'GET /report.pdf': () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
      });
      await expect(http.download('/report.pdf')).resolves.toEqual({ ok: true, data: { kind: 'pdf' } });
      expect(open).toHaveBeenCalledWith('blob:pdf-1', '_blank', 'noopener');
    });

    it('hands other files back as a blob with their file name', async () => {
      fakeSession();
      mockApi({
        'GET /stu/export/1': () =>
          new Response('a,b', {
            headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="roster.csv"' },
          }),
      });
      const result = await http.download('/stu/export/1');
      expect(result.ok && result.data).toMatchObject({ kind: 'file', filename: 'roster.csv' });
    });
  });
});
