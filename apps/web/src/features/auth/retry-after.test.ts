import { describe, expect, it } from 'vitest';
import { RequestFailure } from '../../lib/request-failure';
import { retryAfter, retryWait } from './retry-after';

describe('the wait after too many sign-in attempts', () => {
  const refused = (details?: unknown) =>
    new RequestFailure({ ok: false, status: 429, code: 'common.rate_limited', details });

  it('is read only from a rate-limit refusal that names a positive number of seconds', () => {
    expect(retryAfter(refused({ retry_after: 12 }))).toBe(12);
    expect(retryAfter(refused())).toBeNull();
    expect(retryAfter(refused({ retry_after: '12' }))).toBeNull();
    expect(retryAfter(refused({ retry_after: 0 }))).toBeNull();
    expect(retryAfter(new RequestFailure({ ok: false, status: 401, code: 'auth.invalid_credentials' }))).toBeNull();
    expect(retryAfter(new Error('network'))).toBeNull();
  });

  it('is told in seconds up to a minute and a half, then in whole minutes rounded up', () => {
    expect(retryWait(1)).toEqual({ unit: 'seconds', count: 1 });
    expect(retryWait(89)).toEqual({ unit: 'seconds', count: 89 });
    expect(retryWait(90)).toEqual({ unit: 'minutes', count: 2 });
    expect(retryWait(600)).toEqual({ unit: 'minutes', count: 10 });
  });
});
