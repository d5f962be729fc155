import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSignedOutReason } from '../../features/auth/signed-out-reason';
import { renderInApp } from '../../test/render';
import { Component as LoginPage } from './login';

const ASKED = '/course_student/12/1A/0?tab=cards';
const KEPT = `next=${encodeURIComponent(ASKED)}`;

describe('the login page', () => {
  afterEach(() => useSignedOutReason.getState().clear());

  it('keeps the page asked for through the reset request and back', async () => {
    const actor = userEvent.setup();
    renderInApp(<LoginPage />, { route: `/?${KEPT}` });

    const forgot = screen.getByRole('link', { name: 'Forgot password?' });
    expect(forgot).toHaveAttribute('href', `/?mode=forgot&${KEPT}`);
    await actor.click(forgot);

    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to sign in' });
    expect(back).toHaveAttribute('href', `/?${KEPT}`);
    await actor.click(back);

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', `/?mode=forgot&${KEPT}`);
  });

  it('says on the page that the account was suspended when a suspension ended the session', () => {
    useSignedOutReason.getState().ended('auth.session_suspended');
    renderInApp(<LoginPage />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your account has been suspended, so you were signed out. Please contact your administrator.',
    );
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  it('has plain links when no page was asked for', async () => {
    renderInApp(<LoginPage />, { route: '/?mode=forgot' });
    // The reset request's form loads after the sign-in form's code.
    expect(await screen.findByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
  });
});
