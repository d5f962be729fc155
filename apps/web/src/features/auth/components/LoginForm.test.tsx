import type { SessionUser } from '@lms/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectHttp } from '../../../lib/http';
import { useAuthStore } from '../../../stores/auth-store';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { sessionUserAs } from '../../../test/session';
import { LoginForm } from './LoginForm';

const user: SessionUser = { ...sessionUserAs('teacher'), email: 'teacher@demo.test', currentsLang: 'ja-JP' };

async function fillAndSubmit(email: string, password: string) {
  const actor = userEvent.setup();
  await actor.type(screen.getByLabelText('E-mail'), email);
  await actor.type(screen.getByLabelText('Password'), password);
  await actor.click(screen.getByRole('button', { name: /Sign in/ }));
}

describe('the login form', () => {
  afterEach(() => useAuthStore.getState().signOut());

  function renderForm(onSignedIn = vi.fn(), after: ReactNode = null) {
    // On the login page a 401 is an answer for the form, not a lost session.
    connectHttp({
      token: () => null,
      isOnLoginRoute: () => true,
      expire: vi.fn(),
      unavailable: vi.fn(),
      signInAgain: vi.fn(),
      navigate: vi.fn(),
    });
    renderInApp(
      <>
        <LoginForm forgotPasswordLink="?mode=forgot" onSignedIn={onSignedIn} />
        {after}
      </>,
    );
    return onSignedIn;
  }

  it('shows the translated message for wrong credentials (401), not the server text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'POST /auth/login': () =>
        jsonResponse({ status: 'error', code: 'auth.invalid_credentials', message: 'server words' }, 401),
    });
    renderForm();
    await fillAndSubmit('teacher@demo.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is incorrect.');
    expect(screen.queryByText('server words')).not.toBeInTheDocument();
    expect(useAuthStore.getState().isLogin).toBe(false);
  });

  it('explains a suspended account and too many attempts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = [
      jsonResponse({ status: 'error', code: 'auth.suspended' }, 403),
      jsonResponse({ status: 'error', code: 'common.rate_limited' }, 429),
    ];
    mockApi({ 'POST /auth/login': () => answers.shift()! });
    renderForm();
    await fillAndSubmit('teacher@demo.test', 'pw');
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is suspended.');
    await userEvent.setup().click(screen.getByRole('button', { name: /Sign in/ }));
    expect(await screen.findByText(/Too many attempts/)).toBeInTheDocument();
  });

  it('says how long to wait when the server counts too many attempts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = [
      jsonResponse({ status: 'error', code: 'common.rate_limited', details: { retry_after: 8 } }, 429),
      jsonResponse({ status: 'error', code: 'common.rate_limited', details: { retry_after: 360 } }, 429),
    ];
    mockApi({ 'POST /auth/login': () => answers.shift()! });
    renderForm();
    await fillAndSubmit('teacher@demo.test', 'pw');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 8 seconds.');
    await userEvent.setup().click(screen.getByRole('button', { name: /Sign in/ }));
    expect(await screen.findByText('Too many attempts. Try again in 6 minutes.')).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = mockApi({});
    renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: /Sign in/ }));
    expect(screen.getByText('Enter your e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in: the session is stored and the page is told who signed in', async () => {
    const fetchMock = mockApi({
      'POST /auth/login': () => jsonResponse({ status: 'success', token: 'tok', user }),
    });
    const onSignedIn = renderForm();
    await fillAndSubmit(' teacher@demo.test ', 'demo1234');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toBe('email=teacher%40demo.test&password=demo1234');
    expect(useAuthStore.getState()).toMatchObject({
      isLogin: true,
      token: 'tok',
      username: 'Ms Lin',
      abilities: user.abilities,
    });
  });

  it('shows and hides the password with a button that says whether it is on', async () => {
    renderForm();
    const actor = userEvent.setup();
    const password = screen.getByLabelText('Password');
    await actor.type(password, 'demo1234');
    const reveal = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(reveal).toHaveAttribute('aria-pressed', 'false');

    await actor.click(reveal);
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('demo1234');
    expect(reveal).toHaveAttribute('aria-pressed', 'true');

    await actor.click(reveal);
    expect(password).toHaveAttribute('type', 'password');
    expect(reveal).toHaveAttribute('aria-pressed', 'false');
  });

  describe('after the form drawn before the app started', () => {
    /** The drawn form as index.html leaves it: typed into, focused, perhaps sent. */
    function drawnForm({ sent }: { sent: boolean }) {
      const drawn = document.createElement('div');
      drawn.setAttribute('data-first-paint', '');
      drawn.innerHTML = `<form id="login"${sent ? ' data-sent' : ''}><input id="login-email"><input id="login-password" type="password"></form>`;
      document.body.append(drawn);
      drawn.querySelector<HTMLInputElement>('#login-email')!.value = 'teacher@demo.test';
      const password = drawn.querySelector<HTMLInputElement>('#login-password')!;
      password.value = 'demo1234';
      password.focus();
      return drawn;
    }

    it('keeps what was typed and where the focus was, and sends nothing unasked', async () => {
      const fetchMock = mockApi({});
      const drawn = drawnForm({ sent: false });
      renderForm();
      drawn.remove();
      expect(screen.getByLabelText('E-mail')).toHaveValue('teacher@demo.test');
      expect(screen.getByLabelText('Password')).toHaveValue('demo1234');
      expect(screen.getByLabelText('Password')).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('sends it once when it was sent before the app started', async () => {
      const fetchMock = mockApi({
        'POST /auth/login': () => jsonResponse({ status: 'success', token: 'tok', user }),
      });
      const drawn = drawnForm({ sent: true });
      const onSignedIn = renderForm();
      drawn.remove();
      await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toBe('email=teacher%40demo.test&password=demo1234');
    });
  });

  it('takes what was typed and sent into the drawn form while the app was drawing its own', async () => {
    const fetchMock = mockApi({
      'POST /auth/login': () => jsonResponse({ status: 'success', token: 'tok', user }),
    });
    const drawn = document.createElement('div');
    drawn.setAttribute('data-first-paint', '');
    drawn.innerHTML = '<form id="login"><input id="login-email"><input id="login-password"></form>';
    document.body.append(drawn);
    drawn.querySelector<HTMLInputElement>('#login-email')!.value = 'teacher@demo';
    // Drawn after the form's own draw has read the fields, before the app's page replaces the drawn one.
    function TypedMeanwhile() {
      drawn.querySelector<HTMLInputElement>('#login-email')!.value = 'teacher@demo.test';
      drawn.querySelector<HTMLInputElement>('#login-password')!.value = 'demo1234';
      drawn.querySelector('form')!.setAttribute('data-sent', '');
      return null;
    }
    const onSignedIn = renderForm(vi.fn(), <TypedMeanwhile />);
    drawn.remove();
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toBe('email=teacher%40demo.test&password=demo1234');
  });

  it('links to the password-reset mode', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/?mode=forgot');
  });
});
