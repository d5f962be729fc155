import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { CheckedResetForm } from './CheckedResetForm';

const link = { id: 'abc', email: 'teacher@demo.test' };

function open() {
  renderInApp(<CheckedResetForm link={link} requestAgainLink="/?mode=forgot" onDone={vi.fn()} />);
}

describe('opening a password-reset link', () => {
  it('checks the link while saying so, then offers the form for a live link', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockApi({
      'POST /auth/resetpassword/check': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link…');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toBe('id=abc&email=teacher%40demo.test');

    answer(jsonResponse({ status: 'success' }));
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['auth.reset_link_invalid', 'This password-reset link is not valid or has already been used.'],
    ['auth.reset_link_expired', 'This password-reset link has expired. Please ask for a new one.'],
  ])('shows %s instead of the form, with a way to ask for a new link', async (code, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'POST /auth/resetpassword/check': () => jsonResponse({ status: 'error', code }, 400) });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/?mode=forgot');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('still offers the form when the check itself could not be answered', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'POST /auth/resetpassword/check': () => jsonResponse({ status: 'error', code: 'common.unavailable' }, 503),
    });
    open();
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });
});
