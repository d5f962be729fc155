import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { renderInApp } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { AppHeader } from './AppHeader';

const linkOf = (name: string) => within(screen.getByRole('navigation')).getByRole('link', { name });

describe('the header navigation (SPEC §2)', () => {
  // A school without a logo of its own.
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    ),
  );

  it('takes an administrator Home to the class list and My Account to the account list, with no My Library', () => {
    signInAs('admin');
    renderInApp(<AppHeader />, { route: '/account' });
    expect(linkOf('Home')).toHaveAttribute('href', '/course');
    expect(linkOf('My Account')).toHaveAttribute('href', '/account');
    expect(within(screen.getByRole('navigation')).queryByRole('link', { name: 'My Library' })).toBeNull();
  });

  it('takes a teacher Home to the class list and My Account to their own page', () => {
    signInAs('teacher');
    renderInApp(<AppHeader />, { route: '/course' });
    expect(linkOf('Home')).toHaveAttribute('href', '/course');
    expect(linkOf('My Library')).toHaveAttribute('href', '/collection');
    expect(linkOf('My Account')).toHaveAttribute('href', '/account/7');
  });

  it('gives the company’s staff in a school the account list, as its administrator', () => {
    const user = signInAs('admin');
    useAuthStore.getState().refreshUser({
      ...user,
      internal: { school_code: 'DEMO', support_reason: 'Helping with an import' },
    });
    renderInApp(<AppHeader />, { route: '/course' });
    expect(linkOf('My Account')).toHaveAttribute('href', '/account');
  });
});
