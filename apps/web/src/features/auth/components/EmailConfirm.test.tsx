import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { EmailConfirm } from './EmailConfirm';

describe('the link sent to a new e-mail address', () => {
  it('makes it the sign-in address on one press, then leads to sign in', async () => {
    const fetchMock = mockApi({
      'POST /auth/email/confirm': () => jsonResponse({ status: 'success', email: 'mei.new@school.test' }),
    });
    renderInApp(<EmailConfirm token="tok-1" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use this address' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your sign-in e-mail is now mei.new@school.test.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(new URLSearchParams(String(fetchMock.mock.calls[0]?.[1]?.body)).get('token')).toBe('tok-1');
  });

  it('explains a used or expired link', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'POST /auth/email/confirm': () => jsonResponse({ status: 'error', code: 'auth.email_change_invalid' }, 400),
    });
    renderInApp(<EmailConfirm token="old" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use this address' }));
    expect(
      await screen.findByText(
        'This link is not valid, has expired or was already used. Ask for a new one from your profile.',
      ),
    ).toBeInTheDocument();
  });
});
