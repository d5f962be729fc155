import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../test/fetch-mock';
import { renderInApp } from '../../test/render';
import { Component as InvitationPage } from './invitation';
import { Component as LoginPage } from './login';

function renderInvitation(token: string) {
  return renderInApp(
    <Routes>
      <Route path="/invitation/:token" element={<InvitationPage />} />
      <Route path="/" element={<LoginPage />} />
    </Routes>,
    { route: `/invitation/${token}` },
  );
}

describe('the invitation page', () => {
  it('says at once that a made-up or used link is not valid, asking for no password', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'POST /auth/invitation/check': () =>
        jsonResponse({ status: 'error', code: 'auth.invitation_invalid', message: 'invalid' }, 400),
    });
    renderInvitation('made-up');
    expect(await screen.findByRole('heading', { name: 'This invitation link cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('not valid');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('greets the invited teacher, then opens sign-in with their e-mail and a first-time greeting', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'POST /auth/invitation/check': () =>
        jsonResponse({ status: 'success', email: 'lina@school.test', name: 'Lina Park' }),
      'POST /auth/invitation/accept': () => jsonResponse({ status: 'success', email: 'lina@school.test' }),
    });
    renderInvitation('good-token');
    expect(await screen.findByRole('heading', { name: 'Welcome, Lina Park! Choose your password' })).toBeVisible();
    await user.type(screen.getByLabelText('New password'), 'lina-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'lina-pass');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByRole('heading', { name: 'Welcome! Sign in for the first time' })).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveValue('lina@school.test');
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/auth/invitation/check',
      '/api/auth/invitation/accept',
    ]);
    // The sign-in page loads the reset form ahead of need: the test ends once that load has.
    await import('../../features/auth/components/ForgotPasswordForm');
  });
});
