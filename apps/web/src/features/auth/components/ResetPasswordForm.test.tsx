import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { ResetPasswordForm } from './ResetPasswordForm';

async function submit(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: /Save new password/ }));
}

describe('setting a new password from the mailed link', () => {
  it('says inline when the password is too short, without calling the server', async () => {
    const fetchMock = mockApi({});
    renderInApp(<ResetPasswordForm id="abc" email="teacher@demo.test" onDone={vi.fn()} />);
    await submit('12345', '12345');
    expect(screen.getByText('Password at least 6 characters, not counting spaces.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says inline when the two passwords differ', async () => {
    mockApi({});
    renderInApp(<ResetPasswordForm id="abc" email="teacher@demo.test" onDone={vi.fn()} />);
    await submit('secret1', 'secret2');
    expect(screen.getByText('Passwords are inconsistent.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the link and the passwords, then reports success', async () => {
    const fetchMock = mockApi({ 'POST /auth/resetpassword': () => jsonResponse({ status: 'success' }) });
    const onDone = vi.fn();
    renderInApp(<ResetPasswordForm id="abc" email="teacher@demo.test" onDone={onDone} />);
    await submit('secret1', 'secret1');
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toBe(
      'id=abc&email=teacher%40demo.test&password=secret1&confirm=secret1',
    );
  });

  it('translates a refused link', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'POST /auth/resetpassword': () => jsonResponse({ status: 'error', code: 'auth.reset_link_expired' }, 400),
    });
    renderInApp(<ResetPasswordForm id="abc" email="teacher@demo.test" onDone={vi.fn()} />);
    await submit('secret1', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password-reset link has expired. Please ask for a new one.',
    );
  });
});
