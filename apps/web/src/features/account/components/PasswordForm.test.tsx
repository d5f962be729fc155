import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { PasswordForm } from './PasswordForm';

async function change(current: string, password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: /Change password/ }));
}

describe('changing one’s password', () => {
  it('shows a wrong current password under that field, translated', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'POST /account/password': () =>
        jsonResponse({ status: 'error', code: 'auth.current_password_incorrect', message: 'nope' }, 400),
    });
    renderInApp(<PasswordForm email="teacher@demo.test" />);
    await change('wrong-one', 'secret1', 'secret1');
    const current = screen.getByLabelText('Current password');
    expect(await screen.findByText('Current password is incorrect.')).toHaveAttribute(
      'id',
      current.getAttribute('aria-describedby'),
    );
  });

  it('checks length and agreement before sending', async () => {
    const fetchMock = mockApi({});
    renderInApp(<PasswordForm email="teacher@demo.test" />);
    await change('demo1234', 'abc', 'abc');
    expect(screen.getByText('Password at least 6 characters, not counting spaces.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses six spaces as a password before sending', async () => {
    const fetchMock = mockApi({});
    renderInApp(<PasswordForm email="teacher@demo.test" />);
    await change('demo1234', '      ', '      ');
    expect(screen.getByText('Password at least 6 characters, not counting spaces.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the confirmation is not valid when it breaks the rules itself, and inconsistent otherwise', async () => {
    const fetchMock = mockApi({});
    const first = renderInApp(<PasswordForm email="teacher@demo.test" />);
    await change('demo1234', 'secret1', 'sec');
    expect(screen.getByText('Confirm password is not valid.')).toBeInTheDocument();
    first.unmount();
    renderInApp(<PasswordForm email="teacher@demo.test" />);
    await change('demo1234', 'secret1', 'secret2');
    expect(screen.getByText('Passwords are inconsistent.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a new password equal to the current one before sending', async () => {
    const fetchMock = mockApi({});
    renderInApp(<PasswordForm email="teacher@demo.test" />);
    await change('demo1234', 'demo1234', 'demo1234');
    expect(screen.getByText('The new password must be different from the current one.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends current, new and confirmation and clears the form on success', async () => {
    const fetchMock = mockApi({ 'POST /account/password': () => jsonResponse({ status: 'success' }) });
    renderInApp(<PasswordForm email="teacher@demo.test" />);
    await change('demo1234', 'secret1', 'secret1');
    await vi.waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
    expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toBe('current=demo1234&password=secret1&confirm=secret1');
  });
});
