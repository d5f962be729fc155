import { afterEach, describe, expect, it } from 'vitest';
import { signInAs } from '../test/session';
import { useAuthStore } from './auth-store';

describe('the signed-in session', () => {
  afterEach(() => useAuthStore.getState().signOut());

  it("an internal session switched to another school keeps that school's token, signed in since the same moment", () => {
    const user = signInAs('admin', '3.first-school-token');
    const since = useAuthStore.getState().todayTimestamp;
    useAuthStore.getState().switchSession('5.second-school-token', {
      ...user,
      institution: 'Birch School',
      internal: { school_code: 'BIRCH', support_reason: null },
    });
    const state = useAuthStore.getState();
    expect(state.token).toBe('5.second-school-token');
    expect(state).toMatchObject({ isLogin: true, institution: 'Birch School', todayTimestamp: since });
    expect(state.internal).toEqual({ school_code: 'BIRCH', support_reason: null });
  });
});
